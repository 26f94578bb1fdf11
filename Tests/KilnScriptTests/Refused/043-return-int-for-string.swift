// swiftc: 3:12: error: cannot convert return expression of type 'Int' to return type 'String'
func label(_ a: Int) -> String {
    return a
}
print(label(1))
