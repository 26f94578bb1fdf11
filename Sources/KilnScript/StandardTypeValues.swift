// The standard library's generic types written as values: `[String].self`, `[String: Int].self`,
// `Int?.self`, `Set<Int>.self`, `Array<Item>.self`. Each is the metatype of its spelling
// (`Array<String>`, as Swift prints it; `Swift.Array<Swift.String>` inside a collection) keeping
// its arguments' metatypes (`TypeInfo.typeArgumentValues`), which `structuralTypeValue` gives back
// in the shape Kiln's decoders read (`[Item]` as an array holding `Item`'s metatype).
import SwiftParser
import SwiftSyntax

extension Compiler {
    /// `X.self` where X spells an Array, Dictionary, Set or Optional type; nil for any other.
    func standardTypeValue(spelledBy expr: ExprSyntax) -> Eval? {
        let spelled: Bool
        if let array = expr.as(ArrayExprSyntax.self) { spelled = array.elements.count == 1 }
        else if let dictionary = expr.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content { spelled = elements.count == 1 }
        else if expr.is(OptionalChainingExprSyntax.self) { spelled = true }
        else if let specialization = expr.as(GenericSpecializationExprSyntax.self),
                let name = specialization.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            spelled = ["Array", "Dictionary", "Set", "Optional"].contains(name)
                && (resolver.types[name].map { $0.isLibrary || $0.kind == .builtin } ?? true)
                || scriptGenericType(name) != nil  // `Pair<Int>.self`
        } else if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            // `(Int, String).self`, `(x: Int, y: Int).self`: printed as written, with the labels.
            var parts: [String] = []
            for element in tuple.elements {
                guard let reference = element.expression.as(DeclReferenceExprSyntax.self), case .type(let type)? = resolver.resolve(reference.baseName.text)
                else { return nil }
                parts.append((element.label.map { "\($0.text): " } ?? "") + type.name)
            }
            let metatype = Value.metatype(runtime.specializedType("(" + parts.joined(separator: ", ") + ")", base: runtime.builtinTypes.tuple))
            return { _ in metatype }
        } else { spelled = false }
        guard spelled else { return nil }
        var parser = Parser(expr.trimmedText)
        let type = TypeSyntax.parse(from: &parser)
        guard !type.hasError, type.trimmedText == expr.trimmedText else { return nil }
        return standardTypeValue(type, at: expr)
    }

    /// The script's own generic struct, class or enum named `name`.
    private func scriptGenericType(_ name: String) -> TypeInfo? {
        guard case .type(let type)? = resolver.resolve(name), !type.genericParameters.isEmpty, type.module == runtime.moduleName else { return nil }
        return type
    }

    /// The value `type.self` gives: a script or library type's metatype, a standard generic
    /// type's (`[Landmark]`), a bound generic parameter's; nil where Kiln cannot give one here.
    func typeValue(of type: TypeSyntax, at node: ExprSyntax) -> Eval? {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            switch resolver.resolve(identifier.name.text) {
            case .type?: return compileName(identifier.name.text, at: node)
            default: break
            }
        }
        return standardTypeValue(type, at: node)
    }

    private func standardTypeValue(_ type: TypeSyntax, at node: ExprSyntax) -> Eval? {
        let builtins = runtime.builtinTypes
        let runtime = self.runtime
        func made(_ base: TypeInfo, _ parts: [TypeSyntax]) -> Eval? {
            var arguments: [Eval] = []
            for part in parts {
                guard let argument = standardTypeValue(part, at: node) else { return nil }
                arguments.append(argument)
            }
            return { frame in
                var values: [Value] = []
                for argument in arguments { values.append(try argument(frame)) }
                return runtime.standardTypeValue(base, values)
            }
        }
        if let array = type.as(ArrayTypeSyntax.self) { return made(builtins.array, [array.element]) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return made(builtins.dictionary, [dictionary.key, dictionary.value]) }
        if let optional = type.as(OptionalTypeSyntax.self) { return made(builtins.optional, [optional.wrappedType]) }
        guard let identifier = type.as(IdentifierTypeSyntax.self) else { return nil }
        let name = identifier.name.text
        if let clause = identifier.genericArgumentClause {
            let parts = clause.arguments.compactMap { argument -> TypeSyntax? in
                if case .type(let type) = argument.argument { return type }
                return nil
            }
            switch (name, parts.count) {
            case ("Array", 1): return made(builtins.array, parts)
            case ("Set", 1): return made(builtins.set, parts)
            case ("Optional", 1): return made(builtins.optional, parts)
            case ("Dictionary", 2): return made(builtins.dictionary, parts)
            default:
                guard let type = scriptGenericType(name), type.genericParameters.count == parts.count else { return nil }
                return made(type, parts)
            }
        }
        guard let binding = resolver.resolve(name) else { return nil }
        switch binding {
        case .type: break
        case .local where genericValueNames.contains(where: { $0.contains(name) }): break  // `[T].self`, T bound on entry
        default: return nil
        }
        // Found as `Int.self` is (a generic parameter's binding read as it is).
        return compileName(name, at: node)
    }
}

