// swiftc: 4:20: error: missing argument label 'separator:' in call
// `joined` given its separator without the label.
let words = ["save", "load", "delete"]
print(words.joined(" | "))
