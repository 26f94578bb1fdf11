// Values a statement makes and drops that swiftc refuses, not only warns of: a closure literal
// alone (`{ print("hi") }`: "closure expression is unused"), a function named without its call
// (`refresh`, `defaults.synchronize`: "function is unused"); and a mutating method taken as a
// value (`let sorter = scores.sort`: "cannot reference 'mutating' method as function value").
import SwiftSyntax

extension TypeChecker {
    /// True when the statement was refused.
    func judgeUnusedValue(_ statement: ExprSyntax) -> Bool {
        guard let list = statement.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        if list.count == 1, !(list.parent?.is(SourceFileSyntax.self) ?? false) {
            // The one statement of a body may be its value; of a function declared without a result it is not.
            guard let function = list.parent?.as(CodeBlockSyntax.self)?.parent?.as(FunctionDeclSyntax.self),
                  function.signature.returnClause == nil, function.attributes.isEmpty else { return false }
        }
        if let closure = statement.as(ClosureExprSyntax.self) {
            error("closure expression is unused [#no-usage]", at: closure.leftBrace)
            return true
        }
        if let reference = statement.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            let name = reference.baseName.text
            guard lookup(name) == nil, lookupLocalOrMember(name) == nil else { return false }
            let isMethod = selfType.flatMap { methods(of: $0, name, isStatic: inStaticContext) } != nil
            guard isMethod || table.functions(named: name) != nil else { return false }
            error("function is unused [#no-usage]", at: reference)
            return true
        }
        if let member = statement.as(MemberAccessExprSyntax.self), let baseExpr = member.base, !containsOptionalChain(baseExpr) {
            let base = typeOf(baseExpr)
            // `scores.sorted` alone: a standard collection's method named without its call (the
            // mutating ones are "cannot reference 'mutating' method as function value").
            let name = member.declName.baseName.text
            if Self.changesInPlace(base), base != .bool, Self.standardMethodNames(of: base).contains(name),
               !Self.mutatingLibraryMethods.contains(name), standardProperty(of: base, name) == nil,
               !["first", "last", "index", "capitalized"].contains(name), member.declName.argumentNames == nil {
                error("function is unused [#no-usage]", at: member.declName)
                return true
            }
            guard let type = table.nominal(base), type.kind != .protocolType, !type.isGeneric,
                  propertyType(of: type, member.declName.baseName.text, isStatic: false) == nil,
                  methods(of: type, member.declName.baseName.text, isStatic: false) != nil else { return false }
            error("function is unused [#no-usage]", at: member.declName)
            return true
        }
        return false
    }

    /// `scores.sort` not called: a mutating method of a value cannot be a function value.
    func judgeMutatingMethodReference(_ member: MemberAccessExprSyntax, of base: StaticType) {
        if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id { return }
        let name = member.declName.baseName.text
        var mutating = false
        if Self.changesInPlace(base), Self.mutatingLibraryMethods.contains(name), standardProperty(of: base, name) == nil {
            mutating = true
        } else if let type = table.nominal(base), type.kind == .structure || type.kind == .enumeration,
                  propertyType(of: type, name, isStatic: false) == nil, let found = methods(of: type, name, isStatic: false),
                  found.allSatisfy(\.isMutating) {
            mutating = true
        }
        guard mutating else { return }
        error("cannot reference 'mutating' method as function value", at: member.declName)
    }
}
