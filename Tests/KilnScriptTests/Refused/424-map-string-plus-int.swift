// swiftc: 3:29: error: binary operator '+' cannot be applied to operands of type 'String' and 'Int'
let names = ["ann", "bob"]
let tagged = names.map { $0 + 1 }
print(tagged)
