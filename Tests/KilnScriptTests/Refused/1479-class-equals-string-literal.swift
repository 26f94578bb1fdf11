// swiftc: 9:6: error: referencing operator function '!=' on 'StringProtocol' requires that 'Player' conform to 'StringProtocol'
// An object compared with a string instead of its name.
class Player: Equatable {
    let name: String
    init(name: String) { self.name = name }
    static func == (a: Player, b: Player) -> Bool { a.name == b.name }
}
let p = Player(name: "Kai")
if p != "Kai" {
    print("someone else")
}
