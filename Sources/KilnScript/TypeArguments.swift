// A generic class's parameters as values in its code: `JSONDecoder().decode([Item].self, …)` in a
// method of `Repository<Item>`. An instance made as `Repository<Contact>(…)` keeps its generic
// arguments (in its header's native slot, which a script class does not otherwise use); the
// methods and initializers that name a parameter bind it on entry from `self`. Where no argument
// was written (inferred from the initializer's arguments, or a struct), using the parameter as a
// value stops with the located "not supported in Kiln yet" (GenericParameters.swift).
import SwiftSyntax

extension DeclaredType {
    /// For a stored property declared as one of `type`'s generic parameters (`T`, and `T?` when
    /// `optional`) or an array of one (`[T]`): the parameter, and whether it is the array's element.
    func genericStorage(of type: TypeInfo, optional: Bool = true) -> (parameter: String, isArray: Bool)? {
        switch self {
        case .named(let name) where type.genericParameters.contains(name): return (name, false)
        case .optional(.named(let name)) where optional && type.genericParameters.contains(name): return (name, false)
        case .array(.named(let name)) where type.genericParameters.contains(name): return (name, true)
        default: return nil
        }
    }
}

/// The generic arguments an instance of a generic script class was made with, as metatypes.
final class TypeArguments {
    let values: [Value]
    init(_ values: [Value]) { self.values = values }
}

extension Compiler {
    /// The generic parameters of `type` that `body` names, but those in `except` (the
    /// function's own, which hide them).
    func typeGenericNames(of type: TypeInfo?, usedIn body: CodeBlockSyntax?, parameters: FunctionParameterListSyntax? = nil,
                          except: [String]) -> [String] {
        // The script's own types only: a library body is parsed when first called (LazyBodies.swift).
        guard let type, !type.genericParameters.isEmpty, type.module == runtime.moduleName,
              let body = body.flatMap({ source.body($0) }) else { return [] }
        var used = NameCollector.names(in: body)
        if let parameters { used.formUnion(NameCollector.names(in: parameters)) }  // converted to a bound Double
        if used.contains(type.name) || used.contains("Self") { used.formUnion(type.genericParameters) }  // `Stack()` made with them
        return type.genericParameters.filter { used.contains($0) && !except.contains($0) }
    }

    /// `typeGenericNames` for a computed property's or subscript's accessors (`Element.fileName`
    /// in a getter), which a script type holds parsed; a static member's are bound from the
    /// arguments its call wrote (`Stack<Int>.elementName`).
    func typeGenericNames(of type: TypeInfo?, usedInAccessors accessors: AccessorBlockSyntax?, declared: TypeSyntax? = nil, isStatic: Bool) -> [String] {
        guard let type, !type.genericParameters.isEmpty, type.module == runtime.moduleName, let accessors else { return [] }
        var used = NameCollector.names(in: accessors)
        if let declared { used.formUnion(NameCollector.names(in: declared)) }  // a setter's new value converted to a bound Double
        return type.genericParameters.filter { used.contains($0) }
    }

