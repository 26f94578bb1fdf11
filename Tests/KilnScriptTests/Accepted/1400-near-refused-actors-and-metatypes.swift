// swiftc: accepted
// Actors used with `await`, a top level that awaits, nonisolated and `let` members; initializers
// through metatypes that are `required` or of a final class; overrides with observers and `class var`.
actor Library {
    let name = "City"
    var books: [String] = []
    nonisolated func greeting() -> String { "Welcome" }
    func add(_ title: String) { books.append(title) }
    func count() -> Int { books.count }
    func merge(_ other: Library) async { await other.add("shared") }
}

func fill(_ library: Library) async {
    await library.add("Dune")
    let n = await library.count()
    print("count", n, await library.books.count)
}

let library = Library()
print(library.name, library.greeting())
await fill(library)
library.add("Emma")
print(await library.count())

class Part {
    var label: String
    required init() { label = "part" }
    class var kind: String { "part" }
    var weight: Double { 1.0 }
    var tag = "t" { didSet { print("tag set") } }
}
final class Bolt {
    var size = 3
    init() {}
}
class Screw: Part {
    required init() { super.init(); label = "screw" }
    override class var kind: String { "screw" }
    override var weight: Double { 0.5 }
    override var tag: String { didSet { print("screw tag") } }
}
func build(_ type: Part.Type) -> Part { type.init() }
func bolt(_ type: Bolt.Type) -> Bolt { type.init() }
let kinds: [Part.Type] = [Part.self, Screw.self]
for kind in kinds { print(build(kind).label, kind.kind) }
print(bolt(Bolt.self).size, Screw().weight)
let s = Screw()
s.tag = "x"
let direct = Part.self.init()
print(direct.label)
