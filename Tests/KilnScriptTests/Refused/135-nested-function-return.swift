// swiftc: 4:16: error: cannot convert return expression of type 'Int' to return type 'String'
func outer() -> Int {
    func inner() -> String {
        return 5
    }
    return inner().count
}
print(outer())
