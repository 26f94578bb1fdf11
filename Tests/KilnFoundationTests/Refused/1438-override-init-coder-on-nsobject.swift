// swiftc: 7:23: error: initializer does not override a designated initializer from its superclass
import Foundation
class Note: NSObject, NSCoding {
    var title = ""
    override init() { super.init() }
    func encode(with coder: NSCoder) {}
    override required init?(coder: NSCoder) { super.init() }
}
class Sub: Note {
    var x = 1
}
