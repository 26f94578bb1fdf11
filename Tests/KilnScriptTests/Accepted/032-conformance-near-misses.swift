// swiftc: accepted
// Conformances swiftc accepts: defaults in extensions, conformance added by an extension,
// inherited conformance, synthesized Equatable/Hashable/Codable, Comparable with `<`.
protocol Describable {
    var name: String { get }
    func describe() -> String
}

extension Describable {
    func describe() -> String { "This is \(name)" }
}

struct City: Describable {
    let name: String
}

struct Country {
    var name: String
}

extension Country: Describable {}

class Animal: Describable {
    var name: String { "animal" }
}

class Dog: Animal {
    override var name: String { "dog" }
}

protocol Named {
    init(name: String)
}

final class Tag: Named {
    var name: String
    init(name: String) { self.name = name }
}

class Label: Named {
    var text: String
    required init(name: String) { text = name }
}

struct Badge: Named {
    var name: String
}

enum Suit: String, Codable, CaseIterable { case hearts, spades }

struct Card: Hashable, Codable {
    var rank: Int
    var suit: Suit
    var note: String?
}

struct Hand: Equatable {
    var cards: [Card]
    var owner: Owner
}

class Owner: Equatable {
    var id = 1
    static func == (a: Owner, b: Owner) -> Bool { a.id == b.id }
}

struct Version: Comparable {
    var major: Int
    static func < (a: Version, b: Version) -> Bool { a.major < b.major }
}

enum Priority: Comparable { case low, high }

struct Point: CustomStringConvertible {
    var x = 0, y = 0
    var description: String { "(\(x), \(y))" }
}

struct Pixel {
    var on = true
}

extension Pixel: CustomStringConvertible {
    var description: String { on ? "#" : "." }
}

print(City(name: "Oslo").describe(), Country(name: "Peru").describe(), Dog().describe())
print(Tag(name: "a").name, Label(name: "b").text, Badge(name: "c").name)
let card = Card(rank: 3, suit: .hearts, note: nil)
let owner = Owner()
print(Set([card, card]).count, Hand(cards: [card], owner: owner) == Hand(cards: [card], owner: owner))
print(Version(major: 1) < Version(major: 2), Priority.low < .high, Point(), Pixel())
