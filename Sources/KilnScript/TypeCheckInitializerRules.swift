// An initializer's rules of definite initialization, in swiftc's words and at its positions:
// every stored property set on every path before a `return` (or the closing brace), `self` not
// used (a method called) before then, `super.init` called after the subclass's own properties
// are set and before returning, a `let` property set once.
import SwiftSyntax

final class InitializerFlow: AssignmentFlow {
    let type: TypeDeclaration
    let initializer: InitializerDeclSyntax
    /// Properties to set, by name; those with an initial value start assigned.
    private let properties: [String: PropertyToInitialize]
    private let order: [String]
    private let methods: Set<String>
    /// `super.init()` is called implicitly at the end (the superclass has an `init()`); nil when
    /// the checker does not know the superclass.
    private let implicitSuperInit: Bool?
    private static let superKey = "super.init"

    init(type: TypeDeclaration, initializer: InitializerDeclSyntax, table: TypeTable, never: Set<String>) {
        var type = type
        if let first = type.superclass, table.types[first]?.kind == .protocolType || TypeDeclaration.libraryProtocols.contains(first) {
            type.superclass = nil
        }
        self.type = type
        self.initializer = initializer
        properties = Dictionary(type.storedProperties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        order = type.storedProperties.map(\.name)
        var methods = Set<String>()
        if let known = table.types[type.path] { methods = Set(known.methods.keys) }
        for member in type.members {
            if let function = member.decl.as(FunctionDeclSyntax.self),
               !function.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
                methods.insert(function.name.text)
            }
        }
        self.methods = methods.subtracting(properties.keys)
        if let superclass = type.superclass, type.isClass {
            if superclass == "NSObject" {
                implicitSuperInit = true
            } else if let base = table.types[superclass], !base.isLibrary, base.kind == .classType {
                // A script class: an `init()` of its own, or the one Swift gives it.
                implicitSuperInit = base.initializers.isEmpty || base.initializers.contains { $0.labels.isEmpty }
            } else {
                implicitSuperInit = nil
            }
        } else {
            implicitSuperInit = nil
        }
        super.init(neverReturning: never)
        for property in type.storedProperties where property.hasValue { state.assign("self." + property.name) }
    }

    private var isSubclass: Bool {
        guard let superclass = type.superclass, type.isClass else { return false }
        // The first inherited name may be a protocol; a subclass is known when its superclass is.
        return implicitSuperInit != nil || superclass == "NSObject"
    }

    /// Properties not surely set here, in declaration order.
    private var unset: [String] {
        order.filter { !state.definite.contains("self." + $0) && properties[$0]?.hasValue == false }
    }


    private func notes(_ names: [String]) -> [String] { names.map { "note: 'self.\($0)' not initialized" } }

    private var superInitCalled: Bool { state.definite.contains(Self.superKey) }

    override var tracksNames: Bool { true }

    /// A class's method called before every property is set: reported after the walk, unless
    /// the initializer also returns without them (swiftc reports that first).
    var selfUsedEarly: FlowError?

    // MARK: Hooks

    override func useOfBareName(_ reference: DeclReferenceExprSyntax, calledAs call: FunctionCallExprSyntax?) -> Bool {
        let name = reference.baseName.text
        if shadowedNames.contains(name) { return false }
        if properties[name] != nil {
            if !state.possible.contains("self." + name) {
                readBeforeSet(name, at: Syntax(reference))
            } else if !state.definite.contains("self." + name) {
                gaveUp = true
            }
            return true
        }
        guard methods.contains(name) else { return false }
        if call != nil { methodCalled(name, at: Syntax(reference), viaSelf: nil) } else if !unset.isEmpty { gaveUp = true }
        return true
    }

    override func useOfSelf(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id else {
            // `self` itself, passed or printed.
            if !unset.isEmpty || (isSubclass && !superInitCalled) { gaveUp = true }
            return true
        }
        let name = member.declName.baseName.text
        if properties[name] != nil {
            if !state.possible.contains("self." + name) {
                readBeforeSet(name, at: Syntax(member.declName))
            } else if !state.definite.contains("self." + name) {
                gaveUp = true
            }
        } else if methods.contains(name), member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id {
            methodCalled(name, at: Syntax(member.declName), viaSelf: reference)
        } else if isSubclass, unset.isEmpty, !superInitCalled, !state.possible.contains(Self.superKey), !methods.contains(name) {
            // `print(self.name)` of an inherited property before `super.init`.
            report("'self' used in property access '\(name)' before 'super.init' call", at: member.declName)
        } else if !unset.isEmpty || (isSubclass && !superInitCalled) {
            gaveUp = true
        }
        return true
    }

