// swiftc: 3:7: error: value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'
let nickname: String? = "Bo"
print(nickname.count)
