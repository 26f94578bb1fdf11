// swiftc: 2:8: error: type 'Setting' does not conform to protocol 'Encodable'
struct Setting: Encodable {
    var key: String
    var value: Any
}

print(Setting(key: "volume", value: 3).key)
