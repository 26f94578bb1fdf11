// A protocol extension's member that the protocol does not require is chosen by the static type,
// as Swift dispatches it: `let c: Command = Count(); c.help()` runs `extension Command`'s `help()`
// even where `Count` declares its own (which `Count().help()` runs). The checker notes each
// member read or called on a value whose static type is a script protocol
// (`TypeChecker.protocolReceivers`); the compiler calls the extension's member there.
import SwiftSyntax

extension TypeChecker {
    /// `receiver.name` where the receiver's static type is a script protocol.
    func noteProtocolReceiver(_ type: NominalType, _ member: MemberAccessExprSyntax) {
        // `(path as NSString).range(of: "x")`: a library class that boxes a Swift value (its
        // `__value`), where the value stays a String at run time — the class's own method is
        // Swift's choice, not String's (`bridgedClassCall`).
        if type.kind == .classType, type.isLibrary, type.properties["__value"] != nil,
           type.methods[member.declName.baseName.text] != nil {
            protocolReceivers[source.location(of: member.declName)] = type.name
            return
        }
        // `let pet: Animal = Dog(); pet.farewell()` where Animal adopts a protocol whose extension
        // gives `farewell` and neither Animal nor its superclasses declare it: the extension's.
        if type.kind == .classType, !type.isLibrary, !type.inherited.isEmpty || type.superclass != nil,
           methods(of: type, member.declName.baseName.text, isStatic: false) == nil {
            protocolReceivers[source.location(of: member.declName)] = type.name
            return
        }
        guard type.kind == .protocolType, !type.isLibrary else { return }
        protocolReceivers[source.location(of: member.declName)] = type.name
    }

    /// `item.summary()` in `func show<T: Describable>(_ item: T)` (or `_ item: some Describable`):
    /// a value whose type is a generic parameter constrained to one script protocol is, for the
    /// protocol extension's members, that protocol — Swift dispatches them statically. The value
    /// is such a parameter, an element of one declared `[T]` (`for item in items`, `$0` in
    /// `items.map { $0.summary() }`), or a `let` made from one.
    func noteGenericProtocolReceiver(_ base: ExprSyntax, _ member: MemberAccessExprSyntax) {
        guard let (written, function) = genericWrittenType(of: base, depth: 0) else { return }
        var constraint: TypeSyntax?
        if let some = written.as(SomeOrAnyTypeSyntax.self), some.someOrAnySpecifier.text == "some" {
            constraint = some.constraint
        } else if let generic = written.as(IdentifierTypeSyntax.self)?.name.text, generic != "Self",
                  let declared = function.genericParameterClause?.parameters.first(where: { $0.name.text == generic }) {
            constraint = declared.inheritedType
            if constraint == nil, let clause = function.genericWhereClause {
                let conformances = clause.requirements.compactMap { $0.requirement.as(ConformanceRequirementSyntax.self) }
                    .filter { $0.leftType.trimmedText == generic }
                if conformances.count == 1 { constraint = conformances[0].rightType }
            }
        }
        guard let protocolName = constraint?.as(IdentifierTypeSyntax.self)?.name.text else { return }
        if Self.sequenceProtocols.contains(protocolName), member.declName.baseName.text == "filter" {
            // `a.filter { … }` of `a: A` where `A: Sequence`: Sequence's filter, an array (Compiler.genericSequenceFilter).
            protocolReceivers[source.location(of: member.declName)] = protocolName
            return
        }
        guard let type = table.nominal(table.named(protocolName)) else { return }
        noteProtocolReceiver(type, member)
    }

    /// The library protocols whose `filter` gives an array, where String's, Set's and
    /// Dictionary's own give their own type.
    static let sequenceProtocols: Set<String> = ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection"]

