// swiftc: 4:12: error: cannot convert return expression of type 'Int' to return type 'String'
func makeLabel(count: Int) -> String {
    if count == 0 { return "none" }
    return count
}
print(makeLabel(count: 2))
