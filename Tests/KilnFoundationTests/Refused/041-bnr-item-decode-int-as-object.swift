// swiftc: 22:35: error: cannot assign value of type 'Any?' to type 'Int'
import Foundation

class BNRItem: NSObject, NSCoding {
    var itemName: String
    var serialNumber: String
    var valueInDollars: Int
    init(itemName: String, serialNumber: String, valueInDollars: Int) {
        self.itemName = itemName
        self.serialNumber = serialNumber
        self.valueInDollars = valueInDollars
        super.init()
    }
    func encode(with aCoder: NSCoder) {
        aCoder.encode(itemName, forKey: "itemName")
        aCoder.encode(serialNumber, forKey: "serialNumber")
        aCoder.encode(valueInDollars, forKey: "valueInDollars")
    }
    required init?(coder aDecoder: NSCoder) {
        itemName = aDecoder.decodeObject(forKey: "itemName") as! String
        serialNumber = aDecoder.decodeObject(forKey: "serialNumber") as! String
        valueInDollars = aDecoder.decodeObject(forKey: "valueInDollars")
        super.init()
    }
}
print(BNRItem(itemName: "a", serialNumber: "b", valueInDollars: 1).itemName)