    /// `items.map { $0.summary() }` on a receiver the checker does not type (`items: [T]`), whose
    /// trailing closure it does not check: its members read on generic values are noted all the same.
    func noteGenericProtocolReceivers(in closure: ClosureExprSyntax) {
        final class Finder: SyntaxVisitor {
            var members: [MemberAccessExprSyntax] = []
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if node.base?.is(DeclReferenceExprSyntax.self) == true { members.append(node) }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(closure)
        for member in finder.members where protocolReceivers[source.location(of: member.declName)] == nil {
            if let base = member.base { noteGenericProtocolReceiver(base, member) }
        }
    }

    /// The type written for the function parameter `base` names (or, for an element of one, its
    /// `[T]`'s element type), with the function that declares it; nil when another binding of
    /// the name is nearer or the value is anything else.
    private func genericWrittenType(of base: ExprSyntax, depth: Int) -> (TypeSyntax, FunctionDeclSyntax)? {
        guard depth < 6 else { return nil }
        func element(of sequence: ExprSyntax) -> (TypeSyntax, FunctionDeclSyntax)? {
            guard let (written, function) = genericWrittenType(of: sequence, depth: depth + 1),
                  let array = written.as(ArrayTypeSyntax.self) else { return nil }
            return (array.element, function)
        }
        if let subscriptCall = base.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
           subscriptCall.arguments.first?.label == nil {
            return element(of: subscriptCall.calledExpression)  // `items[0]`
        }
        if let call = base.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
           let receiver = callee.base {
            // `items.sorted { … }`, `items.filter { … }`: an array of the same elements; `items.first!` below.
            if ["sorted", "filter", "shuffled"].contains(callee.declName.baseName.text),
               let (written, function) = genericWrittenType(of: receiver, depth: depth + 1), written.is(ArrayTypeSyntax.self) {
                return (written, function)
            }
            return nil
        }
        if let force = base.as(ForceUnwrapExprSyntax.self), let member = force.expression.as(MemberAccessExprSyntax.self),
           ["first", "last"].contains(member.declName.baseName.text), let receiver = member.base {
            return element(of: receiver)  // `items.first!`
        }
        guard let reference = base.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        let name = reference.baseName.text
        var child = Syntax(base)
        var current = child.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) {
                // `items.map { $0.summary() }`, `items.forEach { item in … }`: the elements of the receiver.
                var position: Int?
                if name.hasPrefix("$"), closure.signature == nil { position = Int(name.dropFirst()) }
                if let parameters = closure.signature?.parameterClause {
                    switch parameters {
                    case .simpleInput(let names): position = names.firstIndex { $0.name.text == name }.map { names.distance(from: names.startIndex, to: $0) }
                    case .parameterClause(let clause): position = clause.parameters.firstIndex { ($0.secondName ?? $0.firstName).text == name }
                            .map { clause.parameters.distance(from: clause.parameters.startIndex, to: $0) }
                    }
                    if position == nil, name.hasPrefix("$") { return nil }
                }
                if let position {
                    var callNode = closure.parent
                    if callNode?.is(LabeledExprSyntax.self) == true { callNode = callNode?.parent?.parent }
                    guard let call = callNode?.as(FunctionCallExprSyntax.self),
                          let callee = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = callee.base,
                          ["map", "filter", "forEach", "compactMap", "flatMap", "contains", "first", "allSatisfy", "sorted",
                           "min", "max", "firstIndex", "lastIndex", "last", "drop", "prefix"].contains(callee.declName.baseName.text),
                          position == 0 || ["sorted", "min", "max"].contains(callee.declName.baseName.text) && position == 1 else { return nil }
                    return element(of: receiver)
                }
            } else if let loop = node.as(ForStmtSyntax.self), child.id == loop.body.id {
                if let pattern = loop.pattern.as(IdentifierPatternSyntax.self), pattern.identifier.text == name {
                    return element(of: loop.sequence)
                }
            } else if let items = node.as(CodeBlockItemListSyntax.self) {
                // A declaration of the name before the use, in this block.
                for item in items {
                    if item.id == child.id { break }
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        guard declaration.bindingSpecifier.text == "let", binding.typeAnnotation == nil,
                              let value = binding.initializer?.value else { return nil }
                        return genericWrittenType(of: value, depth: depth + 1)
                    }
                }
            } else if node.is(OptionalBindingConditionSyntax.self) || node.is(MemberBlockSyntax.self) || node.is(AccessorDeclSyntax.self)
                        || node.is(InitializerDeclSyntax.self) {
                return nil
            } else if let function = node.as(FunctionDeclSyntax.self) {
                guard let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
                return (parameter.type, function)
            }
            child = node
            current = node.parent
        }
        return nil
    }
}

extension Compiler {
    /// `a.filter { … }` where the checker saw `a`'s type only as a generic parameter constrained
    /// to Sequence (or Collection): Swift calls Sequence's `filter`, whose result is an array, even
    /// when the argument is a String or a Set.
    func genericSequenceFilter(_ name: String, at node: some SyntaxProtocol, _ call: @escaping Eval) -> Eval {
        guard name == "filter", !protocolReceivers.isEmpty, let protocolName = protocolReceivers[source.location(of: node)],
              TypeChecker.sequenceProtocols.contains(protocolName) else { return call }
        return { frame in
            switch try call(frame) {
            case .string(let text): return .array(text.map { .character($0) })
            case .set(let members): return .array(members.elements)
            case let other: return other
            }
        }
    }

