// swiftc: 22:62: error: cannot convert value of type 'URL' to expected argument type 'String'
import Foundation

class Task: NSObject, NSCoding {
    var title: String

    init(title: String) {
        self.title = title
    }

    required init?(coder: NSCoder) {
        title = coder.decodeObject(forKey: "title") as? String ?? ""
    }

    func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "title")
    }
}

let tasks = [Task(title: "Read"), Task(title: "Write")]
let archiveURL = FileManager.default.temporaryDirectory.appendingPathComponent("tasks")
let saved = NSKeyedArchiver.archiveRootObject(tasks, toFile: archiveURL)
print(saved)
