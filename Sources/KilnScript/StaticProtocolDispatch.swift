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
        guard type.kind == .protocolType, !type.isLibrary else { return }
        protocolReceivers[source.location(of: member.declName)] = type.name
    }

    /// `item.summary()` in `func show<T: Describable>(_ item: T)` (or `_ item: some Describable`):
    /// a parameter whose type is a generic parameter constrained to one script protocol is, for
    /// the protocol extension's members, that protocol — Swift dispatches them statically.
    func noteGenericProtocolReceiver(_ base: ExprSyntax, _ member: MemberAccessExprSyntax) {
        guard let reference = base.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return }
        let name = reference.baseName.text
        var current = Syntax(base).parent
        while let node = current, !node.is(FunctionDeclSyntax.self) {
            if node.is(ClosureExprSyntax.self) || node.is(MemberBlockSyntax.self) { return }
            current = node.parent
        }
        guard let function = current?.as(FunctionDeclSyntax.self),
              let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return }
        var constraint: TypeSyntax?
        if let some = parameter.type.as(SomeOrAnyTypeSyntax.self), some.someOrAnySpecifier.text == "some" {
            constraint = some.constraint
        } else if let generic = parameter.type.as(IdentifierTypeSyntax.self)?.name.text, generic != "Self",
                  let declared = function.genericParameterClause?.parameters.first(where: { $0.name.text == generic }) {
            constraint = declared.inheritedType
            if constraint == nil, let clause = function.genericWhereClause {
                let conformances = clause.requirements.compactMap { $0.requirement.as(ConformanceRequirementSyntax.self) }
                    .filter { $0.leftType.trimmedText == generic }
                if conformances.count == 1 { constraint = conformances[0].rightType }
            }
        }
        guard let protocolName = constraint?.as(IdentifierTypeSyntax.self)?.name.text,
              let type = table.nominal(table.named(protocolName)) else { return }
        noteProtocolReceiver(type, member)
    }
}

extension Compiler {
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
        guard let members = protocolExtensionMembers(name, at: node), arguments.inoutPlaces.isEmpty else { return nil }
        let codes = members.compactMap { member -> FunctionCode? in
            guard case .method(let code) = member, !code.isStatic, !code.isMutating else { return nil }
            return code
        }
        guard let (code, plan) = choose(codes, labels: arguments.labels) else { return nil }
        let receiver = compileExpression(base)
        let values = arguments.values
        let runtime = self.runtime
        return { frame in
            var selfValue = try receiver(frame)
            var args: [Value] = []
            for value in values { args.append(try value(frame)) }
            return try runtime.call(code, captured: nil, selfValue: &selfValue, arguments: try plan.arrange(args, defaultsIn: frame, at: site), at: site)
        }
    }

    /// `s.summary` on a protocol-typed `s`, where `summary` is an extension's computed property the protocol does not require.
    func protocolExtensionRead(_ name: String, base: ExprSyntax, at node: some SyntaxProtocol, site: Location) -> Eval? {
        guard let members = protocolExtensionMembers(name, at: node),
              let getter = members.lazy.compactMap({ member -> FunctionCode? in
                  if case .computed(_, let get, _) = member, !get.isStatic { return get }
                  return nil
              }).first else { return nil }
        let receiver = compileExpression(base)
        let runtime = self.runtime
        return { frame in
            var selfValue = try receiver(frame)
            return try runtime.call(getter, captured: nil, selfValue: &selfValue, arguments: [], at: site)
        }
    }

    /// The members named `name` that the extensions of the receiver's protocol (or of the
    /// protocols it refines) give, when none of these protocols requires `name`.
    private func protocolExtensionMembers(_ name: String, at node: some SyntaxProtocol) -> [Member]? {
        guard !protocolReceivers.isEmpty, let protocolName = protocolReceivers[source.location(of: node)],
              let proto = resolver.types[protocolName], proto.kind == .protocolType else { return nil }
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
