// A top-level name declared twice (`struct Person` or `var john` again further down): swiftc
// looks names up in the whole file, so each use of the name is ambiguous, and it checks the file
// in order — top-level code, global initializers, declarations' signatures and stored properties'
// initializers as they come, the bodies of functions last. A use met before the second
// declaration is checked is its first error: "ambiguous use of 'john'", "'Person' is ambiguous
// for type lookup in this context", "ambiguous use of 'init(name:)'" where both types have an
// initializer the call fits. (Where swiftc's solver gives up — "failed to produce diagnostic for
// expression" — Kiln names the ambiguous use.)
import SwiftSyntax

extension TypeChecker {
    /// Reports the first use of a redeclared top-level name that swiftc meets before the first
    /// second declaration; whether there was one.
    @discardableResult
    func judgeAmbiguousRedeclarations(_ items: [CodeBlockItemSyntax]) -> Bool {
        var types: [String: [DeclSyntax]] = [:]
        var variables: [String: Int] = [:]
        var assignable: [String: Int] = [:]  // declarations of the name an assignment can set
        var functions: [String: (spelled: String, count: Int)] = [:]
        var firstAgain: Int?  // the item of the first second declaration
        for (index, item) in items.enumerated() {
            guard case .decl(let decl) = item.item else { continue }
            var again = false
            if let name = Self.ambiguityTypeName(decl) {
                types[name, default: []].append(decl)
                again = types[name]!.count > 1
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    for token in binding.pattern.tokens(viewMode: .sourceAccurate) where token.parent?.is(IdentifierPatternSyntax.self) == true {
                        variables[token.text, default: 0] += 1
                        if variable.bindingSpecifier.text == "var" || binding.initializer == nil { assignable[token.text, default: 0] += 1 }
                        if variables[token.text]! > 1 { again = true }
                    }
                }
            } else if let function = decl.as(FunctionDeclSyntax.self), function.genericParameterClause == nil {
                let spelled = function.name.text + DeclSyntax.labels(function.signature.parameterClause)
                let key = spelled + " " + decl.signatureText
                let shown = function.signature.parameterClause.parameters.allSatisfy { $0.firstName.text == "_" }
                    && !function.signature.parameterClause.parameters.isEmpty ? function.name.text : spelled
                functions[key, default: (shown, 0)].count += 1
                if functions[key]!.count > 1 { again = true }
            }
            if again, firstAgain == nil { firstAgain = index }
        }
        guard let firstAgain else { return false }
        let redeclaredTypes = types.filter { $0.value.count > 1 }
        let redeclaredVariables = Set(variables.filter { $0.value > 1 }.keys)
        var redeclaredFunctions: [String: String] = [:]  // base name + labels → as swiftc names it
        for (key, value) in functions where value.count > 1 { redeclaredFunctions[String(key.prefix { $0 != " " })] = value.spelled }
        let overloaded = Set(topLevelFunctions.filter { $0.value.count > 1 }.keys)
        let finder = AmbiguousUseFinder(types: redeclaredTypes, variables: redeclaredVariables, functions: redeclaredFunctions,
                                        assignable: assignable, overloaded: overloaded)
        for item in items[..<firstAgain] {
            finder.walk(item)
            if let (message, node) = finder.found {
                error(message, at: node)
                return true
            }
        }
        return false
    }

    /// The name a type declaration declares, for ambiguity (`typealias` included).
    static func ambiguityTypeName(_ decl: DeclSyntax) -> String? {
        switch decl.kind {
        case .structDecl: return decl.as(StructDeclSyntax.self)?.name.text
        case .classDecl: return decl.as(ClassDeclSyntax.self)?.name.text
        case .enumDecl: return decl.as(EnumDeclSyntax.self)?.name.text
        case .protocolDecl: return decl.as(ProtocolDeclSyntax.self)?.name.text
        case .actorDecl: return decl.as(ActorDeclSyntax.self)?.name.text
        case .typeAliasDecl: return decl.as(TypeAliasDeclSyntax.self)?.name.text
        default: return nil
        }
    }
}

