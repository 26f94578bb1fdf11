// swiftc: 5:18: error: type '((String.Element) throws -> Bool) throws -> String.Element?' (aka '((Character) throws -> Bool) throws -> Optional<Character>') cannot conform to 'StringProtocol' [#ProtocolTypeNonConformance]
let word = "kiln"
let letter: Character = "k"
let prefix = "k"
print(word.first == prefix)
// kiln: not yet: swiftc reads 'word.first' here as the method first(where:); the checker does not judge a comparison with an optional
