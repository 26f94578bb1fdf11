// swiftc: 4:1: error: cannot assign to value: 'maxUsers' is a 'let' constant
let maxUsers = 10
print(maxUsers)
maxUsers = 20