/// Walks what swiftc checks in order (not the bodies of functions, initializers, accessors or
/// deinitializers) for the first ambiguous use.
private final class AmbiguousUseFinder: SyntaxVisitor {
    let types: [String: [DeclSyntax]]
    let variables: Set<String>
    let functions: [String: String]
    var found: (String, Syntax)?
    /// Names bound inside the item being walked (closure parameters, `if let`, `for`): not the globals.
    private var localNames: Set<String> = []

    /// How many declarations of a name an assignment can set: `weatherAdvice = "…"` beside a
    /// `let weatherAdvice = …` that has its value picks the other one.
    let assignable: [String: Int]
    /// Script functions of several overloads: an ambiguous argument may still pick one (`f(x)`).
    let overloaded: Set<String>

    init(types: [String: [DeclSyntax]], variables: Set<String>, functions: [String: String], assignable: [String: Int], overloaded: Set<String>) {
        self.types = types
        self.variables = variables
        self.functions = functions
        self.assignable = assignable
        self.overloaded = overloaded
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.parent?.is(SourceFileSyntax.self) == true { localNames = Self.boundNames(in: node) }
        return found == nil ? .visitChildren : .skipChildren
    }

    /// Names a pattern or a closure binds inside `node`, outside a top-level variable's own pattern.
    private static func boundNames(in node: CodeBlockItemSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind, let parent = token.parent else { continue }
            if parent.is(IdentifierPatternSyntax.self) {
                // A top-level `var x` declares the global itself.
                if let binding = parent.parent?.as(PatternBindingSyntax.self), binding.pattern.id == parent.id,
                   let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { continue }
                names.insert(token.text)
            } else if parent.is(ClosureShorthandParameterSyntax.self) || parent.is(ClosureParameterSyntax.self) || parent.is(ClosureCaptureSyntax.self)
                        || parent.is(OptionalBindingConditionSyntax.self) || parent.is(FunctionParameterSyntax.self) {
                names.insert(token.text)
            }
        }
        return names
    }

    // Bodies swiftc checks after the declarations.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        if let parent = node.parent, parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
            || parent.is(DeinitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) { return .skipChildren }
        return found == nil ? .visitChildren : .skipChildren
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        // A computed property's or subscript's getter; observers (`didSet`) are bodies too.
        .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, types[node.name.text] != nil {
            found = ("'\(node.name.text)' is ambiguous for type lookup in this context", Syntax(node.name))
        }
        return found == nil ? .visitChildren : .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if let base = node.base?.as(DeclReferenceExprSyntax.self), let decls = types[base.baseName.text], !localNames.contains(base.baseName.text) {
            let member = node.declName.baseName.text
            if member == "init" {
                if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                    judgeInitializers(decls, call, at: Syntax(base))
                }
            } else if decls.filter({ Self.hasMember(member, $0) }).count > 1 {
                found = ("ambiguous use of '\(member)'", Syntax(node.declName.baseName))
            }
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        let name = node.baseName.text
        if localNames.contains(name) { return .skipChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .skipChildren }
        if let decls = types[name] {
            var callee = Syntax(node)
            if let specialized = node.parent?.as(GenericSpecializationExprSyntax.self) { callee = Syntax(specialized) }
            if let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id {
                judgeInitializers(decls, call, at: Syntax(node))
            }
        } else if variables.contains(name) {
            if Self.isAssigned(node), assignable[name, default: 0] < 2 { return .skipChildren }
            if let argument = node.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
               let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), overloaded.contains(callee.baseName.text) {
                return .skipChildren
            }
            // `Int(possibleNumber)`: the ambiguity is the library initializer's.
            if let argument = node.parent?.as(LabeledExprSyntax.self), argument.expression.id == node.id,
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
               let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), LibraryTypeNames.all.contains(callee.baseName.text) {
                found = ("ambiguous use of 'init'", Syntax(callee))
            } else {
                found = ("ambiguous use of '\(name)'", Syntax(node))
            }
        } else if !functions.isEmpty {
            var labels = "("
            if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                for argument in call.arguments { labels += (argument.label?.text ?? "_") + ":" }
            } else if let names = node.argumentNames {
                for argument in names.arguments { labels += argument.name.text + ":" }
            }
            if let spelled = functions[name + labels + ")"] { found = ("ambiguous use of '\(spelled)'", Syntax(node)) }
        }
        return .skipChildren
    }

    /// Whether `node` is the left side of `=`.
    private static func isAssigned(_ node: DeclReferenceExprSyntax) -> Bool {
        guard let list = node.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index + 1 < elements.count else { return false }
        return elements[index + 1].is(AssignmentExprSyntax.self)
    }

    /// `Point(x: 1, y: 2)` where both `Point`s have an initializer the call fits: named by its full
    /// name when every fitting one has it, else `init`.
    private func judgeInitializers(_ decls: [DeclSyntax], _ call: FunctionCallExprSyntax, at node: Syntax) {
        var labels = call.arguments.map { $0.label?.text ?? "_" }
        if call.trailingClosure != nil { labels.append("_") }
        for closure in call.additionalTrailingClosures { labels.append(closure.label.text) }
        let fitting = decls.flatMap { Self.initializers(of: $0) }.filter { Self.fits(labels, $0) }
        // swiftc prefers the initializer leaving the fewest defaulted parameters unwritten: only a
        // tie among those is ambiguous (its message names every initializer the call fits).
        let unwritten = fitting.map { $0.count - labels.count }
        guard let fewest = unwritten.min(), unwritten.filter({ $0 == fewest }).count > 1 else { return }
        let names = Set(fitting.map { "init(" + $0.map { $0.label + ":" }.joined() + ")" })
        found = ("ambiguous use of '\(names.count == 1 ? names.first! : "init")'", node)
    }

    private typealias Parameter = (label: String, defaulted: Bool)

    private static func fits(_ labels: [String], _ parameters: [Parameter]) -> Bool {
        var next = 0
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.label { next += 1 } else if !parameter.defaulted { return false }
        }
        return next == labels.count
    }

    /// A type's initializers by their parameters: its own, else a struct's memberwise one and
    /// `init()` where every stored property has a value, else a raw-value enum's `init?(rawValue:)`.
    private static func initializers(of decl: DeclSyntax) -> [[Parameter]] {
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return [] }
        var found: [[Parameter]] = []
        for member in group.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            found.append(initializer.signature.parameterClause.parameters.map { ($0.firstName.text, $0.defaultValue != nil) })
        }
        if !found.isEmpty { return found }
        // A class's inherited initializers are its superclass's, the same declarations for both.
        if decl.is(ClassDeclSyntax.self), decl.as(ClassDeclSyntax.self)?.inheritanceClause != nil { return [] }
        if decl.is(EnumDeclSyntax.self) {
            return decl.as(EnumDeclSyntax.self)?.inheritanceClause == nil ? [] : [[("rawValue", false)]]
        }
        var memberwise: [Parameter] = []
        for member in group.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !member.decl.isStaticMember else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let accessors = binding.accessorBlock, case .getter = accessors.accessors { continue }
                if let accessors = binding.accessorBlock, case .accessors(let list) = accessors.accessors,
                   list.contains(where: { $0.accessorSpecifier.text == "get" }) { continue }
                let optional = binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
                let defaulted = binding.initializer != nil || !variable.attributes.isEmpty || (optional && variable.bindingSpecifier.text == "var")
                if variable.bindingSpecifier.text == "let" && binding.initializer != nil { continue }
                memberwise.append((name, defaulted))
            }
        }
        if decl.is(StructDeclSyntax.self) { found.append(memberwise) }
        if memberwise.allSatisfy(\.defaulted), !(decl.is(StructDeclSyntax.self) && memberwise.isEmpty) { found.append([]) }
        return found
    }

    /// Whether a type declares a member of this name (a case, a property, a method, a nested type).
    private static func hasMember(_ name: String, _ decl: DeclSyntax) -> Bool {
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return false }
        return group.memberBlock.members.contains { member in
            if let cases = member.decl.as(EnumCaseDeclSyntax.self) { return cases.elements.contains { $0.name.text == name } }
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
            }
            if let function = member.decl.as(FunctionDeclSyntax.self) { return function.name.text == name }
            return TypeChecker.ambiguityTypeName(member.decl) == name
        }
    }
}
