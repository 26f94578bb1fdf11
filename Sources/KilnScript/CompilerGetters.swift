// Getters' bodies: one expression returned without `return`, a `get` block, and a result
// builder's getter (`@ListBuilder var lines: [String] { … }`, ResultBuilders.swift).
import SwiftSyntax

extension Compiler {
    func compileGetter(_ block: AccessorBlockSyntax, builder: String? = nil) -> Exec {
        if let builder, let items = Self.getterItems(block), !Compiler.returnsExplicitly(items) {
            // `@Collect var numbers: [Int] { … }`: the body is the builder's (ResultBuilders.swift).
            let built = compileBuilderBody(items, builder: builder, at: block)
            return { frame in .returned(try built(frame)) }
        }
        if let statements = source.getterStatements(block) { return returningLastExpression(statements) }
        switch block.accessors {
        case .getter(let items):
            return returningLastExpression(Array(items))
        case .accessors(let list):
            guard let get = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = get.body else { return { _ in .next } }
            return returningLastExpression(Array(body.statements))
        }
    }

    /// A getter's statements: the block's own, or its `get`'s.
    static func getterItems(_ block: AccessorBlockSyntax) -> [CodeBlockItemSyntax]? {
        switch block.accessors {
        case .getter(let items): return Array(items)
        case .accessors(let list): return list.first { $0.accessorSpecifier.text == "get" }?.body.map { Array($0.statements) }
        }
    }

    /// A body of one expression returns it (`var area: Double { w * h }`).
    func returningLastExpression(_ items: [CodeBlockItemSyntax]) -> Exec {
        if items.count == 1, case .expr(let expr) = items[0].item {
            var value = compileExpression(expr)
            if !implicitlyUnwrappedNames.isEmpty, Compiler.returnsPlainValue(expr) { value = unwrappingImplicitly(expr, in: nil, value) }
            return { frame in .returned(try value(frame)) }
        }
        if items.count == 1, case .stmt(let stmt) = items[0].item, let expression = stmt.as(ExpressionStmtSyntax.self),
           expression.expression.is(SwitchExprSyntax.self) || expression.expression.is(IfExprSyntax.self) {
            let value = compileExpression(expression.expression)
            return { frame in .returned(try value(frame)) }
        }
        return compileItems(items, topLevel: false)
    }
}
