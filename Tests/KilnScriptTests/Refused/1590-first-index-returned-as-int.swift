// swiftc: 3:18: error: value of optional type 'Array<String>.Index?' (aka 'Optional<Int>') must be unwrapped to a value of type 'Array<String>.Index' (aka 'Int')
func position(of name: String, in names: [String]) -> Int {
    return names.firstIndex(of: name)
}
print(position(of: "b", in: ["a", "b"]))
