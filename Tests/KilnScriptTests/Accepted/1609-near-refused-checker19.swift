// swiftc: accepted
// Near checker19's refusals: conformances through extensions, refined protocols, superclasses
// and generic types; super.init of a superclass that inherits its initializers; bare returns
// in void functions, initializers and setters; switch cases holding only `break` or `fallthrough`.
protocol Named { var name: String { get } }
protocol Pet: Named { func greet() -> String }
struct Dog { var name = "Rex" }
extension Dog: Pet { func greet() -> String { "woof from \(name)" } }
class Animal: Named { var name: String { "animal" } }
class Cat: Animal {}
struct Box<T>: Named { var value: T; var name: String { "box" } }
enum Fish: Named { case gold; var name: String { "goldie" } }
func show(_ n: Named) -> String { n.name }
func hello(_ p: Pet) -> String { p.greet() }
let all: [Named] = [Dog(), Cat(), Box(value: 3), Fish.gold]
var one: Named = Dog()
one = Cat()
func make(_ flag: Bool) -> Named { flag ? Dog() : Fish.gold }
func maybe() -> Named? { return Box(value: "x") }
print(show(Dog()), show(Cat()), hello(Dog()), all.map(\.name), one.name, make(true).name, maybe()?.name ?? "")

class Base { var tag = "base" }
class Middle: Base {}
class Leaf: Middle {
    var extra: Int
    init(extra: Int) {
        self.extra = extra
        super.init()
    }
}
class Point {
    var x: Int
    init(x: Int) { self.x = x }
    convenience init() { self.init(x: 0) }
}
class Point3: Point {
    var z = 0
    init(x: Int, z: Int) {
        self.z = z
        super.init(x: x)
    }
}
print(Leaf(extra: 2).tag, Point3(x: 1, z: 2).x)

struct Counter {
    var count = 0 { didSet { if count < 0 { count = 0; return } } }
    var doubled: Int {
        get { count * 2 }
        set { if newValue < 0 { return }; count = newValue / 2 }
    }
    init(start: Int) {
        if start < 0 { return }
        count = start
    }
}
func report(_ n: Int) {
    if n == 0 { return }
    print("n =", n)
}
var c = Counter(start: 3)
c.doubled = 10
report(c.count)
for n in [1, 2, 3] {
    switch n {
    case 1: break
    case 2: fallthrough
    default: print("at", n)
    }
}
