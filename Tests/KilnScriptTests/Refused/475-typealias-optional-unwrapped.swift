// swiftc: 6:27: error: value of optional type 'Identifier?' (aka 'Optional<String>') must be unwrapped to a value of type 'Identifier' (aka 'String')
typealias Identifier = String

var lastOpened: Identifier? = nil
lastOpened = "note-42"
let current: Identifier = lastOpened
print(current)
