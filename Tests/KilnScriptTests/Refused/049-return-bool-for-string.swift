// swiftc: 3:18: error: cannot convert return expression of type 'Bool' to return type 'String'
func isEven(_ n: Int) -> String {
    return n % 2 == 0
}
print(isEven(4))
