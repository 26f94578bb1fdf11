// Overrides and required initializers, in swiftc's words and at its positions: a member that
// overrides without `override`, `override` on a member the superclass does not have, overriding
// a `final` member or subclassing a `final` class, a `required` initializer a subclass must
// provide, an initializer that satisfies a protocol's requirement without `required`. Judged
// only over classes whose superclasses are the script's (or NSObject, for what it declares).
import SwiftSyntax

extension TypeChecker {
    /// What NSObject declares that a subclass overrides: `init()`, `description`, `isEqual(_:)`, `hash`.
    private static let objectMembers: [String: MemberKind] = [
        "init()": .initializer, "description": .property, "debugDescription": .property, "hash": .property,
        "isEqual(_:)": .method, "copy()": .method,
    ]

    /// NSCoding's members, which NSObject itself does not declare: `override` on them in a class
    /// whose superclasses (the script's, up to NSObject) do not declare them overrides nothing.
    private static let codingMembers: [String: MemberKind] = ["encode(with:)": .method, "init(coder:)": .initializer]

    /// Members Swift synthesizes for a conformance, with the protocols that bring them.
    private static let synthesizedBy: [String: Set<String>] = [
        "encode(to:)": ["Codable", "Encodable"], "init(from:)": ["Codable", "Decodable"],
    ]

    func checkOverrides(_ index: DeclarationIndex) {
        for path in index.order {
            guard let type = index.types[path], type.kind == .classType, !isLibrary(type.decl) else { continue }
            let (chain, endsInScript, root) = index.ancestors(of: type)
            if let parent = chain.first, parent.isFinal, let superName = index.superclass(of: type) {
                error("inheritance from a final class '\(superName)'", at: type.nameToken)
                continue
            }
            let knownRoot = endsInScript || root == "NSObject"
            guard chain.count > 0 || root == "NSObject", !type.hasGenericParameters, !chain.contains(where: \.hasGenericParameters) else { continue }
            let ownMembers = type.decl.as(ClassDeclSyntax.self)?.memberBlock.members.map(\.decl) ?? []
            for member in ownMembers {
                checkOverride(member, of: type, chain: chain, knownRoot: knownRoot, objectRoot: root == "NSObject")
            }
            checkRequiredInitializers(type, chain: chain, index: index)
        }
        checkRequiredForProtocols(index)
    }

