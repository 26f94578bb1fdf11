// Protocol conformance, in swiftc's words and at its positions ("type 'X' does not conform to
// protocol 'P'" at the type's name, or at `extension` when an extension adds the conformance):
// the script's protocols' requirements (met by the type, its extensions, its script superclasses
// or the protocol's extensions), `description`, NSCoding's two members, and the synthesized
// Equatable, Hashable, Comparable and Codable conformances, which need every stored property's
// type to conform. What the checker cannot see through (a library superclass, generics, an
// unknown property type) passes.
import SwiftSyntax

extension TypeChecker {
    func checkConformances(_ index: DeclarationIndex) {
        guard index.isComplete else { return }
        for path in index.order {
            guard let type = index.types[path], type.kind != .protocolType, !isLibrary(type.decl), !type.hasGenericParameters else { continue }
            judgeRawValues(type, index: index)
            let (chain, endsInScript, root) = index.ancestors(of: type)
            // Members a library superclass gives are not known.
            let knowsAllMembers = type.kind != .classType || endsInScript
            var available = Set(type.members.flatMap { $0.memberNames.1.map(\.spelled) })
            for ancestor in chain { available.formUnion(ancestor.members.flatMap { $0.memberNames.1.map(\.spelled) }) }
            available.formUnion(protocolDefaults(of: [type] + chain, index: index))
            available.formUnion(caseWitnessNames(type))
            let declared = type.inherited.map { ($0, Syntax(type.nameToken)) } + type.extensionConformances.map { ($0.name, Syntax($0.at.extensionKeyword)) }
            for (name, node) in declared {
                if let missing = missingRequirement(of: name, in: type, available: available, knowsAllMembers: knowsAllMembers,
                                                    chain: chain, root: root, index: index) {
                    let protocolName = missing.protocolName ?? name
                    if let message = missing.message, let at = missing.at {
                        error(message, at: at)
                    } else {
                        error("type '\(type.name)' does not conform to protocol '\(protocolName)'", at: node,
                              notes: missing.notes + ["note: add stubs for conformance"])
                    }
                    break
                }
            }
        }
    }

    /// An enum's cases with payloads as the static functions they witness: `case circle(radius: Double)`
    /// meets `static func circle(radius: Double) -> Self` (and `case none` meets `static var none: Self`).
    private func caseWitnessNames(_ type: ScriptTypeDeclaration) -> [String] {
        guard type.kind == .enumeration else { return [] }
        return type.members.compactMap { $0.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements).compactMap { element in
            element.parameterClause.map { clause in
                element.name.text + "(" + clause.parameters.map { ($0.firstName?.text ?? "_") + ":" }.joined() + ")"
            }
        }
    }

    /// Members with bodies that extensions of the script's protocols the types adopt give them.
    private func protocolDefaults(of types: [ScriptTypeDeclaration], index: DeclarationIndex) -> Set<String> {
        var names = Set<String>()
        var seen = Set<String>()
        var queue = types.flatMap(\.allInherited)
        while let name = queue.popLast() {
            guard seen.insert(name).inserted, let declared = index.types[name], declared.kind == .protocolType else { continue }
            for member in declared.members where (member.as(FunctionDeclSyntax.self)?.body ?? nil) != nil || isComputedWithBody(member) {
                names.formUnion(member.memberNames.1.map(\.spelled))
            }
            queue += declared.inherited
        }
        return names
    }

    var isFoundationNSCoding: Bool { table.types["NSCoding"]?.isLibrary == true && table.types["NSCoding"]?.kind == .protocolType }

    private struct Missing {
        var protocolName: String?
        var notes: [String]
        /// swiftc's own error, where it says more than "does not conform" (a method's labels).
        var at: Syntax?
        var message: String?
    }

    /// The type's only method of the requirement's name and arity, with other labels.
    private func relabelledWitness(of requirement: DeclSyntax, in type: ScriptTypeDeclaration) -> FunctionDeclSyntax? {
        guard let required = requirement.as(FunctionDeclSyntax.self), !requirement.isStaticMember else { return nil }
        let candidates = type.members.compactMap { $0.as(FunctionDeclSyntax.self) }.filter { $0.name.text == required.name.text }
        guard candidates.count == 1, let only = candidates.first, !DeclSyntax(only).isStaticMember,
              only.signature.parameterClause.parameters.count == required.signature.parameterClause.parameters.count else { return nil }
        return only
    }

