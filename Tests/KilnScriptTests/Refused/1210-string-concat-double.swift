// swiftc: 12:36: error: cannot convert value of type 'Double' to expected argument type 'String'
struct Receipt {
    var items: [(String, Double)] = []

    var total: Double {
        items.reduce(0) { $0 + $1.1 }
    }

    func printed() -> String {
        var lines = ""
        for (name, price) in items {
            lines += name + ": " + price + "\n"
        }
        return lines
    }
}

var receipt = Receipt()
receipt.items.append(("Tea", 2.5))
print(receipt.printed())