    /// `(s as NSString).range(of: "x")`: the receiver, statically the library's boxing class
    /// (the checker's note), may be the Swift String itself at run time; it is boxed in that
    /// class for the call, so the class's method answers, as Swift calls it.
    func bridgedClassCall(_ name: String, base: ExprSyntax, arguments: CompiledArguments, at node: some SyntaxProtocol, site: Location) -> Eval? {
        guard !protocolReceivers.isEmpty, let className = protocolReceivers[source.location(of: node)],
              let type = resolver.types[className], type.kind == .classType, type.isLibrary,
              let slot = type.bridgedValueSlot, type.lookup(name) != nil else { return nil }
        let base = compileExpression(base)
        let runtime = self.runtime
        let boxed: Eval = { frame in
            let value = try base(frame)
            guard case .string = value else { return value }
            let box = try runtime.blankInstance(of: type, at: site)
            if case .object(let instance) = box { instance.fields[slot] = value }
            return box
        }
        return methodCall(receiver: valueReceiver(boxed), name: name, arguments: arguments, site: site)
    }

    /// `c.help(…)` on a protocol-typed `c`, where `help` is an extension's method the protocol does not require.
    func protocolExtensionCall(_ name: String, base: ExprSyntax, arguments: CompiledArguments, at node: some SyntaxProtocol, site: Location) -> Eval? {
        guard let members = protocolExtensionMembers(name, at: node) else { return nil }
        return extensionMethodCall(members, receiver: { [unowned self] in compileExpression(base) }, arguments: arguments, site: site)
    }

    /// The extension's instance method among `members` that the labels fit, called on what
    /// `receiver` compiles to (compiled only when there is one).
    private func extensionMethodCall(_ members: [Member], receiver: () -> Eval, arguments: CompiledArguments, site: Location) -> Eval? {
        guard arguments.inoutPlaces.isEmpty else { return nil }
        let codes = members.compactMap { member -> FunctionCode? in
            guard case .method(let code) = member, !code.isStatic, !code.isMutating else { return nil }
            return code
        }
        guard let (code, plan) = choose(codes, labels: arguments.labels) else { return nil }
        let read = receiver()
        let values = arguments.values
        let runtime = self.runtime
        return { frame in
            var selfValue = try read(frame)
            var args: [Value] = []
            for value in values { args.append(try value(frame)) }
            return try runtime.call(code, captured: nil, selfValue: &selfValue, arguments: try plan.arrange(args, defaultsIn: frame, at: site), at: site)
        }
    }

    /// `s.summary` on a protocol-typed `s`, where `summary` is an extension's computed property the protocol does not require.
    func protocolExtensionRead(_ name: String, base: ExprSyntax, at node: some SyntaxProtocol, site: Location) -> Eval? {
        guard let members = protocolExtensionMembers(name, at: node) else { return nil }
        return extensionPropertyRead(members, receiver: { [unowned self] in compileExpression(base) }, site: site)
    }

    /// The extension's instance computed property among `members`, read on what `receiver`
    /// compiles to (compiled only when there is one).
    private func extensionPropertyRead(_ members: [Member], receiver: () -> Eval, site: Location) -> Eval? {
        guard let getter = members.lazy.compactMap({ member -> FunctionCode? in
            if case .computed(_, let get, _) = member, !get.isStatic { return get }
            return nil
        }).first else { return nil }
        let read = receiver()
        let runtime = self.runtime
        return { frame in
            var selfValue = try read(frame)
            return try runtime.call(getter, captured: nil, selfValue: &selfValue, arguments: [], at: site)
        }
    }

    /// The members named `name` that the extensions of the receiver's protocol (or of the
    /// protocols it refines) give, when none of these protocols requires `name`.
    private func protocolExtensionMembers(_ name: String, at node: some SyntaxProtocol) -> [Member]? {
        guard !protocolReceivers.isEmpty, let protocolName = protocolReceivers[source.location(of: node)],
              let proto = resolver.types[protocolName] else { return nil }
        if proto.kind == .classType, !proto.isLibrary, proto.lookup(name) == nil, proto.fieldIndex(name) == nil {
            // A class receiver: the extension member of a protocol it (or a superclass) adopts.
            var chain: TypeInfo? = proto
            while let current = chain {
                for conformance in current.conformances.sorted() {
                    if let adopted = resolver.types[conformance], adopted.kind == .protocolType,
                       let found = nonRequirementDefaults(name, of: adopted) { return found }
                }
                chain = current.superclass
            }
            return nil
        }
        guard proto.kind == .protocolType else { return nil }
        return nonRequirementDefaults(name, of: proto)
    }

