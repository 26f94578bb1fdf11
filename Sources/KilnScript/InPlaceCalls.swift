// Library methods of one argument called on a variable (`items.append(x)`, `seen.insert(w)`):
// the value changed where it is stored, with no lookup, no arguments array and no reference
// counting on the way (the method's closure is run borrowed, as `FunctionCode.runBody` runs a body).

/// A library method's one-argument closure (`FunctionCode.nativeUnary`), held by a class so a call
/// site can run it without retaining it.
final class UnaryMethod {
    let call: (inout Value, Value) throws -> Value
    init(_ call: @escaping (inout Value, Value) throws -> Value) { self.call = call }
}

/// What a call site on a variable found: the mutating library method of one argument and the type
/// of receiver it was found on.
final class UnaryMethodSite {
    @exclusivity(unchecked) var method: Unmanaged<UnaryMethod>?
    @exclusivity(unchecked) var type: ObjectIdentifier?
    /// Keeps the method (and so its closure) alive for as long as the site.
    @exclusivity(unchecked) var code: FunctionCode?
}

extension Compiler {
    /// `general` (the whole method call) with a first path for the case it found before: a
    /// mutating library method of one argument on a value of the same type stored at `address`.
    func inPlaceUnaryCall(address: @escaping (Frame) throws -> UnsafeMutablePointer<Value>?, argument: @escaping Eval,
                          modify: @escaping (Frame, (inout Value) throws -> Value) throws -> Value,
                          cache: MemberCache, site location: Location, general: @escaping Eval) -> Eval {
        let runtime = self.runtime
        let site = UnaryMethodSite()
        return { frame in
            if let method = site.method, let type = site.type, let before = try address(frame),
               runtime.hasType(before.pointee, type) {
                let value = try argument(frame)
                runtime.currentLocation = location
                // The argument may have replaced the object holding the variable: found again.
                if let stored = try address(frame) { return try method._withUnsafeGuaranteedRef { try $0.call(&stored.pointee, value) } }
                return try modify(frame) { stored in try method._withUnsafeGuaranteedRef { try $0.call(&stored, value) } }
            }
            let result = try general(frame)
            if site.method == nil, let code = cache.nativeMethod, code.isMutating, let method = code.unaryMethod, let type = cache.type {
                site.code = code
                site.type = ObjectIdentifier(type)
                site.method = Unmanaged.passUnretained(method)
            }
            return result
        }
    }
}

extension Runtime {
    /// Whether `value`'s type is the one identified by `type` (`typeInfo(of:)`, without the
    /// reference counting of returning the type for the common collections and strings).
    @inline(__always)
    func hasType(_ value: Value, _ type: ObjectIdentifier) -> Bool {
        switch value {
        case .array, .bytes: return ObjectIdentifier(builtinTypes.array) == type
        case .string: return ObjectIdentifier(builtinTypes.string) == type
        case .dictionary: return ObjectIdentifier(builtinTypes.dictionary) == type
        case .set: return ObjectIdentifier(builtinTypes.set) == type
        default: return ObjectIdentifier(typeInfo(of: value)) == type
        }
    }
}

extension Runtime {
    /// A script's mutating method of a struct or enum, called on a stored value (`p.move(dx: 1)`,
    /// `copy.position.move(…)`): the arguments are written into the callee's frame first (they
    /// may read the stored value), then the stored value is moved in as `self` — no second
    /// reference, so its fields change in place — and moved back out when the body ends, even
    /// when it throws (as `callScript` does for `invoke`).
    func mutatingScriptCall(_ code: FunctionCode, arguments count: Int, write: (Frame, UnsafeMutablePointer<Value>) throws -> Void,
                            receiverModify: (Frame, (inout Value) throws -> Value) throws -> Value,
                            frame: Frame, cache: MemberCache, name: String, labels: [String?], at site: Location) throws -> Value {
        let callee = callFrame(for: code)
        let slots = callee.slots
        try write(frame, slots)  // (from slot 1: the writer has the offset)
        let type = cache.type
        let value = try receiverModify(frame) { stored in
            guard stored.isValueInstance(of: type) else {
                // The stored value is no longer the one looked up (an argument changed it): found again.
                let arguments = (0..<count).map { slots[1 + $0] }
                let (member, plan) = try findMethod(on: stored, name, labels: labels, cache: cache, at: site, arguments: arguments)
                return try invoke(member, plan: plan, on: &stored, arguments: arguments, at: site)
            }
            // Moved in as they lie: slot 0 is `()` in a fresh frame (nothing to release), and
            // `stored` holds `()` while the method runs.
            withUnsafeMutablePointer(to: &stored) { place in
                slots.moveInitialize(from: place, count: 1)
                place.initialize(to: .void)
            }
            let flow: Flow
            do {
                flow = try enter(code, callee, at: site)
            } catch {
                stored = slots.move()
                slots.initialize(to: .void)
                throw error
            }
            stored = slots.move()
            slots.initialize(to: .void)
            return result(of: code, flow, in: callee)
        }
        recycle(callee, of: code)  // (outside the closure, which holds a reference of its own)
        return value
    }
}
