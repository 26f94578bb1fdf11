// swiftc: 2:15: error: cannot find type 'string' in scope
var username: string = "guest"
print("Welcome, \(username)")
