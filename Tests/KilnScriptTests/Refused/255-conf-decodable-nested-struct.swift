// swiftc: 7:8: error: type 'Customer' does not conform to protocol 'Decodable'
struct Address {
    var street: String
    var city: String
}

struct Customer: Decodable {
    var name: String
    var address: Address
}

print("customers")
