// swiftc: 3:29: error: cannot find 'self' in scope; did you mean to use it in a type or extension context?
var name = "kiln"
lazy var shout = { [unowned self] in
    name.uppercased()
}
print(shout())
