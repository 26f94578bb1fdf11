let n = 100_000 // small: 1000
// Protocols: a requirement, a default in an extension, conforming structs and a class, an array of `any`.
protocol Priced {
    var price: Int { get }
    func discounted(by percent: Int) -> Int
}

extension Priced {
    func discounted(by percent: Int) -> Int {
        return price - price * percent / 100
    }
}

struct Book: Priced {
    let pages: Int
    var price: Int { return 5 + pages / 50 }
}

struct Game: Priced {
    let price: Int
    func discounted(by percent: Int) -> Int {
        return percent > 30 ? price / 2 : price
    }
}

final class Subscription: Priced {
    var months: Int
    init(months: Int) {
        self.months = months
    }
    var price: Int { return months * 3 }
}

var cart: [any Priced] = []
for i in 0..<n {
    switch i % 3 {
    case 0: cart.append(Book(pages: 100 + i % 400))
    case 1: cart.append(Game(price: 20 + i % 40))
    default: cart.append(Subscription(months: 1 + i % 12))
    }
}
var full = 0
var sale = 0
for item in cart {
    full += item.price
    sale += item.discounted(by: 10 + full % 40)
}
print("full \(full), sale \(sale)")
