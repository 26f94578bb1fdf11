// swiftc: 9:21: error: missing argument label 'forKey:' in call
import Foundation
class Note: NSObject, NSCoding {
    var text = ""
    init(text: String) {
        self.text = text
    }
    func encode(with coder: NSCoder) {
        coder.encode(text, "text")
    }
    required init?(coder: NSCoder) {
        text = coder.decodeObject(forKey: "text") as? String ?? ""
    }
}
print(Note(text: "hi").text)
