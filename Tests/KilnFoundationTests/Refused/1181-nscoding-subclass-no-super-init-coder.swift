// swiftc: 30:5: error: 'self' used before 'super.init' call
import Foundation

class Item: NSObject, NSCoding {
    var name: String

    init(name: String) {
        self.name = name
    }

    required init?(coder: NSCoder) {
        name = coder.decodeObject(forKey: "name") as? String ?? ""
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
    }
}

class PricedItem: Item {
    var price: Double

    init(name: String, price: Double) {
        self.price = price
        super.init(name: name)
    }

    required init?(coder: NSCoder) {
        price = coder.decodeDouble(forKey: "price")
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(price, forKey: "price")
    }
}

print(PricedItem(name: "Pen", price: 1.5).price)
