// Property wrappers: `@Clamped(0...10) var level = 5` in a struct or class keeps the wrapper in a
// stored property `_level` (made with `init(wrappedValue:…)`, the attribute's arguments after the
// initial value), `level` reads and writes its `wrappedValue`, `$level` its `projectedValue`; the
// memberwise initializer takes `level:` and wraps it. A wrapped local keeps its wrapper in the
// local `_level` (`compileWrappedVariable`); a wrapped global is refused as swiftc refuses it.
import SwiftSyntax

/// What a wrapped property needs once every declaration is known: the wrapper type, the
/// compiled initial value and attribute arguments.
final class WrappedPropertyParts {
    @exclusivity(unchecked) var wrapperType: TypeInfo?
    /// For a generic wrapper whose `wrappedValue` is declared as one of its parameters
    /// (`UserDefault<Value>`'s `var wrappedValue: Value`): that parameter's position and the
    /// wrapped property's declared type as a value, so that `as? Value` in the wrapper's code
    /// knows it even where `defaultValue: []` does not tell it.
    /// A declared Optional (`var token: String?` with `defaultValue: nil`) gives its wrapped type,
    /// only where the wrapper's stored properties tell nothing.
    @exclusivity(unchecked) var declaredArgument: (position: Int, value: Eval, onlyIfUntold: Bool)?
    @exclusivity(unchecked) var initial: Eval?
    @exclusivity(unchecked) var arguments: [Eval] = []
    @exclusivity(unchecked) var frameSize = 1
}

/// How the memberwise initializer fills a wrapped property's storage.
struct WrappedField {
    let label: String
    let defaultValue: Eval?
    let wrap: (Value) throws -> Value
}

extension Compiler {
    /// The names of the script's types declared `@propertyWrapper` in the file of `node`.
    static func propertyWrapperNames(in node: Syntax) -> Set<String> {
        AttributedTypeFinder.names(withAttribute: "propertyWrapper", in: node)
    }

    /// The attribute of `variable` that names a property wrapper of the script, if any.
    static func wrapperAttribute(of variable: VariableDeclSyntax) -> AttributeSyntax? {
        let custom = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.filter {
            $0.attributeName.trimmedDescription.first?.isUppercase == true
        }
        guard !custom.isEmpty else { return nil }
        let names = propertyWrapperNames(in: Syntax(variable))
        return custom.first { names.contains(wrapperTypeName($0)) }
    }

    static func wrapperTypeName(_ attribute: AttributeSyntax) -> String {
        attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? attribute.attributeName.trimmedDescription
    }

