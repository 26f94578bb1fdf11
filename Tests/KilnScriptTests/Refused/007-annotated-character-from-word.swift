// swiftc: 2:26: error: cannot convert value of type 'String' to specified type 'Character'
let initial: Character = "Ann"
print(initial)