    /// Compiles an accessor's body with `names` (the type's generic parameters it uses, in the
    /// slots from `firstSlot`) bound on entry.
    /// A setter's `newValue` (its slot and the declared type) is converted as a parameter is.
    func compilingWithTypeGenerics(_ names: [String], of type: TypeInfo?, firstSlot: Int,
                                   newValue: (slot: Int, declared: TypeSyntax?)? = nil, compile: () -> Exec) -> Exec {
        guard !names.isEmpty else { return compile() }
        genericValueNames.append(Set(names))
        defer { genericValueNames.removeLast() }
        var converting: [(slot: Int, name: Int, shape: GenericBinding.Shape)] = []
        if let newValue, let declared = newValue.declared {
            for (offset, name) in names.enumerated() {
                if let shape = shape(of: declared, naming: name, variadic: false), shape == .value || shape == .array {
                    converting.append((newValue.slot, offset, shape))
                }
            }
        }
        return bindingTypeGenerics(names, of: type, firstSlot: firstSlot, converting: converting, body: compile())
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
    /// A static member's `sources` (by name's position) are its parameters declared with them
    /// (`static func of(_ xs: Element...)`), read where the call wrote no arguments.
    /// `converting` are the parameters declared with one of them (`push(_ x: Element)`): an Int
    /// argument where it is bound to Double is the Double Swift gives the literal.
    func bindingTypeGenerics(_ names: [String], of type: TypeInfo?, firstSlot: Int,
                             sources: [(slot: Int, shape: GenericBinding.Shape)?] = [],
                             converting: [(slot: Int, name: Int, shape: GenericBinding.Shape)] = [], body: @escaping Exec) -> Exec {
        guard let type, !names.isEmpty else { return body }
        let positions = names.map { type.genericParameters.firstIndex(of: $0) ?? 0 }
        let runtime = self.runtime
        let double = runtime.builtinTypes.double
        return { frame in
            let arguments = runtime.typeArguments(of: frame.slots[0], as: type)
            for (offset, position) in positions.enumerated() {
                var bound = position < arguments.count ? arguments[position] : .void
                if case .void = bound, offset < sources.count, let source = sources[offset] {
                    bound = runtime.genericType(of: frame.slots[source.slot], shape: source.shape)
                }
                frame.slots[firstSlot + offset] = bound
            }
            for parameter in converting {
                guard case .metatype(let bound) = frame.slots[firstSlot + parameter.name], bound === double else { continue }
                var conversion = Conversion()
                if parameter.shape == .value { conversion.toDouble = true } else { conversion.elementToDouble = true }
                frame.slots[parameter.slot] = frame.slots[parameter.slot].converted(conversion)
            }
            return try body(frame)
        }
    }

    /// `init(_ value: T)` of `Box<T>` made as `Box<Double>(2)`: an Int argument for a parameter
    /// declared with a generic parameter bound to Double is the Double Swift gives it.
    func convertingTypeGenericArguments(_ parameters: FunctionParameterListSyntax, of type: TypeInfo?, body: @escaping Exec) -> Exec {
        guard let type, !type.genericParameters.isEmpty, type.kind == .classType || type.kind == .structure,
              type.module == runtime.moduleName else { return body }
        var plan: [(slot: Int, position: Int)] = []
        for (index, parameter) in parameters.enumerated() {
            guard let name = parameter.type.as(IdentifierTypeSyntax.self)?.name.text,
                  let position = type.genericParameters.firstIndex(of: name) else { continue }
            plan.append((1 + index, position))
        }
        guard !plan.isEmpty else { return body }
        let double = runtime.builtinTypes.double
        let runtime = self.runtime
        return { frame in
            let kept = runtime.typeArguments(of: frame.slots[0], as: type)
            for (slot, position) in plan where position < kept.count {
                if case .metatype(let bound) = kept[position], bound === double, case .int(let int) = frame.slots[slot] {
                    frame.slots[slot] = .double(Double(int))
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

    /// `Stack<Int>.empty()`, `Stack<String>.elementName`: a static member reached through a generic
    /// script type with its arguments written runs with them bound (`Runtime.pendingStaticTypeArguments`).
    func withStaticTypeArguments(_ expr: ExprSyntax, _ eval: @escaping Eval) -> Eval {
        var base: ExprSyntax?
        if let member = expr.as(MemberAccessExprSyntax.self) { base = member.base }
        else if let member = expr.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self) { base = member.base }
        guard let specialization = base?.as(GenericSpecializationExprSyntax.self), let type = typeNamed(by: specialization.expression),
              !type.genericParameters.isEmpty, type.module == runtime.moduleName,
              let arguments = typeArgumentValues(specialization.genericArgumentClause) else { return eval }
        let runtime = self.runtime
        return { frame in
            var values: [Value] = []
            for argument in arguments { values.append(try argument(frame)) }
            let saved = runtime.pendingStaticTypeArguments
            runtime.pendingStaticTypeArguments = (type, values)
            defer { runtime.pendingStaticTypeArguments = saved }
            return try eval(frame)
        }
    }

    /// `let c: Shelter<Cat> = Shelter(count: 2)`: a value of a generic script type made without its
    /// arguments takes those its declaration writes.
    func attachingDeclaredTypeArguments(_ annotation: TypeSyntax?, _ eval: @escaping Eval) -> Eval {
        guard let (type, arguments) = declaredTypeArguments(annotation) else { return eval }
        let runtime = self.runtime
        return { frame in
            let value = try eval(frame)
            var values: [Value] = []
            for argument in arguments { values.append(try argument(frame)) }
            return runtime.attachingTypeArguments(value, type, values)
        }
    }

    /// `func emptyBox() -> Box<Part> { Box() }`: what the body returns takes the arguments its
    /// declared return type writes (compiled in the function's scope: `-> Box<T>` reads its `T`).
    func attachingReturnTypeArguments(_ returnType: TypeSyntax?, _ body: @escaping Exec) -> Exec {
        guard let (type, arguments) = declaredTypeArguments(returnType) else { return body }
        let runtime = self.runtime
        return { frame in
            let flow = try body(frame)
            guard case .returned(let value) = flow else { return flow }
            var values: [Value] = []
            for argument in arguments { values.append(try argument(frame)) }
            return .returned(runtime.attachingTypeArguments(value, type, values))
        }
    }

    /// A written type naming a generic script type with its arguments (`Box<Int>`): the type and
    /// each argument's metatype.
    private func declaredTypeArguments(_ annotation: TypeSyntax?) -> (TypeInfo, [Eval])? {
        guard let identifier = annotation?.as(IdentifierTypeSyntax.self), let clause = identifier.genericArgumentClause,
              case .type(let type)? = resolver.resolve(identifier.name.text), !type.genericParameters.isEmpty,
              type.module == runtime.moduleName, let arguments = typeArgumentValues(clause) else { return nil }
        return (type, arguments)
    }

    /// `Stack()` or `Self()` inside a method of the generic `Stack<Element>` whose parameters are
    /// bound: Swift's `Stack<Element>`, made with them.
    func ownTypeArgumentNames(_ callee: ExprSyntax) -> (TypeInfo, [String])? {
        guard let reference = callee.as(DeclReferenceExprSyntax.self), let bound = genericValueNames.last else { return nil }
        let type: TypeInfo
        if reference.baseName.text == "Self", let (_, selfType) = resolver.resolveSelf() { type = selfType }
        else if case .type(let named)? = resolver.resolve(reference.baseName.text) { type = named } else { return nil }
        guard !type.genericParameters.isEmpty, type.kind != .enumeration, type.module == runtime.moduleName,
              type.genericParameters.allSatisfy({ bound.contains($0) }), typeGenericParameter(type.genericParameters[0], around: callee) else { return nil }
        return (type, type.genericParameters)
    }

    /// A generic parameter's binding read as it is, `()` where nothing bound it (no located stop:
    /// the instance is then made without that argument, which its stored properties may tell).
    func unboundTypeArgument(_ name: String, at node: some SyntaxProtocol) -> Eval {
        let names = genericValueNames
        genericValueNames = []
        defer { genericValueNames = names }
        return compileName(name, at: node)
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

    func typeValue(_ type: TypeSyntax) -> Eval? {
        // `Box<any Shape>` is `Box<Shape>`: the existential names the protocol.
        if let existential = type.as(SomeOrAnyTypeSyntax.self), existential.someOrAnySpecifier.tokenKind == .keyword(.any) {
            return typeValue(existential.constraint)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            // A generic parameter nothing binds here (`Box<Item>()` in a static method): the
            // instance is made without its arguments.
            guard resolver.resolve(identifier.name.text) != nil else { return nil }
            return unboundTypeArgument(identifier.name.text, at: identifier)
        }
        if let array = type.as(ArrayTypeSyntax.self), let element = typeValue(array.element) {
            return { frame in .array([try element(frame)]) }
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self), let key = typeValue(dictionary.key), let value = typeValue(dictionary.value) {
            return { frame in
                var entries = OrderedDictionary()
                entries[try key(frame)] = try value(frame)
                return .dictionary(entries)
            }
        }
        return nil
    }
}

extension Runtime {
    /// The generic arguments of `value`, an instance of the generic script type `type` (or, for its
    /// static members, the type itself), as metatypes: those it was made with, else those its
    /// stored properties tell; `()` for each neither tells.
    func typeArguments(of value: Value, as type: TypeInfo) -> [Value] {
        switch value {
        case .object(let instance):
            let kept = (instance.native as? TypeArguments)?.values
            if let kept, !kept.contains(where: \.isVoid) { return kept }
            guard instance.type === type else { return kept ?? [] }
            return filling(kept, inferredTypeArguments(type, (0..<type.fieldNames.count).map { instance.fields[$0] }))
        case .structValue(let t, let fields):
            var kept: [Value]?
            if fields.count > t.fieldNames.count, case .array(let values)? = fields.last {
                if !values.contains(where: \.isVoid) { return values }
                kept = values
            }
            return filling(kept, inferredTypeArguments(t, fields))
        case .enumCase(let t, let index, let payload):
            // `Tree<T>.leaf(3)`: told by the case's associated values (an indirect case's by its own).
            guard index < t.cases.count else { return [] }
            let declared = t.cases[index].payloadTypes
            return t.genericParameters.enumerated().map { position, parameter in
                for (offset, type) in declared.enumerated() where offset < payload.count {
                    guard let type else { continue }
                    if case .enumCase(let inner, _, _) = payload[offset], inner === t, let name = type.typeName,
                       name == t.name || name.hasPrefix(t.name + "<") {
                        let arguments = typeArguments(of: payload[offset], as: t)
                        if position < arguments.count, case .metatype = arguments[position] { return arguments[position] }
                        continue
                    }
                    if let found = metatype(of: parameter, in: type, value: payload[offset]) { return found }
                }
                return .void
            }
        case .metatype(let t):
            // `Pair<Int>.self` passed as `T.Type`: the arguments it was written with.
            if t.genericBase === type, let values = t.typeArgumentValues { return values }
            // Consumed by the static member's entry: a call inside it does not see them.
            guard let (pending, values) = pendingStaticTypeArguments, pending === t else { return [] }
            pendingStaticTypeArguments = nil
            return values
        default:
            return []
        }
    }

    /// Those `kept` does not know (`()`, made where nothing bound them) told by `inferred`.
    private func filling(_ kept: [Value]?, _ inferred: [Value]) -> [Value] {
        guard let kept, kept.count == inferred.count else { return inferred }
        return zip(kept, inferred).map { $0.isVoid ? $1 : $0 }
    }

    /// Each generic parameter's type told by a stored property declared with it (`T`, `[T]`, `T?`).
    func inferredTypeArguments(_ type: TypeInfo, _ fields: [Value]) -> [Value] {
        type.genericParameters.map { parameter in
            for (index, declared) in type.fieldTypes.enumerated() where index < fields.count {
                guard let declared, let found = metatype(of: parameter, in: declared, value: fields[index]) else { continue }
                return found
            }
            return .void
        }
    }

    private func metatype(of parameter: String, in declared: DeclaredType, value: Value) -> Value? {
        switch (declared, value) {
        case (.named(let name), _) where name == parameter:
            let found = genericType(of: value, shape: .value)
            if case .metatype = found { return found }
            return nil
        case (.optional(let wrapped), .some(let inner)): return metatype(of: parameter, in: wrapped, value: inner)
        case (.array(let element), .array(let elements)):
            return elements.first.flatMap { metatype(of: parameter, in: element, value: $0) }
        case (.dictionary(let keyType, let valueType), .dictionary(let dictionary)):
            guard let key = dictionary.keys.first, let element = dictionary[key] else { return nil }
            return metatype(of: parameter, in: keyType, value: key) ?? metatype(of: parameter, in: valueType, value: element)
        default: return nil
        }
    }

    /// `Box<Double>(value: 2)`: a stored property declared `T` (or `[T]`) of a struct made with `T`
    /// Double holds the Double Swift gives the literal.
    func convertingToTypeArguments(_ value: Value) -> Value {
        guard case .structValue(let type, var fields) = value, fields.count > type.fieldNames.count,
              case .array(let kept)? = fields.last else { return value }
        for (index, declared) in type.fieldTypes.enumerated() {
            guard let (name, isArray) = declared?.genericStorage(of: type, optional: false),
                  keptArgumentIsDouble(name, of: type, kept) == true else { continue }
            var conversion = Conversion()
            if isArray { conversion.elementToDouble = true } else { conversion.toDouble = true }
            fields[index] = fields[index].converted(conversion)
        }
        return .structValue(type, fields)
    }

    /// Whether the generic argument `kept` holds for `parameter` is Double; nil when none is kept.
    private func keptArgumentIsDouble(_ parameter: String, of type: TypeInfo, _ kept: [Value]?) -> Bool? {
        guard let kept, let position = type.genericParameters.firstIndex(of: parameter), position < kept.count else { return nil }
        guard case .metatype(let bound) = kept[position] else { return false }
        return bound === builtinTypes.double
    }

    /// What the stored property `index` of `type`, declared `T`, `T?` or `[T]`
    /// (`Conversion.matchesGenericNumbers`), holds after a change that gave it `new`: when T is
    /// Double, an Int given is a Double, and in an array the Ints just added at its end are. T is
    /// Double when the arguments the instance keeps say so (`Meter<Double>(…)`); with none kept,
    /// when the property held a Double before (`old`), or another property of type T holds one.
    func matchingGenericNumber(_ new: Value, old: Value, index: Int, of type: TypeInfo, field: (Int) -> Value, kept: [Value]?) -> Value {
        guard let (parameter, isArray) = type.fieldTypes[index]?.genericStorage(of: type) else { return new }
        switch new {  // nothing to change unless an Int was given
        case .int, .some(.int): break
        case .array(let elements): guard case .int? = elements.last else { return new }
        default: return new
        }
        func holdsDouble(_ value: Value, array: Bool) -> Bool {
            switch value {
            case .double, .some(.double): return !array
            case .array(let elements): if array, case .double? = elements.first { return true }; return false
            default: return false
            }
        }
        let isDouble = keptArgumentIsDouble(parameter, of: type, kept) ?? (holdsDouble(old, array: isArray)
            || type.fieldTypes.indices.contains { other in
                guard let (name, otherIsArray) = type.fieldTypes[other]?.genericStorage(of: type), name == parameter else { return false }
                return holdsDouble(field(other), array: otherIsArray)
            })
        guard isDouble else { return new }
        switch new {
        case .int(let x): return .double(Double(x))
        case .some(.int(let x)): return .some(.double(Double(x)))
        case .array(var elements):
            var position = elements.count - 1
            while position >= 0, case .int(let x) = elements[position] { elements[position] = .double(Double(x)); position -= 1 }
            return .array(elements)
        default: return new
        }
    }

    /// `value` with the generic arguments `arguments` when it was made without any: a struct keeps
    /// them in a field after its stored properties, a class instance in its native slot.
    func attachingTypeArguments(_ value: Value, _ type: TypeInfo, _ arguments: [Value]) -> Value {
        switch value {
        case .structValue(let t, var fields) where t === type && fields.count == t.fieldNames.count:
            fields.append(.array(arguments))
            return .structValue(t, fields)
        case .object(let instance) where instance.type === type && instance.native == nil:
            instance.native = TypeArguments(arguments)
            return value
        default:
            return value
        }
    }

    /// `<Swift.Int>` (qualified) or `<Int>` for an instance of a generic script class: the
    /// arguments it was made with, else those its stored properties tell; nil when neither says.
    func genericArguments(of instance: Instance, qualified: Bool) -> String? {
        let type = instance.type
        guard !type.genericParameters.isEmpty, type.module == moduleName else { return nil }
        if let kept = instance.native as? TypeArguments, let spelled = spelling(of: kept.values, for: type, qualified: qualified) { return spelled }
        return inferredArguments(of: instance, qualified: qualified)
    }

    /// `<Int, String>` of the arguments an instance keeps; nil when one is not known.
    func spelling(of kept: [Value], for type: TypeInfo, qualified: Bool) -> String? {
        guard kept.count == type.genericParameters.count else { return nil }
        var names: [String] = []
        for value in kept {
            guard case .metatype(let argument) = value else { return nil }
            names.append(!qualified ? argument.name : argument.kind == .builtin ? "Swift." + argument.name : printedName(argument))
        }
        return "<" + names.joined(separator: ", ") + ">"
    }

    private func inferredArguments(of instance: Instance, qualified: Bool) -> String? {
        let fields = (0..<instance.type.fieldNames.count).map { instance.fields[$0] }
        return genericArguments(of: instance.type, fields, qualified: qualified)
    }
}

extension Value {
    /// A type as a value: a metatype, or `[Item].self` / `[String: Int].self`, which Kiln holds as
    /// a collection of the element types (CompilerCollectionTypes.swift).
    var isTypeValue: Bool {
        switch self {
        case .metatype: return true
        case .array(let elements): return elements.count == 1 && elements[0].isTypeValue
        case .set(let elements): return elements.count == 1 && elements.elements[0].isTypeValue
        case .dictionary(let entries):
            guard entries.count == 1, let key = entries.keys.first else { return false }
            return key.isTypeValue && (entries[key]?.isTypeValue ?? false)
        default: return false
        }
    }

    /// `()`: a generic argument nothing told.
    var isVoid: Bool {
        if case .void = self { return true }
        return false
    }
}

extension Compiler {
    /// `let b: Box<Part> = .filled()`, `func f() -> Box<Int> { .empty }`: a static member of a
    /// generic script type reached through the context alone runs with the arguments the
    /// context's written type gives (as `Box<Part>.filled()` would).
    func withContextTypeArguments(_ node: ExprSyntax, of type: TypeInfo, _ eval: @escaping Eval) -> Eval {
        guard !type.genericParameters.isEmpty, type.module == runtime.moduleName,
              var written = contextWrittenType(of: node) else { return eval }
        while let wrapped = written.as(OptionalTypeSyntax.self)?.wrappedType ?? written.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            written = wrapped
        }
        guard let (named, arguments) = declaredTypeArguments(written), named === type else { return eval }
        let runtime = self.runtime
        return { frame in
            var values: [Value] = []
            for argument in arguments { values.append(try argument(frame)) }
            let saved = runtime.pendingStaticTypeArguments
            runtime.pendingStaticTypeArguments = (type, values)
            defer { runtime.pendingStaticTypeArguments = saved }
            return try eval(frame)
        }
    }

    /// The type written for the place an expression's value goes, where the syntax alone tells
    /// it: a declaration's or parameter's annotation, or the declared result of the function,
    /// computed property or subscript whose value it returns.
    func contextWrittenType(of node: ExprSyntax) -> TypeSyntax? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let initializer = parent.as(InitializerClauseSyntax.self) {
                if let binding = initializer.parent?.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type }
                return initializer.parent?.as(FunctionParameterSyntax.self)?.type
            }
            if parent.is(ReturnStmtSyntax.self) { return declaredResultType(around: parent) }
            // `load("landmarks.json") as [Landmark]`: the coercion's type.
            if let cast = parent.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil, cast.expression.id == current.id { return cast.type }
            if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[0].id == current.id,
                      let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
                      let type = elements[2].as(TypeExprSyntax.self) else { return nil }
                return type.type
            }
            if parent.is(CodeBlockItemSyntax.self) {
                // A single-expression body returns its expression.
                guard let list = parent.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return nil }
                return declaredResultType(around: parent)
            }
            guard parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) else { return nil }
            current = parent
        }
        return nil
    }

    private func declaredResultType(around node: Syntax) -> TypeSyntax? {
        var current = node
        while let parent = current.parent {
            if parent.is(ClosureExprSyntax.self) { return nil }
            if let function = parent.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type }
            if let subscriptDecl = parent.as(SubscriptDeclSyntax.self) { return subscriptDecl.returnClause.type }
            if let binding = parent.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type }
            if parent.is(InitializerDeclSyntax.self) || parent.is(DeinitializerDeclSyntax.self) { return nil }
            current = parent
        }
        return nil
    }
}

extension Compiler {
    /// Whether `expr` is the value returned by a function or computed property declared to
    /// return `Self`.
    func returnsSelf(_ expr: ExprSyntax) -> Bool {
        guard let written = contextWrittenType(of: expr), expr.parent?.is(InitializerClauseSyntax.self) != true else { return false }
        return written.as(IdentifierTypeSyntax.self)?.name.text == "Self"
    }
}
