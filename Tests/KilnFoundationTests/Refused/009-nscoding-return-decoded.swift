// swiftc: 5:18: error: cannot convert return expression of type 'Any?' to return type 'String'
import Foundation

func title(from coder: NSCoder) -> String {
    return coder.decodeObject(forKey: "title")
}
print("ok")
