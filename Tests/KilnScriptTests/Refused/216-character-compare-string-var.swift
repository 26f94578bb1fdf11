// swiftc: 5:18: error: type '((String.Element) throws -> Bool) throws -> String.Element?' (aka '((Character) throws -> Bool) throws -> Optional<Character>') cannot conform to 'StringProtocol' [#ProtocolTypeNonConformance]
let word = "kiln"
let letter: Character = "k"
let prefix = "k"
print(word.first == prefix)
