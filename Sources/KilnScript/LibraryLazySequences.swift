// Sequences walked one element at a time: `AnyIterator`, `AnySequence`, `sequence(first:next:)`,
// `sequence(state:next:)`, and `.lazy` with its lazy `map`, `filter`, `compactMap`. Each holds a
// native function: an iterator its step (`.some(element)` or `.none`, shared by copies, as
// Swift's AnyIterator shares its box), a sequence a maker of fresh steps. `Runtime.stepper(of:)`
// steps through any sequence — these, a script's own Sequence or IteratorProtocol (its `next()`
// called once per element), or a built-in collection — so that `for-in` with `break`, `prefix`,
// `first(where:)` and `contains` stop where Swift stops, and an endless sequence can be used.

extension Runtime {
    /// A step function over `value`'s elements: each call gives the next one, nil at the end.
    func stepper(of value: Value, at site: Location) throws -> () throws -> Value? {
        switch value {
        case .structValue(let type, let fields) where type.module == "Swift" && Library.steppedTypeNames.contains(type.name):
            guard case .function(let function)? = fields.first else { return { nil } }
            // An iterator's field is its step; a sequence's field makes one.
            let step = type.name == "AnyIterator" ? Value.function(function) : try call(function, arguments: [], at: site)
            return { [unowned self] in
                switch try self.callValue(step, at: site) {
                case .none: return nil
                case .some(let element): return element
                case let element: return element
                }
            }
        case .structValue(let type, _) where isSteppedScriptSequence(type):
            return try scriptStepper(of: value, at: site)
        case .object(let instance) where isSteppedScriptSequence(instance.type):
            return try scriptStepper(of: value, at: site)
        case .range(let lower, let upper, _):
            var next = lower
            return {
                guard next < upper else { return nil }
                next += 1
                return .int(next - 1)
            }
        default:
            let elements = try self.elements(of: value, at: site)
            var position = 0
            return {
                guard position < elements.count else { return nil }
                position += 1
                return elements[position - 1]
            }
        }
    }

    /// Whether a `for-in` loop walks `value` one element at a time (not a built-in collection).
    func isStepped(_ value: Value) -> Bool {
        switch value {
        case .structValue(let type, _): return (type.module == "Swift" && Library.steppedTypeNames.contains(type.name)) || isSteppedScriptSequence(type)
        case .object(let instance): return isSteppedScriptSequence(instance.type)
        default: return false
        }
    }

    /// A script type whose elements come from its iterator's `next()` (not indices).
    func isSteppedScriptSequence(_ type: TypeInfo) -> Bool {
        guard !type.isLibrary, type.module != "Swift" else { return false }
        return type.lookup("makeIterator") != nil || (type.conformances.contains("IteratorProtocol") && type.lookup("next") != nil)
    }

    private func scriptStepper(of value: Value, at site: Location) throws -> () throws -> Value? {
        var iterator = value
        if typeInfo(of: value).lookup("makeIterator") != nil {
            var receiver = value
            let (make, plan) = try findMethod(on: value, "makeIterator", labels: [], cache: MemberCache(), at: site)
            iterator = try invoke(make, plan: plan, on: &receiver, arguments: [], at: site)
        }
        if case .structValue(let type, _) = iterator, type.module == "Swift" || type.isLibrary {
            return try stepper(of: iterator, at: site)
        }
        switch iterator {
        case .array, .bytes, .set, .dictionary, .range, .string: return try stepper(of: iterator, at: site)
        default: break
        }
        let (next, plan) = try findMethod(on: iterator, "next", labels: [], cache: MemberCache(), at: site)
        var finished = false
        return { [unowned self] in
            if finished { return nil }
            try self.tick(site)
            if case .some(let element) = try self.invoke(next, plan: plan, on: &iterator, arguments: [], at: site) { return element }
            finished = true
            return nil
        }
    }
}

extension Library {
    /// `zip` of two sequences one of which is walked a step at a time: as far as the shorter goes.
    /// `zip(1..., fibs)`: a Zip2Sequence walked pair by pair, as far as the one that ends first
    /// (or as far as a `prefix` or a `break` goes, when neither ends).
    func zipStepped(_ a: Value, _ b: Value) throws -> Value {
        steppedSequence("Zip2Sequence") { [unowned self] in
            let first = try self.runtime.stepper(of: a, at: self.site), second = try self.runtime.stepper(of: b, at: self.site)
            return {
                guard let x = try first(), let y = try second() else { return nil }
                return .tuple(Tuple(elements: [x, y], labels: [nil, nil]))
            }
        }
    }

    static let steppedTypeNames: Set<String> = ["AnyIterator", "AnySequence", "UnfoldSequence", "LazySequence",
                                               "LazyMapSequence", "LazyFilterSequence", "LazyPrefixWhileSequence", "LazyDropWhileSequence",
                                               "EnumeratedSequence", "Zip2Sequence"]

