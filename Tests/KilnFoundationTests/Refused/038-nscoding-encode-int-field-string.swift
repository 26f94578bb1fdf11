// swiftc: 5:31: error: cannot convert value of type 'String' to specified type 'Int'
import Foundation

class Item: NSObject, NSCoding {
    var valueInDollars: Int = "0"
    func encode(with coder: NSCoder) { coder.encode(valueInDollars, forKey: "v") }
    required init?(coder: NSCoder) { super.init() }
    override init() { super.init() }
}
print(Item().valueInDollars)
