// What a REPL may ask a session about the names it knows, for Tab completion: the names in scope,
// the type of a top-level variable's value (following stored properties), and a type's members.
// Read-only: nothing here runs script code or changes the session.

extension Interpreter.Session {
    /// The top-level variables, functions and types the session knows now: the chunks' own and
    /// the embedder's (natives, and library chunks loaded so far). Names starting `__` are the
    /// embedder's plumbing and are left out.
    public var namesInScope: Set<String> {
        var names = Set(resolver.globalScope.names.keys)
        names.formUnion(resolver.globalFunctions.keys)
        names.formUnion(resolver.computedGlobals.keys)
        names.formUnion(resolver.types.keys)
        return names.filter { !$0.hasPrefix("__") }
    }

    /// Whether `name` is a type the session knows (its own, the embedder's, or Swift's).
    public func isTypeName(_ name: String) -> Bool { type(named: name) != nil }

    /// The name of the type of the value at `path`: a top-level variable (`store`), then stored
    /// properties of its value (`store.items`), as the values are now. Nil when the name is not
    /// a variable, a property on the way is computed (reading it could run code), or the value
    /// is unset.
    public func valueTypeName(at path: [String]) -> String? {
        guard let first = path.first, let slot = resolver.globalScope.names[first], slot < runtime.globals.count else { return nil }
        var value = runtime.globals.slots[slot]
        for property in path.dropFirst() {
            guard let type = Interpreter.Session.type(of: value, builtins: runtime.builtinTypes),
                  let index = type.fieldNames.firstIndex(of: property) else { return nil }
            switch value.unwrappedForQuery {
            case .object(let instance) where index < instance.type.fieldNames.count: value = instance.fields[index]
            case .structValue(_, let fields) where index < fields.count: value = fields[index]
            default: return nil
            }
        }
        if case .void = value { return nil }
        return Interpreter.Session.type(of: value, builtins: runtime.builtinTypes)?.name
    }

    /// The members of the type named `typeName` (with its superclasses' and the members its
    /// protocols' extensions give it): properties by name, methods as `name(`. `isStatic` asks
    /// for `static` / `class` members and initializers' `init(`.
    public func memberNames(ofType typeName: String, isStatic: Bool) -> Set<String> {
        var names = Set<String>()
        var current = type(named: typeName)
        while let type = current {
            let members = isStatic ? type.staticMembers : type.members
            for (name, overloads) in members where !name.hasPrefix("__") {
                names.insert(overloads.contains { $0.function != nil } ? name + "(" : name)
            }
            if !isStatic { names.formUnion(type.fieldNames.filter { !$0.hasPrefix("__") }) }
            if isStatic {
                if !type.initializers.isEmpty { names.insert("init(") }
                names.formUnion(type.cases.map(\.name))
            }
            current = type.superclass
        }
        return names
    }

    /// The argument labels (`nil` for `_`) of each overload of a call: `name` a top-level
    /// function of the session's, or a method of the type named `typeName` (`init` for its
    /// initializers). Empty when the session knows none.
    public func argumentLabels(of name: String, inType typeName: String?, isStatic: Bool) -> [[String?]] {
        guard let typeName else {
            return (resolver.globalFunctions[name] ?? []).map { $0.parameters.map(\.label) }
        }
        var result: [[String?]] = []
        var current = type(named: typeName)
        while let type = current {
            let overloads = name == "init" ? type.initializers : (isStatic ? type.staticMembers : type.members)[name] ?? []
            for member in overloads { if let function = member.function { result.append(function.parameters.map(\.label)) } }
            current = type.superclass
        }
        return result
    }

    private func type(named name: String) -> TypeInfo? {
        if let type = resolver.types[name] ?? resolver.qualifiedTypes[name] { return type }
        let builtins = runtime.builtinTypes
        return [builtins.int, builtins.double, builtins.bool, builtins.string, builtins.character, builtins.array,
                builtins.dictionary, builtins.set, builtins.optional].first { $0.name == name }
    }

    private static func type(of value: Value, builtins: BuiltinTypes) -> TypeInfo? {
        switch value.unwrappedForQuery {
        case .int: return builtins.int
        case .double: return builtins.double
        case .bool: return builtins.bool
        case .string: return builtins.string
        case .character: return builtins.character
        case .array: return builtins.array
        case .dictionary: return builtins.dictionary
        case .set: return builtins.set
        case .structValue(let type, _), .enumCase(let type, _, _): return type
        case .object(let instance): return instance.type
        default: return nil
        }
    }
}

private extension Value {
    var unwrappedForQuery: Value {
        if case .some(let wrapped) = self { return wrapped.unwrappedForQuery }
        return self
    }
}
