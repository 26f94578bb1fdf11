// swiftc: 13:60: error: optional type 'String?' cannot be used as a boolean; test for '!= nil' instead
import Foundation

class ChecklistItem: NSObject, NSCoding {
    var text = ""
    var checked = false
    func encode(with aCoder: NSCoder) {
        aCoder.encode(text, forKey: "Text")
        aCoder.encode(checked, forKey: "Checked")
    }
    required init?(coder aDecoder: NSCoder) {
        text = aDecoder.decodeObject(forKey: "Text") as! String
        checked = aDecoder.decodeObject(forKey: "Checked") as? String
        super.init()
    }
    override init() { super.init() }
}
print(ChecklistItem().checked)