    /// A native function value of no arguments.
    func nativeFunction(_ name: String, _ body: @escaping () throws -> Value) -> Value {
        let code = FunctionCode(name: name, parameters: [], hasSelf: false)
        code.native = { _, _ in try body() }
        return .function(Function(code: code, captured: nil))
    }

    /// An AnyIterator value over `step`.
    func anyIterator(_ step: @escaping () throws -> Value?) -> Value {
        .structValue(steppedType("AnyIterator"), [nativeFunction("next") { try step().map { .some($0) } ?? .none }])
    }

    /// A sequence of the type `name` whose iterators `make` gives.
    func steppedSequence(_ name: String, _ make: @escaping () throws -> () throws -> Value?) -> Value {
        .structValue(steppedType(name), [nativeFunction("makeIterator") { [unowned self] in
            let step = try make()
            return self.nativeFunction("next") { try step().map { .some($0) } ?? .none }
        }])
    }

    func steppedType(_ name: String) -> TypeInfo {
        if let type = types[name] { return type }
        let type = TypeInfo(name: name, kind: .structure, module: "Swift")
        types[name] = type
        return type
    }

    func declareLazySequences() {
        let runtime = self.runtime
        for name in Library.steppedTypeNames { declareSteppedMembers(steppedType(name), lazy: name.hasPrefix("Lazy")) }
        let iterator = steppedType("AnyIterator")
        // `AnyIterator { … }` (a closure giving the next element) or `AnyIterator(base)`.
        initializer(iterator) { [unowned self] argument in
            if case .function = argument {
                return .structValue(iterator, [argument])
            }
            return self.anyIterator(try runtime.stepper(of: argument, at: self.site))
        }
        method(iterator, "next", []) { [unowned self] s, _ in
            guard case .structValue(_, let fields) = s, let step = fields.first else { return .none }
            switch try runtime.callValue(step, at: self.site) {
            case .none: return .none
            case .some(let element): return .some(element)
            case let element: return .some(element)
            }
        }
        method(iterator, "makeIterator", []) { s, _ in s }
        // `AnySequence { makeIterator() }` or `AnySequence(base)`.
        initializer(steppedType("AnySequence")) { [unowned self] argument in
            let site = self.site
            if case .function = argument {
                return self.steppedSequence("AnySequence") { try runtime.stepper(of: try runtime.callValue(argument, at: site), at: site) }
            }
            return self.steppedSequence("AnySequence") { try runtime.stepper(of: argument, at: site) }
        }
        function("sequence", [Parameter(label: "first"), Parameter(label: "next")]) { [unowned self] arguments in
            let (first, next) = (arguments[0], arguments[1])
            let site = self.site
            return self.steppedSequence("UnfoldSequence") {
                var current: Value? = nil
                var started = false
                return {
                    if !started {
                        started = true
                        if case .some(let value) = first { current = value } else if case .none = first { current = nil } else { current = first }
                    } else if let value = current {
                        switch try runtime.callValue(next, value, at: site) {
                        case .none: current = nil
                        case .some(let following): current = following
                        case let following: current = following
                        }
                    }
                    return current
                }
            }
        }
        function("sequence", [Parameter(label: "state"), Parameter(label: "next")]) { [unowned self] arguments in
            let (initial, next) = (arguments[0], arguments[1])
            let site = self.site
            guard case .function(let function) = next else { throw runtime.fault("sequence(state:next:) needs a closure", at: site) }
            return self.steppedSequence("UnfoldSequence") {
                var state = initial
                var finished = false
                return {
                    if finished { return nil }
                    // The closure's parameter is `inout`: its final value is the new state.
                    var selfValue = function.boundSelf ?? .void
                    let base = function.code.hasSelf ? 1 : 0
                    var newState = state
                    let result = try runtime.call(function.code, captured: function.captured, selfValue: &selfValue,
                                                  arguments: [state], at: site) { frame in newState = frame.slots[base] }
                    state = newState
                    switch result {
                    case .none: finished = true; return nil
                    case .some(let element): return element
                    case let element: return element
                    }
                }
            }
        }
        for type in [runtime.builtinTypes.array, runtime.builtinTypes.set, runtime.builtinTypes.range,
                     runtime.builtinTypes.string, runtime.builtinTypes.dictionary] {
            property(type, "lazy") { [unowned self] base in
                self.steppedSequence("LazySequence") { try runtime.stepper(of: base, at: self.site) }
            }
        }
    }

