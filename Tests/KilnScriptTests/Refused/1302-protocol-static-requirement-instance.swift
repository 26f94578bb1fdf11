// swiftc: 6:8: error: type 'Order' does not conform to protocol 'Identifiable2'
protocol Identifiable2 {
    static func makeID() -> String
}

struct Order: Identifiable2 {
    func makeID() -> String {
        "order-1"
    }
}

print(Order().makeID())