    private func checkOverride(_ member: DeclSyntax, of type: ScriptTypeDeclaration, chain: [ScriptTypeDeclaration], knownRoot: Bool, objectRoot: Bool) {
        let (kind, names) = member.memberNames
        guard kind == .method || kind == .property || kind == .initializer, names.count == 1, let name = names.first,
              let token = member.memberNameToken else { return }
        let modifiers = member.modifierNames
        let says = modifiers.contains("override")
        if name.isStatic {
            // `override static func make()`, `override static var sides`: a `static` member is final.
            guard says, kind == .method || kind == .property, chain.contains(where: { ancestor in
                ancestor.members.contains { candidate in
                    candidate.memberNames.0 == kind && candidate.memberNames.1.contains(name) && candidate.modifierNames.contains("static")
                }
            }) else { return }
            error(kind == .method ? "cannot override static method" : "cannot override static property", at: token)
            return
        }
        // The superclasses' member of this name, nearest first.
        var inherited: DeclSyntax?
        for ancestor in chain {
            inherited = ancestor.members.first { candidate in
                let (candidateKind, candidateNames) = candidate.memberNames
                return candidateKind == kind && candidateNames.contains(name)
            }
            if inherited != nil { break }
        }
        let fromObject = objectRoot && Self.objectMembers[name.spelled] == kind
        // What Swift synthesizes for a superclass's Codable conformance is overridden like its own.
        if inherited == nil, let protocols = Self.synthesizedBy[name.spelled],
           chain.contains(where: { !Set($0.allInherited).isDisjoint(with: protocols) }) { return }
        if let inherited {
            // Overloads of another type are other members: judged only when the types are the same.
            guard inherited.signatureText == member.signatureText || kind == .property else {
                if says, kind == .method, !Self.hasSameSignature(member, among: chain, name: name),
                   Self.differInStandardParameterType(member, inherited) {
                    error("method does not override any method from its superclass", at: token)
                }
                return
            }
            if kind == .property, says, let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1,
               variable.bindings.first?.accessorBlock == nil {
                // `override let name = "b"`: an override gives accessors or observers, never storage.
                error("cannot override with a stored property '\(name.spelled)'", at: token)
                return
            }
            // `override var size: Double { … }` of an `Int` property.
            if kind == .property, says, let mine = member.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type,
               let theirs = inherited.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type {
                let (a, b) = (table.resolve(mine), table.resolve(theirs))
                // Plain value types only: a read-only property may be overridden with a subclass or a non-optional.
                let plain: [StaticType] = [.int, .double, .float, .bool, .string, .character]
                if plain.contains(a), plain.contains(b), !a.hasSugar, !b.hasSugar, a != b {
                    error("property '\(name.spelled)' with type '\(a)' cannot override a property with type '\(b)'", at: token)
                    return
                }
            }
            let inheritedModifiers = inherited.modifierNames
            if kind == .property, says, inherited.as(VariableDeclSyntax.self)?.bindingSpecifier.text == "let",
               let variable = member.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var",
               variable.bindings.first?.accessorBlock != nil, !isObserversOnly(variable) {
                error("cannot override immutable 'let' property '\(name.spelled)' with the getter of a 'var'", at: token)
                return
            }
            if kind == .initializer, inheritedModifiers.contains("required"), !modifiers.contains("required") {
                error("'required' modifier must be present on all overrides of a required initializer", at: token)
                return
            }
            if inheritedModifiers.contains("final") {
                guard says else { return }
                let noun = kind == .method ? "instance method" : "property"
                error("\(noun) overrides a 'final' \(noun)", at: token)
                return
            }
            if kind == .initializer {
                // Required and convenience initializers follow their own rules.
                if inheritedModifiers.contains("required") || modifiers.contains("required") || modifiers.contains("convenience")
                    || inheritedModifiers.contains("convenience") { return }
            }
            if kind == .property, let variable = member.as(VariableDeclSyntax.self),
               variable.bindings.first?.accessorBlock == nil || isObserversOnly(variable) { return }
            if !says { error("overriding declaration requires an 'override' keyword", at: token) }
            return
        }
        if fromObject {
            if !says && !(kind == .initializer && modifiers.contains("convenience")) {
                if kind == .property, let variable = member.as(VariableDeclSyntax.self), variable.bindings.first?.accessorBlock == nil { return }
                error("overriding declaration requires an 'override' keyword", at: token)
            }
            return
        }
        guard says, knownRoot, !objectRoot || Self.codingMembers[name.spelled] == kind else { return }
        if kind == .initializer, !objectRoot {
            // A superclass without designated initializers of its own has Swift's `init()`, or inherits its superclass's.
            let designated = chain.first?.members.compactMap { $0.as(InitializerDeclSyntax.self) }
                .filter { !$0.modifiers.contains { $0.name.text == "convenience" } } ?? []
            guard !designated.isEmpty, let own = member.as(InitializerDeclSyntax.self) else { return }
            let count = own.signature.parameterClause.parameters.count
            let sameArity = designated.filter { $0.signature.parameterClause.parameters.count == count }
            if sameArity.count == 1, let overridden = sameArity.first, let spelled = DeclSyntax(overridden).memberNames.1.first?.spelled {
                error("argument labels for initializer '\(name.spelled)' do not match those of overridden initializer '\(spelled)'", at: token)
                return
            }
        }
        switch kind {
        case .method: error("method does not override any method from its superclass", at: token)
        case .property: error("property does not override any property from its superclass", at: token)
        default: error("initializer does not override a designated initializer from its superclass", at: token)
        }
    }

    /// Whether a superclass declares the method with the very same signature.
    private static func hasSameSignature(_ member: DeclSyntax, among chain: [ScriptTypeDeclaration], name: MemberName) -> Bool {
        chain.contains { ancestor in
            ancestor.members.contains { $0.memberNames.1.contains(name) && $0.signatureText == member.signatureText }
        }
    }

