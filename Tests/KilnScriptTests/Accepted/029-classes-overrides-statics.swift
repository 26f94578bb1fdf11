// swiftc: accepted
class Base {
    class var kind: String { "base" }
    static let shared = Base()
    var name: String { "base" }
    func describe() -> String { "\(type(of: self).kind) \(name)" }
    init() {}
}
final class Derived: Base {
    override class var kind: String { "derived" }
    override var name: String { "derived" }
    var cache: [String: Int] = [:]
    deinit {}
}
let items: [Base] = [Base(), Derived()]
let descriptions = items.map { $0.describe() }
let d = Derived()
d.cache["a"] = 1
let maybe: Derived? = items.last as? Derived
print(descriptions, Base.shared.name, d.cache, maybe?.name ?? "")
