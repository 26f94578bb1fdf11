// Actor isolation, as far as one thread needs it judged: an actor's method called, or its
// `var` read or changed, from code outside the actor without `await` (`counter.bump()` at the
// top level) is refused in swiftc's words. Kiln runs an actor as a class (SourceFile reads the
// keyword as `class`); `SourceFile.actorNames` keeps which classes were actors. Only the plain
// contexts are judged — the top level, a function or initializer of a type without attributes
// or inheritance — never a closure (its isolation is inferred) nor the actor's own code.
import SwiftSyntax

extension TypeChecker {
    /// How code outside an actor reaches its member.
    enum ActorUse { case call, read, mutation }

    /// `member` names an isolated member of the actor `type`: refused where no `await` covers it.
    func judgeActorIsolation(_ member: MemberAccessExprSyntax, of type: NominalType, call: FunctionCallExprSyntax?) {
        guard !source.actorNames.isEmpty, source.actorNames.contains(type.name), !isLibrary(member),
              member.base?.is(SuperExprSyntax.self) != true, member.base?.is(DeclReferenceExprSyntax.self) == true
                || member.base?.is(MemberAccessExprSyntax.self) == true else { return }
        let name = member.declName.baseName.text
        guard let isAsync = actorIsolationContext(of: member) else { return }
        let declarations = actorMembers(of: type.name, named: name)
        guard !declarations.isEmpty, !declarations.contains(where: { Self.isNonisolated($0) }) else { return }
        if let call {
            let functions = declarations.compactMap { $0.as(FunctionDeclSyntax.self) }
            guard functions.count == declarations.count,
                  !functions.contains(where: { $0.signature.effectSpecifiers?.asyncSpecifier != nil }) else { return }
            let labels = call.arguments.map { $0.label?.text ?? "_" }
            let fitting = functions.count == 1 ? functions : functions.filter { function in
                function.signature.parameterClause.parameters.map(\.firstName.text) == labels
            }
            guard fitting.count == 1, let function = fitting.first else { return }
            let spelled = Self.isolatedMethodName(function)
            if isAsync {
                error("actor-isolated instance method '\(spelled)' cannot be called from outside of the actor", at: member.declName)
            } else {
                error("call to actor-isolated instance method '\(spelled)' in a synchronous nonisolated context [#ActorIsolatedCall]",
                      at: member.declName)
            }
            return
        }
        // A property: a `var` of the actor (a `let` of a Sendable value may be read from outside).
        guard declarations.count == 1, let variable = declarations.first?.as(VariableDeclSyntax.self),
              variable.bindingSpecifier.tokenKind == .keyword(.var) else { return }
        if Self.isMutated(member) {
            error("actor-isolated property '\(name)' can not be mutated from a nonisolated context", at: member.declName)
        } else if isAsync {
            error("actor-isolated property '\(name)' cannot be accessed from outside of the actor", at: member.declName)
        } else {
            error("actor-isolated property '\(name)' can not be referenced from a nonisolated context", at: member.declName)
        }
    }

    /// swiftc's name for a method in these messages: `bump()`, `put(name:at:)`, and the bare
    /// name where every parameter is unlabelled (`add`).
    private static func isolatedMethodName(_ function: FunctionDeclSyntax) -> String {
        let parameters = function.signature.parameterClause.parameters
        let name = function.name.text
        if parameters.isEmpty { return name + "()" }
        if parameters.allSatisfy({ $0.firstName.tokenKind == .wildcard }) { return name }
        return name + "(" + parameters.map { "\($0.firstName.text):" }.joined() + ")"
    }

    private static func isNonisolated(_ decl: DeclSyntax) -> Bool {
        let modifiers = decl.modifierNames
        return modifiers.contains("nonisolated") || modifiers.contains("static") || modifiers.contains("class")
    }

