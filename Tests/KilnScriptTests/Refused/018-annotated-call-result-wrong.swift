// swiftc: 5:14: error: cannot convert value of type 'String' to specified type 'Int'
func greeting(for name: String) -> String {
    return "Hello, " + name
}
let n: Int = greeting(for: "Ann")
print(n)
