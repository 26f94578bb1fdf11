// swiftc: 25:25: error: property 'totalPrice' requires that 'Table' conform to 'Priced'
protocol Priced {
    var price: Double { get }
}

struct Coffee: Priced {
    var size: String
    var price: Double
}

struct Table {
    var number: Int
}

extension Array where Element: Priced {
    var totalPrice: Double {
        reduce(0) { $0 + $1.price }
    }
}

let order = [Coffee(size: "small", price: 2.5), Coffee(size: "large", price: 3.75)]
print("Order: \(order.totalPrice)")

let tables = [Table(number: 1), Table(number: 2)]
print("Tables: \(tables.totalPrice)")
