// swiftc: 3:18: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
func firstName(_ names: [String]) -> String {
    return names.first
}
print(firstName(["Ann"]))
