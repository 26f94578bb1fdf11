// swiftc: 5:15: error: cannot convert value of type 'Character' to expected argument type 'Int'
// Shifting a letter by adding a number, as in C.
let letter: Character = "a"
let shift = 2
let shifted = letter + shift
print(shifted)