    /// Whether the member is changed where it stands: assigned, or the receiver of a mutating
    /// collection method (`store.items.append(x)`).
    private static func isMutated(_ member: MemberAccessExprSyntax) -> Bool {
        let node = Syntax(member)
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == node.id,
           parent.parent?.is(FunctionCallExprSyntax.self) == true {
            return mutatingCollectionMethods.contains(parent.declName.baseName.text)
        }
        if node.parent?.is(InOutExprSyntax.self) == true { return true }
        guard let list = node.parent?.as(ExprListSyntax.self), list.first?.id == node.id, list.count >= 3 else { return false }
        let operatorExpr = list[list.index(after: list.startIndex)]
        if operatorExpr.is(AssignmentExprSyntax.self) { return true }
        if let binary = operatorExpr.as(BinaryOperatorExprSyntax.self) {
            let text = binary.operator.text
            return text.count >= 2 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
        }
        return false
    }

    /// Whether the member's place is a context the checker judges, and whether it is async; nil
    /// where it is not judged (an `await` covers it, a closure, the actor's own code, a global
    /// actor's or a subclass's code, an async top level).
    private func actorIsolationContext(of member: MemberAccessExprSyntax) -> Bool? {
        var node = Syntax(member).parent
        var isAsync: Bool?
        while let current = node {
            if current.is(AwaitExprSyntax.self) && isAsync == nil { return nil }
            if current.is(ClosureExprSyntax.self) { return nil }
            if isAsync == nil {
                if let function = current.as(FunctionDeclSyntax.self) {
                    if !function.attributes.isEmpty { return nil }
                    isAsync = function.signature.effectSpecifiers?.asyncSpecifier != nil
                } else if let initializer = current.as(InitializerDeclSyntax.self) {
                    if !initializer.attributes.isEmpty { return nil }
                    isAsync = initializer.signature.effectSpecifiers?.asyncSpecifier != nil
                } else if let accessor = current.as(AccessorDeclSyntax.self) {
                    isAsync = accessor.effectSpecifiers?.asyncSpecifier != nil
                } else if current.is(AccessorBlockSyntax.self) {
                    isAsync = false
                } else if current.is(DeinitializerDeclSyntax.self) {
                    isAsync = false
                } else if current.is(MemberBlockSyntax.self) {
                    return nil  // a property's initial value
                }
            }
            if let c = current.as(ClassDeclSyntax.self) {
                if source.actorNames.contains(c.name.text) || c.inheritanceClause != nil || !c.attributes.isEmpty { return nil }
            } else if let s = current.as(StructDeclSyntax.self) {
                if s.inheritanceClause != nil || !s.attributes.isEmpty { return nil }
            } else if let e = current.as(EnumDeclSyntax.self) {
                if e.inheritanceClause != nil || !e.attributes.isEmpty { return nil }
            } else if current.is(ExtensionDeclSyntax.self) {
                return nil
            } else if current.is(SourceFileSyntax.self) {
                if isAsync == nil {
                    if topLevelAwaits { return nil }
                    isAsync = false
                }
            }
            node = current.parent
        }
        return isAsync
    }

    /// The members of the script's actor `name` (its declaration's and its extensions') of that name.
    private func actorMembers(of name: String, named member: String) -> [DeclSyntax] {
        var found: [DeclSyntax] = []
        for item in allItems {
            guard case .decl(let decl) = item.item else { continue }
            let block: MemberBlockSyntax
            if let c = decl.as(ClassDeclSyntax.self), c.name.text == name { block = c.memberBlock }
            else if let x = decl.as(ExtensionDeclSyntax.self), x.extendedType.trimmedText == name { block = x.memberBlock }
            else { continue }
            for entry in block.members {
                let (_, names) = entry.decl.memberNames
                if names.contains(where: { $0.spelled == member || $0.spelled.hasPrefix(member + "(") }) { found.append(entry.decl) }
            }
        }
        return found
    }
}

/// Whether the top-level code awaits (outside closures and declarations' bodies): then it runs
/// as async code, where swiftc only warns of an actor's member used without `await`.
final class TopLevelAwaitFinder: SyntaxVisitor {
    var found = false
    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
        // `for await`, `async let`.
        if node.tokenKind == .keyword(.await) || node.tokenKind == .keyword(.async) { found = true }
        return .skipChildren
    }
}
