// swiftc: 5:12: error: extraneous argument label 'word:' in call
func shout(_ word: String) -> String {
    return word.uppercased() + "!"
}
print(shout(word: "hey"))
