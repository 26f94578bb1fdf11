// swiftc: 6:5: error: missing return in static method expected to return 'String'
struct Formatter {
    static func currency(_ amount: Double) -> String {
        let rounded = (amount * 100).rounded() / 100
        print("formatting \(rounded)")
    }
}

print(Formatter.currency(3.456))
