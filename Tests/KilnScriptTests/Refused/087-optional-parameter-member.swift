// swiftc: 3:12: error: value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'
func initials(of name: String?) -> Int {
    return name.count
}
print(initials(of: "Ann"))
