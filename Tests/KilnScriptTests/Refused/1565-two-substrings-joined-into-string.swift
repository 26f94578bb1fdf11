// swiftc: 6:28: error: cannot convert value of type 'String.SubSequence' (aka 'Substring') to specified type 'String'
// Joining the two halves of a word with `+` into a String.
let word = "notebook"
let front = word.prefix(4)
let back = word.suffix(4)
let swapped: String = back + front
print(swapped)
