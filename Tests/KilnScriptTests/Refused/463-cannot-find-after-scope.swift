// swiftc: 6:7: error: cannot find 'inner' in scope
if true {
    let inner = 5
    print(inner)
}
print(inner)
