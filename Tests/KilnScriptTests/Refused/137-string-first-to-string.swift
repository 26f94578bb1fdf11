// swiftc: 3:32: error: cannot convert value of type 'String.Element' (aka 'Character') to specified type 'String'
let word = "clay"
let letter: String = word.first!
print(letter)
