// swiftc: 4:7: error: value of optional type 'Int?' must be unwrapped to refer to member 'description' of wrapped base type 'Int'
let scores = [3, 9, 4]
let top = scores.last
print(top.description)
