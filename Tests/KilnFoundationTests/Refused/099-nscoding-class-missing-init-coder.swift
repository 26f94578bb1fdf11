// swiftc: 4:7: error: type 'Item' does not conform to protocol 'NSCoding'
import Foundation

class Item: NSObject, NSCoding {
    var name: String
    var valueInDollars: Int

    init(name: String, valueInDollars: Int) {
        self.name = name
        self.valueInDollars = valueInDollars
        super.init()
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(valueInDollars, forKey: "valueInDollars")
    }
}

let item = Item(name: "Lamp", valueInDollars: 12)
print(item.name)