extension Runtime {
    /// The metatype of the standard generic type `base` with these arguments, printed as Swift
    /// prints it; where an argument is not a type Kiln knows here (`()`: a generic parameter
    /// nothing bound), the collection holding it, as Kiln wrote type values before.
    func standardTypeValue(_ base: TypeInfo, _ written: [Value]) -> Value {
        var names: [String] = []
        // A generic parameter bound to `[String]` is held as `[String.self]`: its metatype
        // (`CacheEntry<Value>.self` in `DiskCache<[String]>`'s code).
        let arguments = written.map(metatypeOfStructuralTypeValue)
        for argument in arguments {
            guard case .metatype(let type) = argument else { return Value.structuralTypeValue(base, arguments) }
            names.append(type.localPath)
        }
        let type = specializedType(base.localPath + "<" + names.joined(separator: ", ") + ">", base: base)
        type.typeArgumentValues = arguments
        return .metatype(type)
    }

    /// `[Item.self]` (how Kiln holds `[Item].self`) as the metatype `Array<Item>`, and so on for
    /// sets, optionals and dictionaries; anything else as it is.
    func metatypeOfStructuralTypeValue(_ value: Value) -> Value {
        let builtins = builtinTypes
        switch value {
        case .array(let elements) where elements.count == 1: return standardTypeValue(builtins.array, elements)
        case .set(let elements) where elements.count == 1: return standardTypeValue(builtins.set, [elements.elements[0]])
        case .some(let wrapped): return standardTypeValue(builtins.optional, [wrapped])
        case .dictionary(let dictionary) where dictionary.count == 1:
            return standardTypeValue(builtins.dictionary, [dictionary.keys[0], dictionary.values[0]])
        default: return value
        }
    }

    /// How Swift names a metatype inside a collection's description: `Swift.Int`,
    /// `Swift.Array<Swift.String>`, `main.Item`.
    func qualifiedMetatypeName(_ type: TypeInfo) -> String {
        if let base = type.genericBase, let arguments = type.typeArgumentValues {
            let names = arguments.map { argument -> String in
                if case .metatype(let inner) = argument { return qualifiedMetatypeName(inner) }
                return "?"
            }
            return qualifiedMetatypeName(base) + "<" + names.joined(separator: ", ") + ">"
        }
        if type.module == nil, type.name.contains("<") { return qualifiedSpelling(type.name) }  // `Swift.Array<Swift.Int>`
        guard type.module == nil, type.genericBase == nil else { return type.qualifiedName }
        if let module = options.libraryModules[type.localPath] { return module + "." + type.localPath }
        return type.kind == .builtin ? "Swift." + type.name : type.qualifiedName
    }
}

extension Value {
    /// A standard generic type's metatype as the collection Kiln's decoders read: `[Item].self`
    /// as an array holding `Item`'s metatype, `[String: Item].self` a dictionary of one entry,
    /// `Set<Item>.self` a set, `Item?.self` an Optional; any other value as it is.
    public var structuralTypeValue: Value {
        guard case .metatype(let type) = self, let base = type.genericBase, base.kind == .builtin,
              let arguments = type.typeArgumentValues else { return self }
        return Value.structuralTypeValue(base, arguments.map(\.structuralTypeValue))
    }

    fileprivate static func structuralTypeValue(_ base: TypeInfo, _ arguments: [Value]) -> Value {
        switch (base.name, arguments.count) {
        case ("Array", 1): return .array(arguments)
        case ("Set", 1): return .set(OrderedSet(arguments))
        case ("Optional", 1): return .some(arguments[0])
        case ("Dictionary", 2):
            var dictionary = OrderedDictionary()
            dictionary[arguments[0]] = arguments[1]
            return .dictionary(dictionary)
        default: return .void
        }
    }
}

extension Value {
    /// `Pair<Int>.self` of the script's generic `Pair<T>`: the type and the arguments written.
    public var specializedScriptType: (base: TypeInfo, arguments: [Value])? {
        guard case .metatype(let type) = self, let base = type.genericBase, base.module != nil,
              let arguments = type.typeArgumentValues else { return nil }
        return (base, arguments)
    }
}

extension TypeInfo {
    /// A generic script type's parameters, in order (`T` of `Pair<T>`).
    public var genericParameterNames: [String] { genericParameters }
}
