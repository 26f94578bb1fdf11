// swiftc: 3:28: error: cannot convert return expression of type 'String' to return type 'Bool'
func check(_ value: Int) -> Bool {
    if value > 10 { return "big" }
    return false
}
print(check(3))
