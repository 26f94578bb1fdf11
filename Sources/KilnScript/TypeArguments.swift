// A generic class's parameters as values in its code: `JSONDecoder().decode([Item].self, …)` in a
// method of `Repository<Item>`. An instance made as `Repository<Contact>(…)` keeps its generic
// arguments (in its header's native slot, which a script class does not otherwise use); the
// methods and initializers that name a parameter bind it on entry from `self`. Where no argument
// was written (inferred from the initializer's arguments, or a struct), using the parameter as a
// value stops with the located "not supported in Kiln yet" (GenericParameters.swift).
import SwiftSyntax

/// The generic arguments an instance of a generic script class was made with, as metatypes.
final class TypeArguments {
    let values: [Value]
    init(_ values: [Value]) { self.values = values }
}

extension Compiler {
    /// The generic parameters of `type` that `body` names, but those in `except` (the
    /// function's own, which hide them).
    func typeGenericNames(of type: TypeInfo?, usedIn body: CodeBlockSyntax?, except: [String]) -> [String] {
        // The script's own types only: a library body is parsed when first called (LazyBodies.swift).
        guard let type, !type.genericParameters.isEmpty, type.module == runtime.moduleName,
              let body = body.flatMap({ source.body($0) }) else { return [] }
        let used = NameCollector.names(in: body)
        return type.genericParameters.filter { used.contains($0) && !except.contains($0) }
    }

    /// `typeGenericNames` for a computed property's or subscript's accessors (`Element.fileName`
    /// in a getter), which a script type holds parsed; none for a static member.
    func typeGenericNames(of type: TypeInfo?, usedInAccessors accessors: AccessorBlockSyntax?, isStatic: Bool) -> [String] {
        guard !isStatic, let type, !type.genericParameters.isEmpty, type.module == runtime.moduleName, let accessors else { return [] }
        let used = NameCollector.names(in: accessors)
        return type.genericParameters.filter { used.contains($0) }
    }

    /// Compiles an accessor's body with `names` (the type's generic parameters it uses, in the
    /// slots from `firstSlot`) bound on entry.
    func compilingWithTypeGenerics(_ names: [String], of type: TypeInfo?, firstSlot: Int, compile: () -> Exec) -> Exec {
        guard !names.isEmpty else { return compile() }
        genericValueNames.append(Set(names))
        defer { genericValueNames.removeLast() }
        return bindingTypeGenerics(names, of: type, firstSlot: firstSlot, body: compile())
    }

    /// `Element` named by a method of an extension of a standard sequence type or protocol
    /// (`extension Array where Element: Numeric { … Element.zero … }`): bound from `self`.
    func elementGenericName(of type: TypeInfo?, usedIn body: CodeBlockSyntax?, except: [String]) -> [String] {
        guard let type, type.module != runtime.moduleName, Compiler.elementTypes.contains(type.name), !except.contains("Element"),
              let body = body.flatMap({ source.body($0) }), NameCollector.names(in: body).contains("Element") else { return [] }
        return ["Element"]
    }

    static let elementTypes: Set<String> = [
        "Array", "Set", "ArraySlice", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
        "MutableCollection", "RangeReplaceableCollection",
    ]

    /// Wraps a body so that it first binds the slot of `Element` to the type of `self`'s first
    /// element (`()` for an empty collection: a use then stops with a located "not supported").
    func bindingElement(slot: Int, body: @escaping Exec) -> Exec {
        let runtime = self.runtime
        return { frame in
            var first: Value?
            switch frame.slots[0] {
            case .array(let elements): first = elements.first
            case .set(let elements): first = elements.elements.first
            case .range: first = .int(0)
            default: break
            }
            frame.slots[slot] = first.map { runtime.genericType(of: $0, shape: .value) } ?? .void
            return try body(frame)
        }
    }

    /// Wraps a body so that it first binds `names` (slots from `firstSlot`) to the generic
    /// arguments `self` was made with; `()` where it keeps none.
    func bindingTypeGenerics(_ names: [String], of type: TypeInfo?, firstSlot: Int, body: @escaping Exec) -> Exec {
        guard let type, !names.isEmpty else { return body }
        let positions = names.map { type.genericParameters.firstIndex(of: $0) ?? 0 }
        return { frame in
            var arguments: [Value] = []
            if case .object(let instance) = frame.slots[0], let kept = instance.native as? TypeArguments { arguments = kept.values }
            for (offset, position) in positions.enumerated() {
                frame.slots[firstSlot + offset] = position < arguments.count ? arguments[position] : .void
            }
            return try body(frame)
        }
    }

