// Arguments given for one generic parameter make one type: `both(2.5, 1)`, `Pair(a: 2.5, b: 1)`,
// `Box(3, 0.5)` make T a Double, so their integer literals are Doubles (printed `1.0`). The
// checker notes which parameters are a generic parameter alone (`FunctionSignature.genericSlots`)
// and, at a call, makes the integer literals of a slot Double when another argument of it is a
// floating-point literal or a Double-typed name.
import SwiftSyntax

extension TypeChecker {
    /// The generic parameters of the declarations around `node`: a function's or initializer's
    /// own, and its type's.
    static func genericParameterNames(around node: Syntax) -> Set<String> {
        var names: Set<String> = []
        var current: Syntax? = node
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { names.formUnion(function.genericParameterClause?.parameters.map(\.name.text) ?? []) }
            if let initializer = syntax.as(InitializerDeclSyntax.self) { names.formUnion(initializer.genericParameterClause?.parameters.map(\.name.text) ?? []) }
            if let s = syntax.as(StructDeclSyntax.self) { names.formUnion(s.genericParameterClause?.parameters.map(\.name.text) ?? []) }
            if let c = syntax.as(ClassDeclSyntax.self) { names.formUnion(c.genericParameterClause?.parameters.map(\.name.text) ?? []) }
            if let e = syntax.as(EnumDeclSyntax.self) { names.formUnion(e.genericParameterClause?.parameters.map(\.name.text) ?? []) }
            // Up to the nearest type (a nested generic type's parameters are not looked for).
            if syntax.is(CodeBlockSyntax.self) || syntax.is(ClosureExprSyntax.self) { break }
            if syntax.is(StructDeclSyntax.self) || syntax.is(ClassDeclSyntax.self) || syntax.is(EnumDeclSyntax.self)
                || syntax.is(ExtensionDeclSyntax.self) || syntax.is(ProtocolDeclSyntax.self) { break }
            current = syntax.parent
        }
        return names
    }

    /// `T` when `type` is the generic parameter `T` alone.
    static func genericSlot(_ type: TypeSyntax, among generics: Set<String>) -> String? {
        guard !generics.isEmpty, let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
              generics.contains(identifier.name.text) else { return nil }
        return identifier.name.text
    }

    /// Makes the integer literals of a generic slot Double where another of its arguments is one.
    func unifyGenericLiterals(_ arguments: [ExprSyntax], indices: [Int], _ signature: FunctionSignature) {
        guard signature.genericSlots.contains(where: { $0 != nil }) else { return }
        var slots: [String: [ExprSyntax]] = [:]
        for (argument, index) in zip(arguments, indices) where index < signature.genericSlots.count {
            if let slot = signature.genericSlots[index] { slots[slot, default: []].append(unparenthesized(argument)) }
        }
        for (_, given) in slots where given.count > 1 {
            let integers = given.compactMap(Self.integerLiteral)
            guard !integers.isEmpty, given.contains(where: isDouble) else { continue }
            for literal in integers { forceLiteral(literal, .double) }
        }
    }

    private static func integerLiteral(_ expr: ExprSyntax) -> IntegerLiteralExprSyntax? {
        if let literal = expr.as(IntegerLiteralExprSyntax.self) { return literal }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return prefix.expression.as(IntegerLiteralExprSyntax.self) }
        return nil
    }

    private func isDouble(_ expr: ExprSyntax) -> Bool {
        if expr.is(FloatLiteralExprSyntax.self) { return true }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return prefix.expression.is(FloatLiteralExprSyntax.self) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return referenceType(reference.baseName.text).desugared == .double }
        return false
    }
}
