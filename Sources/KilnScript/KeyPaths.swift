// Key paths as values (`\P.x`, `\.tags.count`): a function from a value to its property, which
// `value[keyPath: path]` reads and writes; `@dynamicMemberLookup`'s members (`wrapper.x` through
// `subscript(dynamicMember:)`, given the name or a key path).

extension Runtime {
    /// The key path through the properties `names`, called as a function or used in `[keyPath:]`.
    func keyPath(_ names: [String], at site: Location) -> Value {
        let code = FunctionCode(name: "keyPath", parameters: [Parameter(label: nil)], hasSelf: false)
        code.keyPathNames = names
        code.native = { [unowned self] _, arguments in
            var value = arguments[0]
            for name in names { value = try self.getMember(value, name, cache: MemberCache(), at: site) }
            return value
        }
        return .function(Function(code: code, captured: nil))
    }

    /// `\.address?.city`: a read-only key path through optionals; nil where a `?` link is nil.
    func optionalChainedKeyPath(_ names: [String], at site: Location) -> Value {
        let code = FunctionCode(name: "keyPath", parameters: [Parameter(label: nil)], hasSelf: false)
        code.native = { [unowned self] _, arguments in
            var value = arguments[0]
            var wrapped = false
            for name in names {
                switch name {
                case "?", "!":
                    guard case .some(let inner) = value else {
                        if name == "?" { return .none }
                        throw self.fault("Unexpectedly found nil while unwrapping an Optional value", at: site)
                    }
                    value = inner
                    wrapped = wrapped || name == "?"
                default:
                    value = try self.getMember(value, name, cache: MemberCache(), at: site)
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

    /// `value[keyPath: path] = x` / `+= x`: the properties the path names, changed in place.
    func keyPathModify(_ container: inout Value, _ path: Value, at site: Location, _ body: (inout Value) throws -> Value) throws -> Value {
        // `value[keyPath: \.self] = x` (no names) replaces the whole value.
        guard case .function(let function) = path, let names = function.code.keyPathNames else {
            throw fault("cannot assign through subscript: key path is read-only", at: site)
        }
        return try modifyPath(&container, names[...], at: site, body)
    }

    private func modifyPath(_ value: inout Value, _ names: ArraySlice<String>, at site: Location, _ body: (inout Value) throws -> Value) throws -> Value {
        guard let first = names.first else { return try body(&value) }
        if case .some(var wrapped) = value {
            // Through an implicitly unwrapped or optional-chained stored value.
            defer { value = .some(wrapped) }
            return try modifyPath(&wrapped, names, at: site, body)
        }
        return try modifyMember(&value, first, cache: MemberCache(), at: site, replacing: names.count == 1) { member in
            try modifyPath(&member, names.dropFirst(), at: site, body)
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
