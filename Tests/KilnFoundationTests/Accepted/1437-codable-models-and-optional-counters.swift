// swiftc: accepted
import Foundation
// Codable models and optional counters written in ways swiftc accepts: a Codable class without
// initial values (its synthesized init(from:) is an initializer), conformances added by
// extensions or refined protocols, `+=` through `?` and `default:`, weak class-bound delegates.
struct A: Codable { var n: Int }
struct B { var s: String }
extension B: Codable {}
enum Kind: String, Codable { case a, b }
struct Outer { struct Inner: Decodable, Encodable { var k: Kind } }
protocol Storable: Codable {}
struct C: Storable { var x = 1 }
class Base: Codable { var id = 0 }
final class Derived: Base {}
class Note: Codable {
    var title: String
    var tags: [String]
}
var counts: [String: Int] = ["a": 1]
counts["a", default: 0] += 1
var maybe: Int? = 2
maybe? += 1
let data = try JSONEncoder().encode([A(n: 1)])
print(try JSONDecoder().decode([A].self, from: data).count)
let d2 = try JSONEncoder().encode(["k": B(s: "x")])
print(try JSONDecoder().decode([String: B].self, from: d2)["k"]!.s)
print(try JSONDecoder().decode(Kind.self, from: JSONEncoder().encode(Kind.b)))
print(try PropertyListDecoder().decode([Outer.Inner].self, from: PropertyListEncoder().encode([Outer.Inner(k: .a)])).count)
print(try JSONDecoder().decode(C.self, from: JSONEncoder().encode(C())).x)
print(try JSONDecoder().decode(Base.self, from: JSONEncoder().encode(Derived())).id)
let n = try JSONDecoder().decode(Note.self, from: Data(#"{"title":"t","tags":["x","y"]}"#.utf8))
print(n.title, n.tags, counts, maybe!)
protocol Listener: AnyObject { func heard() }
protocol LoudListener: Listener {}
class Speaker { weak var listener: LoudListener?; weak var other: Listener? }
print(Speaker().listener == nil)
