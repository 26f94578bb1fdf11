// swiftc: 3:25: error: contextual closure type '(String) -> String' expects 1 argument, but 2 were used in closure body
let words = ["kiln", "clay"]
let upper = words.map { word, index in word.uppercased() }
print(upper)
