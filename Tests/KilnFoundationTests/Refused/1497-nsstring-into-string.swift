// swiftc: 11:16: error: 'NSString' is not implicitly convertible to 'String'; did you mean to use 'as' to explicitly convert?
// A secure-coding decode gives an NSString; the property is a String.
import Foundation
class Label: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    var text: String
    init(text: String) { self.text = text }
    func encode(with coder: NSCoder) { coder.encode(text, forKey: "text") }
    required init?(coder: NSCoder) {
        guard let decoded = coder.decodeObject(of: NSString.self, forKey: "text") else { return nil }
        text = decoded
    }
}
