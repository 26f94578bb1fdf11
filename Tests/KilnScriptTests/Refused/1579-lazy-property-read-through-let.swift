// swiftc: 8:15: error: cannot use mutating getter on immutable value: 'invoice' is a 'let' constant
// A struct's lazy summary read through a constant: the first read must store it.
struct Invoice {
    var lines = [12.0, 7.5]
    lazy var total: Double = lines.reduce(0, +)
}
let invoice = Invoice()
print(invoice.total)
