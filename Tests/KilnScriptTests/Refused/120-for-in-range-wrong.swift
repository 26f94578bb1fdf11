// swiftc: 3:21: error: cannot convert value of type 'Int' to specified type 'String'
for i in 0..<3 {
    let s: String = i
    print(s)
}