    /// `farewell()` or `tag` written bare in a protocol extension's body, where `self` is only
    /// known to be the protocol: an extension member the protocol does not require is the
    /// extension's, whatever the conformer declares (as `self.farewell()` is).
    func implicitSelfExtensionCall(_ name: String, of type: TypeInfo, receiver: Place, arguments: CompiledArguments, site: Location) -> Eval? {
        guard type.kind == .protocolType, let members = nonRequirementDefaults(name, of: type) else { return nil }
        return extensionMethodCall(members, receiver: { receiver.get }, arguments: arguments, site: site)
    }

    /// `tag` read bare in a protocol extension's body: the extension's computed property when the
    /// protocol does not require it.
    func implicitSelfExtensionRead(_ name: String, of type: TypeInfo, receiver: Place, site: Location) -> Eval? {
        guard type.kind == .protocolType, let members = nonRequirementDefaults(name, of: type) else { return nil }
        return extensionPropertyRead(members, receiver: { receiver.get }, site: site)
    }

    /// The members named `name` that the extensions of `proto` (or of the protocols it refines)
    /// give, when none of these protocols requires `name`.
    func nonRequirementDefaults(_ name: String, of proto: TypeInfo) -> [Member]? {
        var pending = [proto]
        var seen = Set<String>()
        var found: [Member]?
        while let next = pending.popLast() {
            guard seen.insert(next.name).inserted else { continue }
            if next.requirements.contains(name) { return nil }
            if found == nil { found = next.protocolDefaults[name] }
            pending += next.refinedProtocols.compactMap { resolver.types[$0] }.filter { $0.kind == .protocolType }
        }
        return found
    }
}

extension Compiler {
    /// `g.hello()` on a protocol-typed `g` holding an instance of a class that adopted the
    /// protocol without implementing the requirement `hello` (nor did its superclasses): the
    /// protocol extension's default is the witness, as Swift's witness table has it, even where
    /// a subclass declares its own `hello` (which overrides nothing). Otherwise `dynamic`.
    func protocolDefaultWitnessCall(_ name: String, base: ExprSyntax, arguments: CompiledArguments, dynamic: @escaping Eval,
                                    at node: some SyntaxProtocol, site: Location) -> Eval? {
        guard !protocolReceivers.isEmpty, base.is(DeclReferenceExprSyntax.self), arguments.inoutPlaces.isEmpty,
              let protocolName = protocolReceivers[source.location(of: node)],
              let proto = resolver.types[protocolName], proto.kind == .protocolType, proto.requirements.contains(name),
              let defaults = proto.protocolDefaults[name] else { return nil }
        let codes = defaults.compactMap { member -> FunctionCode? in
            guard case .method(let code) = member, !code.isStatic, !code.isMutating else { return nil }
            return code
        }
        guard let (code, plan) = choose(codes, labels: arguments.labels) else { return nil }
        let defaultCodes = Set(codes.map(ObjectIdentifier.init))
        let adopting = Set([protocolName] + resolver.types.values.filter { $0.kind == .protocolType && $0.refinedProtocols.contains(protocolName) }.map(\.name))
        let receiver = compileExpression(base)
        let values = arguments.values
        let runtime = self.runtime
        return { frame in
            var selfValue = try receiver(frame)
            let type = runtime.typeInfo(of: selfValue)
            guard type.kind == .classType, type.superclass != nil else { return try dynamic(frame) }
            // The class nearest the root that adopts the protocol: its witness table is the one used.
            var adopter: TypeInfo?
            var chain: TypeInfo? = type
            while let current = chain {
                if !current.conformances.isDisjoint(with: adopting) { adopter = current }
                chain = current.superclass
            }
            chain = adopter
            while let current = chain {
                let own = current.members[name]?.contains { member in
                    guard case .method(let method) = member else { return true }
                    return !defaultCodes.contains(ObjectIdentifier(method))
                } ?? false
                if own { return try dynamic(frame) }
                chain = current.superclass
            }
            guard adopter != nil, adopter !== type else { return try dynamic(frame) }
            var args: [Value] = []
            for value in values { args.append(try value(frame)) }
            return try runtime.call(code, captured: nil, selfValue: &selfValue, arguments: try plan.arrange(args, defaultsIn: frame, at: site), at: site)
        }
    }
}
