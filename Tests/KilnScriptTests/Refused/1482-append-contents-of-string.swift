// swiftc: 4:9: error: no exact matches in call to instance method 'append'
// A string's characters appended to an array of strings.
var letters: [String] = []
letters.append(contentsOf: "abc")
print(letters)
