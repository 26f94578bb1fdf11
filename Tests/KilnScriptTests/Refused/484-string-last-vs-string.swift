// swiftc: 4:14: error: type '((String.Element) throws -> Bool) throws -> String.Element?' (aka '((Character) throws -> Bool) throws -> Optional<Character>') cannot conform to 'StringProtocol' [#ProtocolTypeNonConformance]
let name = "Swift"
let ending = "t"
if name.last == ending {
    print("ends with t")
}