    /// What every stepped sequence answers: the eager algorithms over all its elements, and
    /// those that stop early walking only as far as they need; a lazy one's `map`, `filter`,
    /// `compactMap` and `prefix(while:)` are lazy again.
    func declareSteppedMembers(_ type: TypeInfo, lazy: Bool) {
        let runtime = self.runtime
        declareSequence(type)
        for name in ["first", "contains", "prefix", "makeIterator", "dropFirst", "forEach", "enumerated"] { type.members[name] = nil }
        let steps: (Value) throws -> () throws -> Value? = { [unowned self] in try runtime.stepper(of: $0, at: self.site) }
        method(type, "makeIterator", []) { [unowned self] s, _ in self.anyIterator(try steps(s)) }
        method(type, "first", ["where"]) { [unowned self] s, a in
            let step = try steps(s)
            while let element = try step() { if self.truth(try self.call(a[0], element)) { return .some(element) } }
            return .none
        }
        method(type, "contains", ["where"]) { [unowned self] s, a in
            let step = try steps(s)
            while let element = try step() { if self.truth(try self.call(a[0], element)) { return .bool(true) } }
            return .bool(false)
        }
        method(type, "contains", [nil]) { [unowned self] s, a in
            let step = try steps(s)
            while let element = try step() { if try runtime.equal(element, a[0], at: self.site) { return .bool(true) } }
            return .bool(false)
        }
        method(type, "forEach", [nil]) { [unowned self] s, a in
            let step = try steps(s)
            while let element = try step() { _ = try self.call(a[0], element) }
            return .void
        }
        method(type, "prefix", [nil]) { [unowned self] s, a in
            let count = try self.int(a[0])
            let step = try steps(s)
            var taken: [Value] = []
            while taken.count < count, let element = try step() { taken.append(element) }
            return lazy ? self.steppedSequence("LazySequence") { try runtime.stepper(of: .array(taken), at: self.site) } : .array(taken)
        }
        method(type, "enumerated", []) { [unowned self] s, _ in
            let s = s
            return self.steppedSequence("EnumeratedSequence") {
                let step = try steps(s)
                var offset = 0
                return {
                    guard let element = try step() else { return nil }
                    offset += 1
                    return .tuple(Tuple(elements: [.int(offset - 1), element], labels: ["offset", "element"]))
                }
            }
        }
        method(type, "dropFirst", [(label: nil, default: .int(1))]) { [unowned self] s, a in
            let s = s
            let count = try self.int(a[0])
            return self.steppedSequence(lazy ? "LazySequence" : "AnySequence") {
                let step = try steps(s)
                for _ in 0..<max(count, 0) where try step() == nil { break }
                return step
            }
        }
        guard lazy else {
            method(type, "prefix", ["while"]) { [unowned self] s, a in
                let step = try steps(s)
                var taken: [Value] = []
                while let element = try step(), self.truth(try self.call(a[0], element)) { taken.append(element) }
                return .array(taken)
            }
            property(type, "lazy") { [unowned self] base in
                self.steppedSequence("LazySequence") { try runtime.stepper(of: base, at: self.site) }
            }
            return
        }
        // Lazy: an element is transformed or tested when it is reached, and not before.
        for name in ["map", "filter", "compactMap"] { type.members[name] = nil }
        property(type, "first") { s in (try steps(s)()).map { .some($0) } ?? .none }
        if type.name == "LazySequence" || type.name == "LazyMapSequence" {
            // `numbers.lazy.map { … }[2]`: over an Array the positions are its indices; the element
            // is transformed when read, as Swift's LazyMapCollection does.
            method(type, "subscript", [nil]) { [unowned self] s, a in
                let position = try self.int(a[0])
                let step = try steps(s)
                var offset = 0
                while let element = try step() {
                    if offset == position { return element }
                    offset += 1
                }
                throw runtime.fault("Index out of range", at: self.site)
            }
        }
        method(type, "map", [nil]) { [unowned self] s, a in
            let s = s
            return self.steppedSequence("LazyMapSequence") {
                let step = try steps(s)
                return { try step().map { try self.call(a[0], $0) } }
            }
        }
        method(type, "filter", [nil]) { [unowned self] s, a in
            let s = s
            return self.steppedSequence("LazyFilterSequence") {
                let step = try steps(s)
                return {
                    while let element = try step() { if self.truth(try self.call(a[0], element)) { return element } }
                    return nil
                }
            }
        }
        method(type, "compactMap", [nil]) { [unowned self] s, a in
            let s = s
            return self.steppedSequence("LazyMapSequence") {
                let step = try steps(s)
                return {
                    // A closure's result may come back unwrapped (`$0 > 1 ? $0 : nil`): all but `.none` is kept.
                    while let element = try step() {
                        switch try self.call(a[0], element) {
                        case .none: continue
                        case .some(let kept): return kept
                        case let kept: return kept
                        }
                    }
                    return nil
                }
            }
        }
        method(type, "prefix", ["while"]) { [unowned self] s, a in
            let s = s
            return self.steppedSequence("LazyPrefixWhileSequence") {
                let step = try steps(s)
                var done = false
                return {
                    guard !done, let element = try step() else { return nil }
                    if self.truth(try self.call(a[0], element)) { return element }
                    done = true
                    return nil
                }
            }
        }
        method(type, "drop", ["while"]) { [unowned self] s, a in
            let s = s
            return self.steppedSequence("LazyDropWhileSequence") {
                let step = try steps(s)
                var dropping = true
                return {
                    while let element = try step() {
                        if dropping, self.truth(try self.call(a[0], element)) { continue }
                        dropping = false
                        return element
                    }
                    return nil
                }
            }
        }
        property(type, "lazy") { s in s }
    }
}
