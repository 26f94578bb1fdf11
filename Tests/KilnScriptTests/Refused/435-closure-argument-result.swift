// swiftc: 5:20: error: cannot convert value of type 'String' to closure result type 'Int'
func transform(_ f: (String) -> Int) {
    print(f("abc"))
}
transform { s in s.uppercased() }
