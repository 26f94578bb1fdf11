// swiftc: 4:14: error: value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'
var username: String?
username = "kiln_user"
let length = username.count
print(length)
