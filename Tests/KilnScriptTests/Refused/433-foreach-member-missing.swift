// swiftc: 4:13: error: value of type 'Int' has no member 'uppercased'
let counts = [1, 2, 3]
counts.forEach { n in
    print(n.uppercased())
}
