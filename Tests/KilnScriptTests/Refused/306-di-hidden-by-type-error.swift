// swiftc: 11:18: error: cannot convert value of type 'String' to specified type 'Int'
struct Order {
    var item: String
    var quantity: Int

    init(item: String) {
        self.item = item
    }
}

let count: Int = "three"
print(Order(item: "tea").item, count)