    /// `init(_ value: T)` of `Box<T>` made as `Box<Double>(2)`: an Int argument for a parameter
    /// declared with a generic parameter bound to Double is the Double Swift gives it.
    func convertingTypeGenericArguments(_ parameters: FunctionParameterListSyntax, of type: TypeInfo?, body: @escaping Exec) -> Exec {
        guard let type, !type.genericParameters.isEmpty, type.kind == .classType, type.module == runtime.moduleName else { return body }
        var plan: [(slot: Int, position: Int)] = []
        for (index, parameter) in parameters.enumerated() {
            guard let name = parameter.type.as(IdentifierTypeSyntax.self)?.name.text,
                  let position = type.genericParameters.firstIndex(of: name) else { continue }
            plan.append((1 + index, position))
        }
        guard !plan.isEmpty else { return body }
        let double = runtime.builtinTypes.double
        return { frame in
            if case .object(let instance) = frame.slots[0], let kept = instance.native as? TypeArguments {
                for (slot, position) in plan where position < kept.values.count {
                    if case .metatype(let bound) = kept.values[position], bound === double, case .int(let int) = frame.slots[slot] {
                        frame.slots[slot] = .double(Double(int))
                    }
                }
            }
            return try body(frame)
        }
    }

    /// `Holder(3)` of `class Holder<T> { init(_ value: T) … }`: an instance made without its
    /// arguments written keeps those its initializer's arguments tell (as a generic function's
    /// are told), when every parameter has an argument that may tell it.
    func inferringTypeArguments(_ parameters: FunctionParameterListSyntax, of type: TypeInfo?, body: @escaping Exec) -> Exec {
        guard let type, !type.genericParameters.isEmpty, type.kind == .classType, type.module == runtime.moduleName else { return body }
        var sources: [(slot: Int, shape: GenericBinding.Shape)] = []
        for name in type.genericParameters {
            guard let (index, shape) = parameters.enumerated().lazy.compactMap({ index, parameter in
                self.shape(of: parameter.type, naming: name, variadic: parameter.ellipsis != nil).map { (index, $0) }
            }).first else { return body }
            sources.append((1 + index, shape))
        }
        let runtime = self.runtime
        return { frame in
            if case .object(let instance) = frame.slots[0], instance.native == nil {
                let values = sources.map { runtime.genericType(of: frame.slots[$0.slot], shape: $0.shape) }
                // Those told; an untold one (`()`) stops its use as a value when it runs.
                if values.contains(where: { if case .metatype = $0 { return true }; return false }) { instance.native = TypeArguments(values) }
            }
            return try body(frame)
        }
    }

    /// `<Contact>`, `<[Int], String>`: each argument's metatype, as `Contact.self` would give it;
    /// nil when one is a type Kiln cannot give as a value here.
    func typeArgumentValues(_ clause: GenericArgumentClauseSyntax) -> [Eval]? {
        var values: [Eval] = []
        for argument in clause.arguments {
            guard case .type(let type) = argument.argument, let value = typeValue(type) else { return nil }
            values.append(value)
        }
        return values
    }

    private func typeValue(_ type: TypeSyntax) -> Eval? {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            // A generic parameter nothing binds here (`Box<Item>()` in a static method): the
            // instance is made without its arguments.
            guard resolver.resolve(identifier.name.text) != nil else { return nil }
            return compileName(identifier.name.text, at: identifier)
        }
        if let array = type.as(ArrayTypeSyntax.self), let element = typeValue(array.element) {
            return { frame in .array([try element(frame)]) }
        }
        return nil
    }
}

extension Runtime {
    /// `<Swift.Int>` (qualified) or `<Int>` for an instance of a generic script class: the
    /// arguments it was made with, else those its stored properties tell; nil when neither says.
    func genericArguments(of instance: Instance, qualified: Bool) -> String? {
        let type = instance.type
        guard !type.genericParameters.isEmpty, type.module == moduleName else { return nil }
        if let kept = instance.native as? TypeArguments, kept.values.count == type.genericParameters.count {
            var names: [String] = []
            for value in kept.values {
                guard case .metatype(let argument) = value else { return inferredArguments(of: instance, qualified: qualified) }
                names.append(!qualified ? argument.name : argument.kind == .builtin ? "Swift." + argument.name : printedName(argument))
            }
            return "<" + names.joined(separator: ", ") + ">"
        }
        return inferredArguments(of: instance, qualified: qualified)
    }

    private func inferredArguments(of instance: Instance, qualified: Bool) -> String? {
        let fields = (0..<instance.type.fieldNames.count).map { instance.fields[$0] }
        return genericArguments(of: instance.type, fields, qualified: qualified)
    }
}