    /// Two methods of one name and labels whose parameters differ in a standard type (`hours: Int`
    /// against `hours: Double`): not the same method.
    private static func differInStandardParameterType(_ member: DeclSyntax, _ inherited: DeclSyntax) -> Bool {
        guard let own = member.as(FunctionDeclSyntax.self), let other = inherited.as(FunctionDeclSyntax.self),
              own.genericParameterClause == nil, other.genericParameterClause == nil else { return false }
        let standard: Set<String> = ["Int", "Double", "Float", "String", "Bool", "Character"]
        let mine = own.signature.parameterClause.parameters.map(\.type.trimmedText)
        let theirs = other.signature.parameterClause.parameters.map(\.type.trimmedText)
        guard mine.count == theirs.count else { return false }
        if zip(mine, theirs).contains(where: { standard.contains($0) && standard.contains($1) && $0 != $1 }) { return true }
        // The same parameters and another standard result type (`-> String` over `-> Int`).
        guard mine == theirs, let result = own.signature.returnClause?.type.trimmedText,
              let otherResult = other.signature.returnClause?.type.trimmedText else { return false }
        return standard.contains(result) && standard.contains(otherResult) && result != otherResult
    }

    private func isObserversOnly(_ variable: VariableDeclSyntax) -> Bool {
        guard case .accessors(let list)? = variable.bindings.first?.accessorBlock?.accessors else { return false }
        return list.allSatisfy { $0.accessorSpecifier.text == "willSet" || $0.accessorSpecifier.text == "didSet" }
    }

    /// A subclass that declares a designated initializer inherits none: it must provide its
    /// superclass's `required` ones.
    private func checkRequiredInitializers(_ type: ScriptTypeDeclaration, chain: [ScriptTypeDeclaration], index: DeclarationIndex) {
        guard let parent = chain.first, let classDecl = type.decl.as(ClassDeclSyntax.self) else { return }
        let own = classDecl.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard own.contains(where: { !$0.modifiers.contains { $0.name.text == "convenience" } }) else { return }
        let ownNames = Set(own.map { DeclSyntax($0).memberNames.1.first?.spelled ?? "" })
        for ancestor in chain {
            for member in ancestor.members {
                guard let initializer = member.as(InitializerDeclSyntax.self), initializer.modifiers.contains(where: { $0.name.text == "required" }),
                      let name = member.memberNames.1.first?.spelled, !ownNames.contains(name) else { continue }
                error("'required' initializer '\(name)' must be provided by subclass of '\(parent.name)'", at: classDecl.memberBlock.rightBrace)
                return
            }
        }
    }

    /// In a class that is not `final`, an initializer a protocol requires must be `required`.
    private func checkRequiredForProtocols(_ index: DeclarationIndex) {
        for path in index.order {
            guard let type = index.types[path], type.kind == .classType, !type.isFinal, !isLibrary(type.decl) else { continue }
            var requirements = Set<String>()
            if index.conforms(type, to: "Decodable") || index.conforms(type, to: "Codable") { requirements.insert("init(from:)") }
            if isFoundationNSCoding || table.types["NSSecureCoding"]?.isLibrary == true, index.conforms(type, to: "NSCoding") || index.conforms(type, to: "NSSecureCoding") {
                requirements.insert("init(coder:)")
            }
            var seen: Set<String> = []
            func protocolInitializers(_ names: [String]) {
                for name in names where seen.insert(name).inserted {
                    guard let declared = index.types[name] else { continue }
                    if declared.kind == .protocolType {
                        for member in declared.members where member.is(InitializerDeclSyntax.self) {
                            if let spelled = member.memberNames.1.first?.spelled { requirements.insert(spelled) }
                        }
                        protocolInitializers(declared.inherited)
                    }
                }
            }
            protocolInitializers(type.allInherited)
            guard !requirements.isEmpty, let classDecl = type.decl.as(ClassDeclSyntax.self) else { continue }
            for member in classDecl.memberBlock.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self),
                      let name = member.decl.memberNames.1.first?.spelled, requirements.contains(name),
                      !initializer.modifiers.contains(where: { $0.name.text == "required" }) else { continue }
                error("initializer requirement '\(name)' can only be satisfied by a 'required' initializer in non-final class '\(type.name)'",
                      at: initializer.initKeyword)
                break
            }
        }
    }
}