    /// Declares `_name` (the wrapper), `name` and `$name` for a wrapped stored property of `type`.
    /// A static one keeps its wrapper in a static cell, made on first use as a static's value is.
    func declareWrappedProperty(_ binding: PatternBindingSyntax, name: String, attribute: AttributeSyntax, type: TypeInfo,
                                isStatic: Bool, add: (String, Member, Bool) -> Void) {
        let wrapperName = Compiler.wrapperTypeName(attribute)
        let parts = WrappedPropertyParts()
        var labels: [String?] = []
        var expressions: [ExprSyntax] = []
        if case .argumentList(let list)? = attribute.arguments {
            for argument in list { labels.append(argument.label?.text); expressions.append(argument.expression) }
        }
        let hint = literalHint(binding.typeAnnotation?.type)
        let initialExpr = binding.initializer?.value
        pendingBodies.append { [unowned self] in
            resolver.push(.function, selfType: nil, isStatic: false)
            _ = resolver.declare("self")
            parts.initial = initialExpr.map { compileExpression($0, hint: hint) }
            parts.arguments = expressions.map { compileExpression($0) }
            parts.frameSize = resolver.pop()
            if case .type(let wrapper)? = resolver.resolve(wrapperName) {
                parts.wrapperType = wrapper
                // SE-0258's enclosing-instance form (the wrapper reads and writes through the object
                // that holds it): Kiln would call its `wrappedValue` instead.
                let throughInstance = wrapper.lookupStatic("subscript")?.contains {
                    if case .method(let code) = $0 { return code.parameters.first?.label == "_enclosingInstance" }
                    return false
                } ?? false
                if throughInstance {
                    error("a property wrapper with 'static subscript(_enclosingInstance:wrapped:storage:)' is not supported in Kiln yet", at: attribute)
                }
                if let declared = binding.typeAnnotation?.type, let position = wrappedValueParameter(of: wrapper) {
                    if let value = typeValue(declared) {
                        parts.declaredArgument = (position, value, false)
                    } else if let wrapped = declared.as(OptionalTypeSyntax.self)?.wrappedType, let value = typeValue(wrapped) {
                        parts.declaredArgument = (position, value, true)
                    }
                }
            }
        }
        let runtime = self.runtime
        let site = location(attribute)
        let valueConversion = conversion(binding.typeAnnotation?.type).shallow
        let argumentLabels = labels
        // The wrapper made from a wrapped value (or from the attribute's arguments alone); nil
        // when none of its initializers takes those labels.
        let make: (Value?, Frame) throws -> Value? = { value, parent in
            guard let wrapper = parts.wrapperType else { throw runtime.fault("cannot find type '\(wrapperName)' in scope", at: site) }
            let frame = Frame.make(size: parts.frameSize, parent: parent)
            var labels = argumentLabels
            var arguments: [Value] = []
            for argument in parts.arguments { arguments.append(try argument(frame)) }
            if let value {
                labels.insert("wrappedValue", at: 0)
                arguments.insert(value.converted(valueConversion), at: 0)
            }
            let fits = wrapper.initializers.contains { member in
                if case .method(let code) = member { return ArgumentPlan(labels: labels, parameters: code.parameters) != nil }
                return false
            }
            guard fits else { return nil }
            let made = try runtime.construct(wrapper, labels: labels, arguments: arguments, cache: MemberCache(), frame: frame, at: site)
            guard let (position, declared, onlyIfUntold) = parts.declaredArgument else { return made }
            if onlyIfUntold {
                let told = runtime.typeArguments(of: made, as: wrapper)
                if position < told.count, !told[position].isVoid { return made }
            }
            var values = [Value](repeating: .void, count: wrapper.genericParameters.count)
            values[position] = try declared(frame)
            return runtime.attachingTypeArguments(made, wrapper, values)
        }
        let storage = "_" + name
        if isStatic {
            let cell = Cell(.void, lazyInit: { frame in
                let initial = try parts.initial.map { try $0(Frame.make(size: parts.frameSize, parent: frame)) }
                guard let made = try make(initial, frame) else {
                    throw runtime.fault("'\(wrapperName)' has no initializer that takes these arguments", at: site)
                }
                return made
            })
            runtime.staticCells.append((type.name, cell))
            add(storage, .staticStored(name: storage, cell: cell), true)
            add(name, forwardingProperty(name, storage: storage, member: "wrappedValue", type: type, isStatic: true, site: site,
                                         conversion: valueConversion, make: nil), true)
            add("$" + name, forwardingProperty("$" + name, storage: storage, member: "projectedValue", type: type, isStatic: true,
                                               site: site, conversion: Conversion(), make: nil), true)
            return
        }
        let index = type.fieldNames.count
        type.fieldNames.append(storage)
        type.fieldDefaults.append({ frame in
            let initial = try parts.initial.map { try $0(Frame.make(size: parts.frameSize, parent: frame)) }
            return try make(initial, frame) ?? .void
        })
        type.fieldIsLet.append(false)
        type.fieldConversion.append(Conversion())
        type.fieldTypes.append(nil)
        add(storage, .stored(name: storage, index: index), false)
        type.wrappedFields[index] = WrappedField(
            label: name,
            defaultValue: initialExpr == nil ? nil : { frame in try parts.initial?(Frame.make(size: parts.frameSize, parent: frame)) ?? .void },
            wrap: { value in
                guard let made = try make(value, runtime.globals) else {
                    throw runtime.fault("'\(wrapperName)' has no initializer 'init(wrappedValue:)'", at: site)
                }
                return made
            })
        add(name, forwardingProperty(name, storage: storage, member: "wrappedValue", type: type, site: site,
                                     conversion: valueConversion, make: make), false)
        add("$" + name, forwardingProperty("$" + name, storage: storage, member: "projectedValue", type: type, site: site,
                                           conversion: Conversion(), make: nil), false)
    }

