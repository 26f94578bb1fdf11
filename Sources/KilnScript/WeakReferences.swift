// `weak var owner: Owner?` in a class: the property does not keep its object alive, and reads
// nil once the object is gone — what a lesson on delegates, caches and retain cycles is about
// (a `deinit` that never runs, an image cache that never empties, on iOS as here).
//
// A weak property's slot holds a hidden box (an instance of `WeakReference.type` whose native
// object is a `WeakBox`) instead of the object; reading the property opens the box, setting it
// makes a new one. Nil is stored as nil. Such properties are left out of the call sites' cached
// fast paths (see `Runtime.members(of:_:cache:)`).

/// Swift's own weak reference to a script object.
final class WeakBox {
    weak var target: Instance?
    init(_ target: Instance) { self.target = target }
}

enum WeakReference {
    /// The hidden type of the boxes (no script can name it).
    nonisolated(unsafe) static let type = TypeInfo(name: "__WeakReference", kind: .classType, module: nil)

    /// What a weak property stores for `value`: a box for an object, the value itself otherwise.
    static func boxed(_ value: Value) -> Value {
        switch value {
        case .object(let instance), .some(.object(let instance)):
            let box = Instance.make(type: type, count: 0)
            box.native = WeakBox(instance)
            return .object(box)
        default:
            return value
        }
    }

    /// What reading a weak property gives: the object while it lives (as the Optional the
    /// property is declared as), nil after.
    static func opened(_ stored: Value) -> Value {
        guard case .object(let box) = stored, box.type === type else { return stored }
        guard let target = (box.native as? WeakBox)?.target else { return .none }
        return .some(.object(target))
    }
}
