// Key paths as values (`\P.x`, `\.tags.count`): a function from a value to its property, which
// `value[keyPath: path]` reads and writes; `@dynamicMemberLookup`'s members (`wrapper.x` through
// `subscript(dynamicMember:)`, given the name or a key path).

/// One component of a key path: a property, a `?` / `!` link, or a subscript with the
/// arguments it was made with (`\[String].[index]` keeps the index of the moment it was made).
enum KeyPathStep {
    case member(String)
    case unwrap(chained: Bool)
    case subscripted([Value], labels: [String?])
}

extension Runtime {
    /// The key path through the properties `names`, called as a function or used in `[keyPath:]`.
    func keyPath(_ names: [String], at site: Location) -> Value {
        keyPath(names.map(KeyPathStep.member), at: site)
    }

    /// The key path through `steps`: read as a function, written through `[keyPath:]` unless a
    /// `?` link makes it read-only. A `?` link gives nil where it meets nil (`\.first?.count`).
    func keyPath(_ steps: [KeyPathStep], at site: Location) -> Value {
        let code = FunctionCode(name: "keyPath", parameters: [Parameter(label: nil)], hasSelf: false)
        let chained = steps.contains { if case .unwrap(chained: true) = $0 { return true }; return false }
        if !chained { code.keyPathSteps = steps }
        code.native = { [unowned self] _, arguments in
            var value = arguments[0]
            var wrapped = false
            for step in steps {
                switch step {
                case .member(let name):
                    value = try self.getMember(value, name, cache: MemberCache(), at: site)
                case .unwrap(let isChained):
                    guard case .some(let inner) = value else {
                        if isChained { return .none }
                        throw self.fault("Unexpectedly found nil while unwrapping an Optional value", at: site)
                    }
                    value = inner
                    wrapped = wrapped || isChained
                case .subscripted(let keys, let labels):
                    value = try self.subscriptGet(value, keys, labels: labels, at: site)
                }
            }
            if wrapped, !value.isOptional { return .some(value) }
            return value
        }
        return .function(Function(code: code, captured: nil))
    }

    /// `value[keyPath: path]` read.
    func keyPathGet(_ container: Value, _ path: Value, at site: Location) throws -> Value {
        guard case .function(let function) = path else { throw fault("a key path is needed here", at: site) }
        return try call(function, arguments: [container], at: site)
    }

    /// `value[keyPath: path] = x` / `+= x`: the properties and elements the path names, changed in place.
    func keyPathModify(_ container: inout Value, _ path: Value, at site: Location, _ body: (inout Value) throws -> Value) throws -> Value {
        // `value[keyPath: \.self] = x` (no steps) replaces the whole value.
        guard case .function(let function) = path, let steps = function.code.keyPathSteps else {
            throw fault("cannot assign through subscript: key path is read-only", at: site)
        }
        return try modifyPath(&container, steps[...], at: site, body)
    }

    private func modifyPath(_ value: inout Value, _ steps: ArraySlice<KeyPathStep>, at site: Location, _ body: (inout Value) throws -> Value) throws -> Value {
        guard let first = steps.first else { return try body(&value) }
        switch first {
        case .unwrap:
            guard case .some(var wrapped) = value else { throw fault("Unexpectedly found nil while unwrapping an Optional value", at: site) }
            defer { value = .some(wrapped) }
            return try modifyPath(&wrapped, steps.dropFirst(), at: site, body)
        case .subscripted(let keys, let labels):
            return try subscriptModify(&value, keys, labels: labels, at: site) { element in
                try modifyPath(&element, steps.dropFirst(), at: site, body)
            }
        case .member(let name):
            if case .some(var wrapped) = value {
                // Through an implicitly unwrapped stored value.
                defer { value = .some(wrapped) }
                return try modifyPath(&wrapped, steps, at: site, body)
            }
            return try modifyMember(&value, name, cache: MemberCache(), at: site, replacing: steps.count == 1) { member in
                try modifyPath(&member, steps.dropFirst(), at: site, body)
            }
        }
    }

    /// `wrapper.x` where the type has no member `x` but a `subscript(dynamicMember:)`; nil when
    /// it has none.
    func dynamicMember(_ value: Value, _ name: String, at site: Location) throws -> Value? {
        let type = typeInfo(of: value)
        guard let takesKeyPath = type.dynamicMemberTakesKeyPath else { return nil }
        let argument = takesKeyPath ? keyPath([name], at: site) : .string(name)
        let (member, plan) = try findMethod(on: value, "subscript", labels: ["dynamicMember"], cache: MemberCache(), at: site)
        var receiver = value
        return try invoke(member, plan: plan, on: &receiver, arguments: [argument], at: site)
    }
}

extension Library {
    /// `path.appending(path: \.count)`: the key path through both one's steps then the other's.
    func declareKeyPathMembers() {
        let runtime = self.runtime
        method(runtime.builtinTypes.function, "appending", ["path"]) { [unowned self] selfValue, arguments in
            guard case .function(let first) = selfValue, let head = first.code.keyPathSteps,
                  case .function(let second) = arguments[0], let tail = second.code.keyPathSteps else {
                throw runtime.fault("appending(path:) of a key path with a '?' link is not supported in Kiln yet", at: self.site)
            }
            return runtime.keyPath(head + tail, at: self.site)
        }
    }
}

extension Runtime {
    /// `\Book.title == path`: key paths through the same steps are equal.
    func equalKeyPaths(_ a: [KeyPathStep], _ b: [KeyPathStep], at site: Location) throws -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case let (.member(m), .member(n)): if m != n { return false }
            case let (.unwrap(c), .unwrap(d)): if c != d { return false }
            case let (.subscripted(k, l), .subscripted(j, m)):
                guard l == m, k.count == j.count else { return false }
                for (p, q) in zip(k, j) where !(try equal(p, q, at: site)) { return false }
            default: return false
            }
        }
        return true
    }
}
