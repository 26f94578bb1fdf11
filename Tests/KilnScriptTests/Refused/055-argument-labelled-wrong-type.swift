// swiftc: 5:27: error: cannot convert value of type 'String' to expected argument type 'Int'
func greet(name: String, times: Int) {
    for _ in 0..<times { print("Hi \(name)") }
}
greet(name: "Ann", times: "twice")
