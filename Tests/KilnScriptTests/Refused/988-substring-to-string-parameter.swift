// swiftc: 8:17: error: cannot convert value of type 'String.SubSequence' (aka 'Substring') to expected argument type 'String'
func shout(_ word: String) -> String {
    word.uppercased() + "!"
}
let line = "hello there world"
let words = line.split(separator: " ")
for word in words {
    print(shout(word))
}