    /// The position of the generic parameter a script wrapper type declares its `wrappedValue`
    /// as (`var wrappedValue: Value`), if it does.
    func wrappedValueParameter(of wrapper: TypeInfo) -> Int? {
        guard !wrapper.genericParameters.isEmpty, wrapper.module == runtime.moduleName else { return nil }
        if let known = wrappedValueParameters[ObjectIdentifier(wrapper)] { return known }
        let finder = WrapperDeclarationFinder(name: wrapper.name)
        finder.walk(source.tree)
        var position: Int?
        if let members = finder.members {
            for member in members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.trimmedText == "wrappedValue" {
                    if let name = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text {
                        position = wrapper.genericParameters.firstIndex(of: name)
                    }
                }
            }
        }
        wrappedValueParameters[ObjectIdentifier(wrapper)] = position
        return position
    }

    /// A computed property reading and writing `member` of the wrapper kept in `storage`.
    private func forwardingProperty(_ name: String, storage: String, member: String, type: TypeInfo, isStatic: Bool = false, site: Location,
                                    conversion: Conversion, make: ((Value?, Frame) throws -> Value?)?) -> Member {
        let runtime = self.runtime
        let getter = FunctionCode(name: name, parameters: [], hasSelf: true)
        getter.isStatic = isStatic
        getter.native = { selfValue, _ in
            let wrapper = try runtime.getMember(selfValue, storage, cache: MemberCache(), at: site)
            if case .void = wrapper { throw runtime.fault("'self' used before '\(storage)' is initialized", at: site) }
            // `var token: String?` reads as an Optional however the wrapper's getter gave it.
            return try runtime.getMember(wrapper, member, cache: MemberCache(), at: site).converted(conversion)
        }
        let setter = FunctionCode(name: name, parameters: [Parameter(label: nil)], hasSelf: true, isMutating: !isStatic && type.kind != .classType)
        setter.isStatic = isStatic
        setter.native = { selfValue, arguments in
            let newValue = arguments[0].converted(conversion)
            _ = try runtime.modifyMember(&selfValue, storage, cache: MemberCache(), at: site) { wrapper in
                if case .void = wrapper, let make, let made = try make(newValue, runtime.globals) {
                    // Set in an initializer before the wrapper exists: `init(wrappedValue:)` makes it.
                    wrapper = made
                    return .void
                }
                return try runtime.modifyMember(&wrapper, member, cache: MemberCache(), at: site, replacing: true) { slot in
                    slot = newValue
                    return .void
                }
            }
            return .void
        }
        return .computed(name: name, get: getter, set: setter)
    }

    /// A wrapped local (`@Clamped(0...10) var level = 15` in a function): the wrapper made with
    /// `init(wrappedValue:…)` (the attribute's arguments after the initial value) kept in the
    /// local `_level`; `level` and `$level` read and change its `wrappedValue` and
    /// `projectedValue` (`Resolver.wrappedLocal`). A wrapped global is refused in swiftc's words.
    func compileWrappedVariable(_ variable: VariableDeclSyntax) -> Exec?? {
        guard let attribute = Compiler.wrapperAttribute(of: variable) else { return nil }
        guard !resolver.isGlobalScope else {
            error("property wrappers are not yet supported in top-level code", at: attribute)  // swiftc's words
            return .some(nil)
        }
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
              binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            error("this wrapped local variable is not supported in Kiln yet", at: attribute)
            return .some(nil)
        }
        let wrapperName = Compiler.wrapperTypeName(attribute)
        guard case .type(let wrapper)? = resolver.resolve(wrapperName) else {
            error("cannot find type '\(wrapperName)' in scope", at: attribute)
            return .some(nil)
        }
        var labels: [String?] = []
        var arguments: [Eval] = []
        if case .argumentList(let list)? = attribute.arguments {
            for argument in list { labels.append(argument.label?.text); arguments.append(compileExpression(argument.expression)) }
        }
        let initial = binding.initializer.map { compileExpression($0.value, hint: literalHint(binding.typeAnnotation?.type)) }
        if initial != nil { labels.insert("wrappedValue", at: 0) }
        let valueConversion = conversion(binding.typeAnnotation?.type).shallow
        let storage = "_" + name
        let slot = resolver.declare(storage)
        resolver.hasWrappedLocals = true
        resolver.scope.wrappedLocals[name] = (storage, "wrappedValue")
        resolver.scope.wrappedLocals["$" + name] = (storage, "projectedValue")
        let runtime = self.runtime
        let site = location(attribute)
        let argumentLabels = labels, argumentValues = arguments
        return .some({ frame in
            var values: [Value] = []
            if let initial { values.append(try initial(frame).converted(valueConversion)) }
            for argument in argumentValues { values.append(try argument(frame)) }
            frame.slots[slot] = try runtime.construct(wrapper, labels: argumentLabels, arguments: values, cache: MemberCache(), frame: frame, at: site)
            return .next
        })
    }

    /// Parameters written with a property wrapper (`func show(@Trimmed label: String)`): on entry
    /// each argument makes its wrapper (`init(wrappedValue:)`, then the attribute's arguments),
    /// kept in `_label`; `label` and `$label` read its `wrappedValue` and `projectedValue`.
    func wrappedParameters(_ parameters: FunctionParameterListSyntax, names: [String]) -> Exec? {
        var steps: [Exec] = []
        for (parameter, name) in zip(parameters, names) {
            let custom = parameter.attributes.compactMap { $0.as(AttributeSyntax.self) }.filter {
                $0.attributeName.trimmedDescription.first?.isUppercase == true
            }
            guard let attribute = custom.first(where: { Compiler.propertyWrapperNames(in: Syntax(parameter)).contains(Compiler.wrapperTypeName($0)) }),
                  case .type(let wrapper)? = resolver.resolve(Compiler.wrapperTypeName(attribute)),
                  case .local(0, let argumentSlot)? = resolver.resolve(name) else { continue }
            var labels: [String?] = ["wrappedValue"]
            var arguments: [Eval] = []
            if case .argumentList(let list)? = attribute.arguments {
                for argument in list { labels.append(argument.label?.text); arguments.append(compileExpression(argument.expression)) }
            }
            let storage = "_" + name
            let slot = resolver.declare(storage)
            resolver.hasWrappedLocals = true
            resolver.scope.wrappedLocals[name] = (storage, "wrappedValue")
            resolver.scope.wrappedLocals["$" + name] = (storage, "projectedValue")
            let runtime = self.runtime, site = location(attribute), argumentLabels = labels, argumentValues = arguments
            steps.append { frame in
                var values = [frame.slots[argumentSlot]]
                for argument in argumentValues { values.append(try argument(frame)) }
                frame.slots[slot] = try runtime.construct(wrapper, labels: argumentLabels, arguments: values, cache: MemberCache(), frame: frame, at: site)
                return .next
            }
        }
        guard !steps.isEmpty else { return nil }
        return { frame in
            for step in steps { _ = try step(frame) }
            return .next
        }
    }

    /// `body` after `prologue` (when there is one).
    func prefixing(_ prologue: Exec?, _ body: @escaping Exec) -> Exec {
        guard let prologue else { return body }
        return { frame in
            _ = try prologue(frame)
            return try body(frame)
        }
    }

    /// A wrapped local's name read: the member of the wrapper its storage holds.
    func wrappedLocalRead(_ name: String, at node: some SyntaxProtocol) -> Eval? {
        guard let (storage, member) = resolver.wrappedLocal(name) else { return nil }
        let wrapper = compileName(storage, at: node)
        let runtime = self.runtime, site = location(node), cache = MemberCache()
        return { frame in try runtime.getMember(try wrapper(frame), member, cache: cache, at: site) }
    }

    /// A wrapped local's name assigned or changed in place: through the wrapper's setter.
    func wrappedLocalPlace(_ name: String, at node: some SyntaxProtocol) -> Place? {
        guard let (storage, member) = resolver.wrappedLocal(name),
              case .local(let depth, let index)? = resolver.resolve(storage) else { return nil }
        return memberPlace(slotPlace(depth: depth, index: index), name: member, site: location(node))
    }
}

