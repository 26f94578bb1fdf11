// A call of the script's `async` function without `await`: in synchronous code swiftc says the
// function "does not support concurrency" (at the call); in async code that the expression is
// 'async' but not marked with 'await' (at the start of the whole expression). Closures, whose
// asyncness is inferred, and initial values of properties are not judged.
import SwiftSyntax

extension TypeChecker {
    func judgeAsyncCall(_ call: FunctionCallExprSyntax) {
        guard !isLibrary(call) else { return }
        var node = Syntax(call)
        var outermost = ExprSyntax(call)
        // Up to the statement: an `await` on the way covers the call.
        while let parent = node.parent {
            if parent.is(AwaitExprSyntax.self) { return }
            if parent.is(ClosureExprSyntax.self) { return }
            if parent.is(InitializerClauseSyntax.self),
               parent.parent?.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.contains(where: { $0.name.text == "async" }) == true {
                return  // `async let`
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(InitializerClauseSyntax.self) || parent.is(ReturnStmtSyntax.self)
                || parent.is(ConditionElementSyntax.self) || parent.is(ExpressionStmtSyntax.self) || parent.is(CodeBlockSyntax.self)
                || parent.is(SwitchCaseSyntax.self) || parent.is(ThrowStmtSyntax.self) || parent.is(ForStmtSyntax.self) { break }
            if let expression = parent.as(ExprSyntax.self) { outermost = expression }
            node = parent
        }
        // The function, initializer or accessor around it; a closure is not judged.
        var isAsync: Bool?
        var current = node.parent
        while let ancestor = current, isAsync == nil {
            if ancestor.is(ClosureExprSyntax.self) { return }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                if !function.attributes.isEmpty { return }
                isAsync = function.signature.effectSpecifiers?.asyncSpecifier != nil
            } else if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                isAsync = initializer.signature.effectSpecifiers?.asyncSpecifier != nil
            } else if let accessor = ancestor.as(AccessorDeclSyntax.self) {
                isAsync = accessor.effectSpecifiers?.asyncSpecifier != nil
            } else if ancestor.is(AccessorBlockSyntax.self) || ancestor.is(DeinitializerDeclSyntax.self) {
                isAsync = false
            } else if ancestor.is(MemberBlockSyntax.self) {
                return
            } else if ancestor.is(SourceFileSyntax.self) {
                isAsync = topLevelAwaits
            }
            current = ancestor.parent
        }
        guard let isAsync else { return }
        if isAsync {
            error("expression is 'async' but is not marked with 'await'", at: outermost)
        } else {
            error("'async' call in a function that does not support concurrency", at: call)
        }
    }
}