    private func missingRequirement(of protocolName: String, in type: ScriptTypeDeclaration, available: Set<String>, knowsAllMembers: Bool,
                                    chain: [ScriptTypeDeclaration], root: String?, index: DeclarationIndex) -> Missing? {
        if let declared = index.types[protocolName], declared.kind == .protocolType {
            guard knowsAllMembers else { return nil }
            let declaresInitializers = type.decl.memberBlockIfAny?.members.contains { $0.decl.is(InitializerDeclSyntax.self) } ?? true
            return missingScriptRequirement(declared, in: type, available: available, declaresInitializers: declaresInitializers, index: index)
        }
        switch protocolName {
        case "CustomStringConvertible":
            guard knowsAllMembers, !available.contains("description") else { return nil }
            return Missing(notes: ["note: protocol requires property 'description' with type 'String'"])
        case "NSCoding":
            // Foundation's, as the prelude declares it (an embedder's NSCoding may ask for nothing).
            guard isFoundationNSCoding, type.kind == .classType, root == "NSObject", chain.isEmpty else { return nil }
            if !available.contains("init(coder:)") {
                // `required init?(decoder: NSCoder)`: swiftc names the labels, at `init`.
                let relabelled = type.members.compactMap { $0.as(InitializerDeclSyntax.self) }.filter {
                    $0.signature.parameterClause.parameters.count == 1
                        && $0.signature.parameterClause.parameters.first?.type.trimmedText == "NSCoder"
                }
                if relabelled.count == 1, let initializer = relabelled.first, let parameter = initializer.signature.parameterClause.parameters.first {
                    let label = parameter.firstName.text
                    return Missing(protocolName: "NSCoding", notes: [], at: Syntax(initializer.initKeyword),
                                   message: "initializer 'init(\(label):)' has different argument labels from those required by protocol 'NSCoding' ('init(coder:)')")
                }
                return Missing(notes: ["note: protocol requires initializer 'init(coder:)' with type '(coder: NSCoder)'"])
            }
            // Swift 2's spelling, `encodeWithCoder(_:)`, runs with a note naming today's.
            if !available.contains("encode(with:)") && !available.contains(where: { $0.hasPrefix("encodeWithCoder(") }) {
                // `func encode(coder: NSCoder)`: swiftc names the labels.
                let relabelled = type.members.compactMap { $0.as(FunctionDeclSyntax.self) }.filter {
                    $0.name.text == "encode" && $0.signature.parameterClause.parameters.count == 1 && !DeclSyntax($0).isStaticMember
                }
                if relabelled.count == 1, let function = relabelled.first, let spelled = DeclSyntax(function).memberNames.1.first?.spelled {
                    return Missing(protocolName: "NSCoding", notes: [], at: Syntax(function.name),
                                   message: "instance method '\(spelled)' has different argument labels from those required by protocol 'NSCoding' ('encode(with:)')")
                }
                return Missing(notes: ["note: protocol requires function 'encode(with:)' with type '(NSCoder) -> ()'"])
            }
            return nil
        case "NSSecureCoding":
            // NSCoding's members, and the class property that says so.
            guard table.types["NSSecureCoding"]?.isLibrary == true, type.kind == .classType, root == "NSObject", chain.isEmpty,
                  available.contains("init(coder:)"), available.contains("encode(with:)") else { return nil }
            // An instance property of that name does not meet it ("candidate operates on an instance").
            let declared = type.members.filter { member in
                member.as(VariableDeclSyntax.self)?.bindings.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "supportsSecureCoding"
                } == true
            }
            guard !available.contains("supportsSecureCoding") || (!declared.isEmpty && declared.allSatisfy { !$0.isStaticMember }) else { return nil }
            return Missing(notes: ["note: protocol requires property 'supportsSecureCoding' with type 'Bool'"])
        case "Equatable", "Hashable", "Comparable":
            return missingSynthesized(protocolName, in: type, available: available, knowsAllMembers: knowsAllMembers, chain: chain, index: index)
        case "Codable", "Decodable", "Encodable":
            return missingCodable(protocolName, in: type, available: available, chain: chain, root: root, index: index)
        default:
            return nil
        }
    }

    /// A script protocol's requirements (and those of the protocols it inherits) the type lacks.
    private func missingScriptRequirement(_ declared: ScriptTypeDeclaration, in type: ScriptTypeDeclaration, available: Set<String>, declaresInitializers: Bool,
                                          index: DeclarationIndex) -> Missing? {
        var defaults = Set<String>()
        var protocols: [ScriptTypeDeclaration] = []
        var queue = [declared]
        var seen: Set<String> = []
        while let next = queue.popLast() {
            guard seen.insert(next.path).inserted else { continue }
            // Associated types and `Self` requirements are not followed.
            if next.members.contains(where: { $0.is(AssociatedTypeDeclSyntax.self) }) { return nil }
            protocols.append(next)
            defaults.formUnion(next.members.filter { ($0.as(FunctionDeclSyntax.self)?.body ?? nil) != nil || isComputedWithBody($0) }
                .flatMap { $0.memberNames.1.map(\.spelled) })
            for inherited in next.inherited {
                guard let parent = index.types[inherited] else {
                    if !["AnyObject", "class"].contains(inherited) { return nil }
                    continue
                }
                guard parent.kind == .protocolType else { return nil }
                queue.append(parent)
            }
        }
        for declaredProtocol in protocols {
            // Requirements are the protocol's own members (its extensions' members are defaults).
            guard let block = declaredProtocol.decl.as(ProtocolDeclSyntax.self)?.memberBlock else { return nil }
            for member in block.members {
                let (kind, names) = member.decl.memberNames
                // Swift's own initializers (memberwise, `init()`) are not followed: a type that
                // declares none may have the one required.
                if kind == .initializer, !declaresInitializers {
                    // `init()` required of a struct whose stored property has no value: its only
                    // initializer is the memberwise one, which takes it.
                    guard type.kind == .structure, names.first?.spelled == "init()", !available.contains("init()"),
                          !defaults.contains("init()"), storedPropertyWithoutValue(type) else { continue }
                    return Missing(protocolName: declaredProtocol.name, notes: requirementNote(kind, "init()", member.decl))
                }
                for name in names where !available.contains(name.spelled) && !defaults.contains(name.spelled) {
                    if kind == .method, let relabelled = relabelledWitness(of: member.decl, in: type) {
                        // swiftc names a method whose parameters all go without labels by its base name.
                        func named(_ function: FunctionDeclSyntax) -> String {
                            let clause = function.signature.parameterClause
                            return clause.parameters.allSatisfy({ $0.firstName.tokenKind == .wildcard }) ? function.name.text
                                : function.name.text + DeclSyntax.labels(clause)
                        }
                        let required = member.decl.as(FunctionDeclSyntax.self).map(named) ?? name.spelled
                        return Missing(protocolName: declaredProtocol.name, notes: [], at: Syntax(relabelled.name),
                                       message: "instance method '\(named(relabelled))' has different argument labels from those required by protocol '\(declaredProtocol.name)' ('\(required)')")
                    }
                    return Missing(protocolName: declaredProtocol.name, notes: requirementNote(kind, name.spelled, member.decl))
                }
                // `func serialized() -> String` met only by a method of that name with other types.
                if kind == .method, let required = member.decl.as(FunctionDeclSyntax.self), witnessDiffersInTypes(required, in: type) {
                    return Missing(protocolName: declaredProtocol.name, notes: requirementNote(kind, names.first?.spelled ?? "", member.decl))
                }
                // `func flip()` met by a struct's `mutating func flip()`.
                if kind == .method, type.kind != .classType, let required = member.decl.as(FunctionDeclSyntax.self),
                   !required.modifiers.contains(where: { $0.name.text == "mutating" }), let spelled = names.first?.spelled,
                   !defaults.contains(spelled) {
                    let witnesses = type.members.compactMap { $0.as(FunctionDeclSyntax.self) }.filter { DeclSyntax($0).memberNames.1.first?.spelled == spelled }
                    if witnesses.count == 1, let witness = witnesses.first, witness.modifiers.contains(where: { $0.name.text == "mutating" }) {
                        return Missing(protocolName: declaredProtocol.name, notes: ["note: candidate is marked 'mutating' but protocol does not allow it"])
                    }
                }
                // `static func makeID()` met by an instance method only; `var name: String` by a `String?`.
                if witnessDiffersInKind(member.decl, in: type) {
                    return Missing(protocolName: declaredProtocol.name, notes: requirementNote(kind, names.first?.spelled ?? "", member.decl))
                }
                // `var value: Int { get set }` met by a `let`, or a property with a getter only.
                if kind == .property, requiresSetter(member.decl), let name = names.first?.spelled,
                   type.members.contains(where: { isReadOnlyProperty($0, named: name) }) {
                    return Missing(protocolName: declaredProtocol.name, notes: ["note: candidate is not settable, but protocol requires it"])
                }
            }
        }
        return nil
    }

    /// Whether the type's only method of the requirement's name and labels (none inherited, none
    /// from an extension of the protocol) takes or gives other types than the requirement's,
    /// each known to the checker.
    private func witnessDiffersInTypes(_ required: FunctionDeclSyntax, in type: ScriptTypeDeclaration) -> Bool {
        guard required.genericParameterClause == nil, !DeclSyntax(required).isStaticMember else { return false }
        func labels(_ function: FunctionDeclSyntax) -> [String] { function.signature.parameterClause.parameters.map(\.firstName.text) }
        let candidates = type.members.compactMap { $0.as(FunctionDeclSyntax.self) }
            .filter { $0.name.text == required.name.text && labels($0) == labels(required) }
        guard candidates.count == 1, let witness = candidates.first, witness.genericParameterClause == nil else { return false }
        func types(_ function: FunctionDeclSyntax) -> [StaticType] {
            function.signature.parameterClause.parameters.map { table.resolve($0.type) }
                + [function.signature.returnClause.map { table.resolve($0.type) } ?? .void]
        }
        let (wanted, given) = (types(required), types(witness))
        // Exactly: swiftc takes neither `-> Dog` for `-> Animal` nor `-> Int` for `-> Int?`.
        return wanted.allSatisfy(\.isKnown) && given.allSatisfy(\.isKnown) && wanted != given
    }

    /// A static requirement whose only witnesses of its name are instance members, or a property
    /// requirement met by the type's own property of another (known) type.
    private func witnessDiffersInKind(_ required: DeclSyntax, in type: ScriptTypeDeclaration) -> Bool {
        let (kind, names) = required.memberNames
        guard let name = names.first?.spelled else { return false }
        let witnesses = type.members.filter { $0.memberNames.0 == kind && $0.memberNames.1.contains { $0.spelled == name } }
        guard !witnesses.isEmpty else { return false }
        if required.isStaticMember {
            return kind == .method && witnesses.allSatisfy { !$0.isStaticMember }
        }
        guard kind == .property, witnesses.count == 1, let witness = witnesses.first?.as(VariableDeclSyntax.self), !witnesses[0].isStaticMember,
              let wantedSyntax = required.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type,
              let givenSyntax = witness.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })?.typeAnnotation?.type
        else { return false }
        let (wanted, given) = (table.resolve(wantedSyntax), table.resolve(givenSyntax))
        guard wanted.isKnown, given.isKnown else { return false }
        // Exactly, as swiftc: `String?` does not meet `String`, nor a subclass its superclass.
        return wanted != given
    }

    private func requiresSetter(_ decl: DeclSyntax) -> Bool {
        guard let variable = decl.as(VariableDeclSyntax.self), !decl.isStaticMember,
              case .accessors(let list)? = variable.bindings.first?.accessorBlock?.accessors else { return false }
        return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }

    /// A `let` property of that name, or a computed one with a getter only.
    private func isReadOnlyProperty(_ decl: DeclSyntax, named name: String) -> Bool {
        guard let variable = decl.as(VariableDeclSyntax.self), !decl.isStaticMember,
              let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) else { return false }
        if variable.bindingSpecifier.tokenKind == .keyword(.let) { return true }
        switch binding.accessorBlock?.accessors {
        case .getter?: return true
        case .accessors(let list)?:
            return !list.contains { [.keyword(.set), .keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
                && list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        case nil: return false
        }
    }

    private func isComputedWithBody(_ decl: DeclSyntax) -> Bool {
        guard let variable = decl.as(VariableDeclSyntax.self), let accessors = variable.bindings.first?.accessorBlock else { return false }
        if case .accessors(let list) = accessors.accessors { return list.contains { $0.body != nil } }
        return true
    }

    private func requirementNote(_ kind: MemberKind, _ spelled: String, _ decl: DeclSyntax) -> [String] {
        switch kind {
        case .method:
            guard let function = decl.as(FunctionDeclSyntax.self) else { return [] }
            let parameters = function.signature.parameterClause.parameters.map { $0.type.trimmedText }.joined(separator: ", ")
            let result = function.signature.returnClause?.type.trimmedText ?? "()"
            return ["note: protocol requires function '\(spelled)' with type '(\(parameters)) -> \(result)'"]
        case .property:
            let type = decl.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type.trimmedText ?? "_"
            return ["note: protocol requires property '\(spelled)' with type '\(type)'"]
        case .initializer:
            return ["note: protocol requires initializer '\(spelled)'"]
        default:
            return []
        }
    }

    // MARK: Synthesized conformances

    /// Equatable, Hashable and Comparable: written by hand, or synthesized for a struct or an
    /// enum whose stored properties (payloads) all conform.
    private func missingSynthesized(_ protocolName: String, in type: ScriptTypeDeclaration, available: Set<String>, knowsAllMembers: Bool,
                                    chain: [ScriptTypeDeclaration], index: DeclarationIndex) -> Missing? {
        guard knowsAllMembers else { return nil }
        // An operator function is spelled by its operator alone (TypeCheckDeclarationIndex.swift).
        let hasEquals = available.contains("==") || hasGlobalOperator("==", for: type, index: index)
        let hasLess = available.contains("<") || hasGlobalOperator("<", for: type, index: index)
        let hasHash = available.contains("hash(into:)") || available.contains("hashValue")
        switch protocolName {
        case "Comparable":
            if hasLess { return nil }
            // Synthesized for an enum without raw values (SE-0266): by case order, then by the
            // payloads, which must be Comparable themselves (judged below).
            guard type.kind == .enumeration, !type.inherited.contains(where: isRawType) else {
                return Missing(notes: ["note: protocol requires function '<' with type '(\(type.name), \(type.name)) -> Bool'"])
            }
            if !hasPayloads(type) { return nil }
        case "Equatable":
            if hasEquals || !chain.isEmpty { return nil }
        default:
            if (hasHash && hasEquals) || !chain.isEmpty { return nil }
            if hasHash && type.kind == .classType { return nil }
        }
        if type.kind == .classType {
            return Missing(notes: protocolName == "Equatable" ? ["note: protocol requires function '==' with type '(\(type.name), \(type.name)) -> Bool'"] : [])
        }
        // Synthesized from the stored properties, or from the enum's payloads.
        for (_, typeSyntax) in storedPropertyTypes(type) {
            if conformance(of: typeSyntax, to: protocolName, index: index) == false {
                let what = type.kind == .enumeration ? "associated value type" : "stored property type"
                return Missing(notes: ["note: \(what) '\(typeSyntax.trimmedText)' does not conform to protocol '\(protocolName)', preventing synthesized conformance of '\(type.name)' to '\(protocolName)'"])
            }
        }
        return nil
    }

    private func isRawType(_ name: String) -> Bool { ["Int", "String", "Double", "Character", "Float"].contains(name) || IntKind.named(name) != nil }

    private func hasPayloads(_ type: ScriptTypeDeclaration) -> Bool {
        type.members.contains { member in member.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.parameterClause != nil } ?? false }
    }

    private func hasGlobalOperator(_ op: String, for type: ScriptTypeDeclaration, index: DeclarationIndex) -> Bool {
        index.globalFunctions.contains { $0.name.text == op && $0.signature.parameterClause.parameters.contains { $0.type.trimmedText == type.name } }
    }

    /// Stored properties' (or enum payloads') declared types; a property without a written type
    /// is not judged.
    private func storedPropertyTypes(_ type: ScriptTypeDeclaration) -> [(String, TypeSyntax)] {
        guard let block = type.decl.memberBlockIfAny else { return [] }
        var found: [(String, TypeSyntax)] = []
        for member in block.members {
            if let enumCase = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in enumCase.elements {
                    for parameter in (element.parameterClause?.parameters).elementsIfAny { found.append((element.name.text, parameter.type)) }
                }
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self), !member.decl.isStaticMember,
                  !variable.modifiers.contains(where: { $0.name.text == "lazy" }), variable.attributes.isEmpty else { continue }
            for binding in variable.bindings {
                if let accessors = binding.accessorBlock {
                    if case .getter = accessors.accessors { continue }
                    if case .accessors(let list) = accessors.accessors, list.contains(where: { $0.accessorSpecifier.text == "get" }) { continue }
                }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let annotation = binding.typeAnnotation?.type else { continue }
                found.append((name, annotation))
            }
        }
        return found
    }

    /// Whether a written type conforms to Equatable, Hashable, Comparable, Encodable or Decodable:
    /// nil when the checker does not know.
    func conformance(of syntax: TypeSyntax, to protocolName: String, index: DeclarationIndex) -> Bool? {
        if let optional = syntax.as(OptionalTypeSyntax.self) {
            return protocolName == "Comparable" ? false : conformance(of: optional.wrappedType, to: protocolName, index: index)
        }
        if let array = syntax.as(ArrayTypeSyntax.self) {
            return protocolName == "Comparable" ? false : conformance(of: array.element, to: protocolName, index: index)
        }
        if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
            if protocolName == "Comparable" { return false }
            let key = conformance(of: dictionary.key, to: protocolName, index: index)
            let value = conformance(of: dictionary.value, to: protocolName, index: index)
            if key == false || value == false { return false }
            return key == true && value == true ? true : nil
        }
        if syntax.is(FunctionTypeSyntax.self) { return false }
        if let tuple = syntax.as(TupleTypeSyntax.self), tuple.elements.count > 1 { return false }
        guard let identifier = syntax.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
        let name = identifier.name.text
        let codable = ["Int", "Double", "Float", "String", "Bool", "Date", "Data", "URL", "UUID", "Int64", "Int32", "UInt", "UInt8", "Decimal"]
        let hashable = ["Int", "Double", "Float", "String", "Bool", "Character", "Date", "Data", "URL", "UUID", "Int64", "Int32", "UInt", "UInt8"]
        let comparable = ["Int", "Double", "Float", "String", "Character", "Date", "Int64", "Int32", "UInt", "UInt8"]
        switch protocolName {
        case "Comparable" where comparable.contains(name): return true
        case "Equatable", "Hashable": if hashable.contains(name) { return true }
        case "Encodable", "Decodable", "Codable": if codable.contains(name) { return true }
        default: break
        }
        if ["Any", "AnyObject", "NSObject"].contains(name) { return false }
        guard let declared = index.types[table.context.map { "\($0).\(name)" } ?? name] ?? index.types[name], !declared.hasGenericParameters else { return nil }
        if declared.kind == .protocolType { return false }
        var wanted = [protocolName]
        switch protocolName {
        case "Equatable": wanted += ["Hashable", "Comparable"]
        case "Encodable", "Decodable": wanted += ["Codable"]
        default: break
        }
        if wanted.contains(where: { index.conforms(declared, to: $0) }) { return true }
        // A library class or protocol in its ancestry may bring the conformance.
        if declared.kind == .classType, !index.ancestors(of: declared).endsInScript { return nil }
        if declared.allInherited.contains(where: { index.types[$0] == nil && !TypeDeclaration.libraryProtocols.contains($0) && !isRawType($0) }) { return nil }
        // An enum without payloads is Equatable and Hashable by itself.
        if declared.kind == .enumeration, ["Equatable", "Hashable"].contains(protocolName), !hasPayloads(declared) { return true }
        return false
    }

    /// Codable: synthesized when every stored property is Codable, unless written by hand.
    private func missingCodable(_ protocolName: String, in type: ScriptTypeDeclaration, available: Set<String>, chain: [ScriptTypeDeclaration], root: String?,
                                index: DeclarationIndex) -> Missing? {
        guard chain.isEmpty, root == nil else { return nil }
        if let keys = type.members.lazy.compactMap({ $0.as(EnumDeclSyntax.self) }).first(where: { $0.name.text == "CodingKeys" }) {
            // `case latitude` with no stored property of that name: neither half can be synthesized.
            if type.kind != .enumeration, let key = keyWithoutProperty(type, keys: keys) {
                let parts = protocolName == "Codable" ? ["Decodable", "Encodable"] : [protocolName]
                if let part = parts.first(where: { !available.contains($0 == "Decodable" ? "init(from:)" : "encode(to:)") }) {
                    return Missing(protocolName: part, notes: ["note: CodingKey case '\(key)' does not match any stored properties"])
                }
            }
            guard protocolName != "Encodable", !available.contains("init(from:)"), type.kind != .enumeration,
                  let property = propertyWithoutKey(type, keys: keys) else { return nil }
            return Missing(protocolName: "Decodable", notes: [
                "note: cannot automatically synthesize 'Decodable' because '\(property)' does not have a matching CodingKey and does not have a default value",
            ])
        }
        // An enum's are its cases' associated values (`case dot(Point)`).
        let stored: [TypeSyntax]
        if type.kind == .enumeration {
            stored = type.members.compactMap { $0.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
                .flatMap { $0.parameterClause?.parameters.map(\.type) ?? [] }
        } else {
            stored = storedPropertyTypes(type).map(\.1)
        }
        let parts = protocolName == "Codable" ? ["Decodable", "Encodable"] : [protocolName]
        for part in parts {
            if part == "Decodable" && available.contains("init(from:)") { continue }
            if part == "Encodable" && available.contains("encode(to:)") { continue }
            for typeSyntax in stored where conformance(of: typeSyntax, to: part, index: index) == false {
                return Missing(protocolName: part, notes: [
                    "note: cannot automatically synthesize '\(part)' because '\(typeSyntax.trimmedText)' does not conform to '\(part)'",
                ])
            }
        }
        return nil
    }

    /// Whether a struct has a stored property (its own, not a wrapper's) without an initial value
    /// that is not a `var` of an Optional type.
    private func storedPropertyWithoutValue(_ type: ScriptTypeDeclaration) -> Bool {
        for member in type.members {
            guard let variable = member.as(VariableDeclSyntax.self), !member.isStaticMember,
                  !variable.modifiers.contains(where: { $0.name.text == "lazy" }), variable.attributes.isEmpty else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil && binding.initializer == nil {
                guard binding.pattern.is(IdentifierPatternSyntax.self), binding.typeAnnotation != nil else { continue }
                if variable.bindingSpecifier.text == "var", binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) != false { continue }
                return true
            }
        }
        return false
    }

    /// A stored property a Decodable type's `CodingKeys` leaves out that has no value of its own
    /// (a `var` of an Optional type has nil): the synthesized `init(from:)` could not set it.
    private func propertyWithoutKey(_ type: ScriptTypeDeclaration, keys: EnumDeclSyntax) -> String? {
        var names: Set<String> = []
        for member in keys.memberBlock.members {
            guard let enumCase = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in enumCase.elements { names.insert(element.name.text) }
        }
        // Keys from elsewhere (an extension of CodingKeys): not judged.
        if keys.memberBlock.members.contains(where: { $0.decl.is(IfConfigDeclSyntax.self) }) { return nil }
        for member in type.members {
            guard let variable = member.as(VariableDeclSyntax.self), !member.isStaticMember,
                  !variable.modifiers.contains(where: { $0.name.text == "lazy" }), variable.attributes.isEmpty else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil && binding.initializer == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !names.contains(name) else { continue }
                if variable.bindingSpecifier.text == "var", binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) != false { continue }
                return name
            }
        }
        return nil
    }

    /// A case of a type's `CodingKeys` that names none of its stored properties.
    private func keyWithoutProperty(_ type: ScriptTypeDeclaration, keys: EnumDeclSyntax) -> String? {
        // Keys from elsewhere (an extension of CodingKeys): not judged.
        if keys.memberBlock.members.contains(where: { $0.decl.is(IfConfigDeclSyntax.self) }) { return nil }
        var stored: Set<String> = []
        for member in type.members {
            guard let variable = member.as(VariableDeclSyntax.self), !member.isStaticMember else { continue }
            for binding in variable.bindings {
                // A property with a getter is computed; one with only observers is stored.
                if case .getter? = binding.accessorBlock?.accessors { continue }
                if case .accessors(let list)? = binding.accessorBlock?.accessors,
                   list.contains(where: { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }) { continue }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                stored.insert(name)
            }
        }
        for member in keys.memberBlock.members {
            guard let enumCase = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            if let element = enumCase.elements.first(where: { !stored.contains($0.name.text) }) { return element.name.text }
        }
        return nil
    }

    /// `case temperature = "temp"` in an enum without a raw type (`enum CodingKeys: CodingKey`).
    func judgeRawValues(_ type: ScriptTypeDeclaration, index: DeclarationIndex) {
        guard type.kind == .enumeration else { return }
        if let rawType = type.inherited.first, Self.rawTypeLiterals[rawType] != nil {
            judgeRawValueLiterals(type, rawType: rawType)
            return
        }
        for name in type.inherited {
            let isProtocol = TypeDeclaration.libraryProtocols.contains(name) || name == "CodingKey" || index.types[name]?.kind == .protocolType
            if !isProtocol { return }
        }
        guard let block = type.decl.memberBlockIfAny else { return }
        for member in block.members {
            guard let enumCase = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            if let element = enumCase.elements.first(where: { $0.rawValue != nil }), let value = element.rawValue?.value {
                error("enum case cannot have a raw value if the enum does not have a raw type", at: value)
                return
            }
        }
    }

    /// The literal kinds each standard raw type takes ("cannot convert value of type 'String' to
    /// raw type 'Int'" names the others).
    private static let rawTypeLiterals: [String: Set<String>] = [
        "Int": ["Int"], "String": ["String"], "Double": ["Int", "Double"], "Float": ["Int", "Double"], "Character": ["String"],
    ]

    /// `enum Level: Int { case low = "low" }`: a raw value of another literal kind; `case b = 1`
    /// after `case a = 1` (or an Int case's implicit value, a String case's name): "raw value for
    /// enum case is not unique", at the value or at the implicit case's name.
    private func judgeRawValueLiterals(_ type: ScriptTypeDeclaration, rawType: String) {
        guard let block = type.decl.as(EnumDeclSyntax.self)?.memberBlock, let accepted = Self.rawTypeLiterals[rawType] else { return }
        var seen: Set<String> = []
        var next: Int? = 0  // an Int case's implicit value
        for member in block.members {
            guard let enumCase = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in enumCase.elements {
                var key: String?
                var at = Syntax(element.name)
                if let value = element.rawValue?.value {
                    at = Syntax(value)
                    var literal = value
                    var negative = false
                    if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
                        literal = prefix.expression
                        negative = true
                    }
                    let kind: String
                    if let integer = literal.as(IntegerLiteralExprSyntax.self) {
                        kind = "Int"
                        let digits = String(integer.literal.text.filter { $0 != "_" })
                        if let number = Swift.Int(digits) {
                            next = (negative ? -number : number) &+ 1
                            key = Swift.String(negative ? -number : number)
                        } else {
                            next = nil
                        }
                    } else if let float = literal.as(FloatLiteralExprSyntax.self) {
                        kind = "Double"
                        next = nil
                        key = rawType == "Double" || rawType == "Float" ? Swift.Double(float.literal.text).map { Swift.String(negative ? -$0 : $0) } : nil
                    } else if let string = literal.as(StringLiteralExprSyntax.self), !negative {
                        kind = "String"
                        let simple = string.segments.count == 1 ? string.segments.first?.as(StringSegmentSyntax.self)?.content.text : nil
                        key = simple.flatMap { $0.contains("\\") ? nil : $0 }
                    } else if literal.is(BooleanLiteralExprSyntax.self), !negative {
                        kind = "Bool"
                    } else {
                        return  // not a literal swiftc would take: not judged
                    }
                    guard accepted.contains(kind) else {
                        error("cannot convert value of type '\(kind)' to raw type '\(rawType)'", at: value)
                        return
                    }
                    if (rawType == "Double" || rawType == "Float"), kind == "Int", let number = key.flatMap(Swift.Double.init) { key = Swift.String(number) }
                } else {
                    switch rawType {
                    case "Int":
                        key = next.map(Swift.String.init)
                        next = next.map { $0 &+ 1 }
                    case "String": key = element.name.text
                    default: key = nil
                    }
                }
                guard let key else { continue }
                if seen.contains(key) {
                    error("raw value for enum case is not unique", at: at)
                    return
                }
                seen.insert(key)
            }
        }
    }
}