/// Collects the names of the types declared with an attribute (`@propertyWrapper`, `@resultBuilder`).
final class AttributedTypeFinder: SyntaxVisitor {
    let attribute: String
    var names: Set<String> = []

    init(attribute: String) {
        self.attribute = attribute
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard node.attributeName.trimmedDescription == attribute else { return .skipChildren }
        var parent = node.parent
        while let current = parent {
            if let s = current.as(StructDeclSyntax.self) { names.insert(s.name.text); break }
            if let c = current.as(ClassDeclSyntax.self) { names.insert(c.name.text); break }
            if let e = current.as(EnumDeclSyntax.self) { names.insert(e.name.text); break }
            parent = current.parent
        }
        return .skipChildren
    }

    static func names(withAttribute attribute: String, in node: Syntax) -> Set<String> {
        let finder = AttributedTypeFinder(attribute: attribute)
        finder.walk(node.root)
        return finder.names
    }
}

/// The member block of the struct or class named `name` (a property wrapper's declaration).
private final class WrapperDeclarationFinder: SyntaxVisitor {
    let name: String
    var members: MemberBlockItemListSyntax?
    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if members == nil, node.name.text == name { members = node.memberBlock.members }
        return members == nil ? .visitChildren : .skipChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if members == nil, node.name.text == name { members = node.memberBlock.members }
        return members == nil ? .visitChildren : .skipChildren
    }
}
