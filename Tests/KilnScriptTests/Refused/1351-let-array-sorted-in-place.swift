// swiftc: 3:7: error: cannot use mutating member on immutable value: 'names' is a 'let' constant
let names = ["Zoe", "Adam", "Maya"]
names.sort()
print(names)