    /// A stored property read where no path has set it yet (`print(title)` before
    /// `self.title = title`). swiftc names a class's property as a variable or a constant by the
    /// first property still unset; a struct's read is a use of `self`.
    private func readBeforeSet(_ name: String, at node: Syntax) {
        let missing = unset
        if type.isClass {
            let isLet = (missing.first.flatMap { properties[$0] } ?? properties[name])?.isLet ?? false
            report("\(isLet ? "constant" : "variable") 'self.\(name)' used before being initialized", at: node)
        } else {
            report("'self' used before all stored properties are initialized", at: node, notes: notes(missing))
        }
    }

    /// A method of `self` called in the initializer.
    private func methodCalled(_ name: String, at node: Syntax, viaSelf: DeclReferenceExprSyntax?) {
        let missing = unset
        if !missing.isEmpty {
            if type.isClass {
                // swiftc reports a class's return without every property first, when there is one.
                if selfUsedEarly == nil {
                    selfUsedEarly = FlowError(message: "'self' used in method call '\(name)' before all stored properties are initialized",
                                              node: node, notes: notes(missing))
                }
            } else {
                report("'self' used before all stored properties are initialized", at: viaSelf.map(Syntax.init) ?? node, notes: notes(missing))
            }
        } else if type.superclass != nil, type.isClass, !superInitCalled {
            if isSubclass && !state.possible.contains(Self.superKey) {
                report("'self' used in method call '\(name)' before 'super.init' call", at: node)
            } else {
                gaveUp = true
            }
        }
    }

    override func assignToSelfMember(_ name: String, bare: Bool, at op: Syntax) -> Bool {
        guard let property = properties[name], !(bare && shadowedNames.contains(name)) else {
            if bare && shadowedNames.contains(name) { return false }
            // A computed property or one inherited: a use of `self`.
            if !unset.isEmpty || (type.superclass != nil && type.isClass && !superInitCalled) { gaveUp = true }
            return true
        }
        let key = "self." + name
        if property.isLet && state.possible.contains(key) {
            if state.definite.contains(key) {
                var notes: [String] = []
                if property.hasValue { notes.append("note: initial value already provided in 'let' declaration") }
                notes.append("note: change 'let' to 'var' to make it mutable")
                report("immutable value '\(key)' may only be initialized once", at: op, notes: notes)
            } else {
                gaveUp = true
            }
        }
        state.assign(key)
        return true
    }

    override func delegated(_ call: FunctionCallExprSyntax, toSuper: Bool) {
        guard toSuper else { gaveUp = true; return }
        let missing = unset
        if !missing.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            report("property 'self.\(missing[0])' not initialized at super.init call", at: member.declName)
        }
        state.assign(Self.superKey)
    }

    override func exit(at returnNode: Syntax, returnsNil: Bool) {
        if returnsNil || isDone { return }
        // A class's initializer returns through one exit, which swiftc places at its closing brace.
        let node = type.isClass ? initializer.body.map { Syntax($0.rightBrace) } ?? returnNode : returnNode
        let missing = unset
        if type.isClass, type.superclass != nil {
            guard let implicit = implicitSuperInit else {
                // An unknown superclass: whether `super.init()` is implicit is not known.
                if !missing.isEmpty { gaveUp = true }
                return
            }
            if superInitCalled { return }
            if state.possible.contains(Self.superKey) { gaveUp = true; return }
            if implicit {
                if let first = missing.first {
                    report("property 'self.\(first)' not initialized at implicitly generated super.init call", at: initializer.initKeyword)
                }
            } else if missing.isEmpty {
                // A failable initializer's exit reads `self` first.
                report(initializer.optionalMark == nil ? "'super.init' isn't called on all paths before returning from initializer"
                       : "'self' used before 'super.init' call", at: node)
            } else {
                gaveUp = true
            }
            return
        }
        if !missing.isEmpty {
            report("return from initializer without initializing all stored properties", at: node, notes: notes(missing))
        }
    }

    override func captured(_ node: Syntax, byFunction name: TokenSyntax? = nil) {
        if !unset.isEmpty || (type.isClass && type.superclass != nil && !superInitCalled) {
            let names = Set(properties.keys).union(methods)
            if node.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.self) || names.contains($0.text) }) {
                gaveUp = true
                return
            }
        }
        super.captured(node, byFunction: name)
    }
}
