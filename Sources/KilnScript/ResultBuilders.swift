// Result builders: the body of a function declared `@Builder` (or of a closure passed for a
// parameter declared `@Builder`) becomes calls of the builder's static methods, as Swift
// transforms it: each expression statement a component (through `buildExpression` when the
// builder has one), `if`/`else` → `buildEither(first:)` / `buildEither(second:)`, `if` alone →
// `buildOptional`, `for`-`in` → `buildArray`, all joined by `buildBlock` (then `buildFinalResult`).
// `switch` → `buildEither` by the case's position; `let`/`var` declarations run as they stand;
// other statements are not supported yet. A body with its own `return` is not transformed, as in Swift.
import SwiftSyntax

/// Where a file's result builders apply: the builder types, and the parameters declared with
/// one (by the function's name, or an initializer's type name, then the argument label).
struct ResultBuilderIndex {
    var builders: Set<String> = []
    var parameters: [String: [String: String]] = [:]
    /// The functions whose last parameter is a builder's, by name: a trailing closure fills it
    /// even when an unlabeled argument before it shares its `_`.
    var lastParameters: [String: String] = [:]

    init(root: Syntax) {
        builders = AttributedTypeFinder.names(withAttribute: "resultBuilder", in: root)
        guard !builders.isEmpty else { return }
        let finder = BuilderParameterFinder(builders: builders)
        finder.walk(root)
        parameters = finder.parameters
        lastParameters = finder.lastParameters
    }

    /// The builder named by one of `attributes`.
    func builder(in attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes {
            let name = Compiler.builderAttributeName(attribute)
            if builders.contains(name) { return name }
        }
        return nil
    }
}

private final class BuilderParameterFinder: SyntaxVisitor {
    let builders: Set<String>
    var parameters: [String: [String: String]] = [:]
    var lastParameters: [String: String] = [:]

    init(builders: Set<String>) {
        self.builders = builders
        super.init(viewMode: .sourceAccurate)
    }

    private func record(_ clause: FunctionParameterClauseSyntax, as name: String) {
        for parameter in clause.parameters {
            // `content: @Builder () -> Shape`: the attribute on the parameter's type.
            let typeAttributes = parameter.type.as(AttributedTypeSyntax.self)?.attributes
            for case .attribute(let attribute) in Array(parameter.attributes) + Array(typeAttributes ?? [])
            where builders.contains(Compiler.builderAttributeName(attribute)) {
                parameters[name, default: [:]][parameter.firstName.text] = Compiler.builderAttributeName(attribute)
                if parameter.id == clause.parameters.last?.id { lastParameters[name] = Compiler.builderAttributeName(attribute) }
            }
        }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.signature.parameterClause, as: node.name.text)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        var parent = node.parent
        while let current = parent {
            if let s = current.as(StructDeclSyntax.self) { record(node.signature.parameterClause, as: s.name.text); break }
            if let c = current.as(ClassDeclSyntax.self) { record(node.signature.parameterClause, as: c.name.text); break }
            if let e = current.as(ExtensionDeclSyntax.self) { record(node.signature.parameterClause, as: e.extendedType.trimmedDescription); break }
            parent = current.parent
        }
        return .visitChildren
    }
}

extension Compiler {
    static func builderAttributeName(_ attribute: AttributeSyntax) -> String {
        attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? attribute.attributeName.trimmedDescription
    }

    /// The result builders of the file `node` is in.
    func resultBuilderIndex(for node: some SyntaxProtocol) -> ResultBuilderIndex {
        let root = Syntax(node).root
        if let known = resultBuilderIndexes[root.id] { return known }
        let index = ResultBuilderIndex(root: root)
        resultBuilderIndexes[root.id] = index
        return index
    }

    /// The builder for a closure argument of `call` (by its label; a trailing closure takes the
    /// builder parameter no labelled argument names).
    func builderForArgument(of call: FunctionCallExprSyntax, label: String?, trailing: Bool) -> String? {
        let index = resultBuilderIndex(for: call)
        guard !index.parameters.isEmpty else { return nil }
        var callee = call.calledExpression
        while let specialization = callee.as(GenericSpecializationExprSyntax.self) { callee = specialization.expression }
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, let parameters = index.parameters[name] else { return nil }
        if !trailing { return parameters[label ?? "_"] }
        let given = Set(call.arguments.map { $0.label?.text ?? "_" })
        let open = parameters.filter { !given.contains($0.key) }
        return open.count == 1 ? open.first?.value : index.lastParameters[name]
    }

    /// A body with a `return` of its own (not one of a nested closure or function) is not
    /// transformed: Swift compiles it as an ordinary body.
    static func returnsExplicitly(_ items: [CodeBlockItemSyntax]) -> Bool {
        final class ReturnFinder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        for item in items where !finder.found { finder.walk(item) }
        return finder.found
    }

    /// A body transformed by the builder `name`: its value is the built result.
    func compileBuilderBody(_ items: [CodeBlockItemSyntax], builder name: String, at node: some SyntaxProtocol) -> Eval {
        guard case .type(let builder)? = resolver.resolve(name) else { return failed("cannot find type '\(name)' in scope", at: node) }
        let site = location(node)
        let block = builderBlock(items, builder, site: site)
        guard builder.lookupStatic("buildFinalResult") != nil else { return block }
        let runtime = self.runtime
        return { frame in try runtime.builderCall(builder, "buildFinalResult", [nil], [try block(frame)], at: site) }
    }

    /// The statements of one block, in the current scope: `buildBlock` of their components.
    private func builderBlock(_ items: [CodeBlockItemSyntax], _ builder: TypeInfo, site: Location) -> Eval {
        let runtime = self.runtime
        let hasExpression = builder.lookupStatic("buildExpression") != nil
        var parts: [(Frame) throws -> Value?] = []
        for item in items {
            var expr: ExprSyntax?
            switch item.item {
            case .expr(let e): expr = e
            case .stmt(let stmt):
                if let expressionStmt = stmt.as(ExpressionStmtSyntax.self) { expr = expressionStmt.expression }
                else if let forStmt = stmt.as(ForStmtSyntax.self) {
                    let loop = builderFor(forStmt, builder, site: site)
                    parts.append { try loop($0) }
                    continue
                } else {
                    let eval = failed("this statement in a result builder is not supported in Kiln yet", at: stmt)
                    parts.append { frame in _ = try eval(frame); return nil }
                    continue
                }
            case .decl:
                guard let exec = compileItem(item, topLevel: false) else { continue }
                parts.append { frame in _ = try exec(frame); return nil }
                continue
            }
            guard let expr else { continue }
            if let ifExpr = expr.as(IfExprSyntax.self) {
                let choice = builderIf(ifExpr, builder, site: site)
                parts.append { try choice($0) }
            } else if let switchExpr = expr.as(SwitchExprSyntax.self) {
                let choice = builderSwitch(switchExpr, builder, site: site)
                parts.append { try choice($0) }
            } else {
                let value = compileExpression(expr)
                parts.append { frame in
                    let component = try value(frame)
                    return hasExpression ? try runtime.builderCall(builder, "buildExpression", [nil], [component], at: site) : component
                }
            }
        }
        let all = parts
        return { frame in
            var components: [Value] = []
            for part in all { if let component = try part(frame) { components.append(component) } }
            return try runtime.builderCall(builder, "buildBlock", components.map { _ in nil }, components, at: site)
        }
    }

    /// `if` / `else if` / `else` in a builder: the chosen clause's block injected by
    /// `buildEither` as swiftc does (`Runtime.builderEither`), a chain without `else` wrapped
    /// by `buildOptional`.
    private func builderIf(_ ifExpr: IfExprSyntax, _ builder: TypeInfo, site: Location) -> Eval {
        let runtime = self.runtime
        var clauses: [(condition: (Frame) throws -> Bool, body: Eval, size: Int)] = []
        var elseClause: (body: Eval, size: Int)?
        var current: IfExprSyntax? = ifExpr
        while let clause = current {
            resolver.push(.captureBlock)
            let condition = compileConditions(clause.conditions)
            let body = builderBlock(Array(clause.body.statements), builder, site: site)
            clauses.append((condition, body, resolver.pop()))
            current = nil
            switch clause.elseBody {
            case .ifExpr(let nested): current = nested
            case .codeBlock(let block):
                resolver.push(.captureBlock)
                let compiled = builderBlock(Array(block.statements), builder, site: site)
                elseClause = (compiled, resolver.pop())
            case nil: break
            }
        }
        let all = clauses, otherwise = elseClause
        let count = all.count + (otherwise == nil ? 0 : 1)
        return { frame in
            for (index, clause) in all.enumerated() {
                let inner = Frame.make(size: clause.size, parent: frame)
                guard try clause.condition(inner) else { continue }
                return try runtime.builderEither(builder, try clause.body(inner), index: index, of: count, optional: otherwise == nil, at: site)
            }
            guard let otherwise else { return try runtime.builderCall(builder, "buildOptional", [nil], [.none], at: site) }
            let value = try otherwise.body(Frame.make(size: otherwise.size, parent: frame))
            return try runtime.builderEither(builder, value, index: count - 1, of: count, optional: false, at: site)
        }
    }

    /// `switch` in a builder: the matching case's block, injected by `buildEither` by its position.
    private func builderSwitch(_ switchExpr: SwitchExprSyntax, _ builder: TypeInfo, site: Location) -> Eval {
        let runtime = self.runtime
        return compileSwitchExpression(switchExpr, valueOf: { [unowned self] items in builderBlock(items, builder, site: site) }) { value, index, count in
            try runtime.builderEither(builder, value, index: index, of: count, optional: false, at: site)
        }
    }

    /// `for x in seq { … }` in a builder: `buildArray` of each pass's block.
    private func builderFor(_ forStmt: ForStmtSyntax, _ builder: TypeInfo, site: Location) -> Eval {
        let runtime = self.runtime
        let sequence = compileExpression(forStmt.sequence)
        resolver.push(.captureBlock)
        let bind = compileBindingPattern(forStmt.pattern, isLet: true)
        let whereClause = forStmt.whereClause.map { compileCondition($0.condition) }
        let body = builderBlock(Array(forStmt.body.statements), builder, site: site)
        let size = resolver.pop()
        let sequenceSite = location(forStmt.sequence)
        return { frame in
            var passes: [Value] = []
            for element in try runtime.elements(of: try sequence(frame), at: sequenceSite) {
                try runtime.tick(site)
                let inner = Frame.make(size: size, parent: frame)
                guard try bind(inner, element) else { continue }
                if let whereClause, !(try whereClause(inner)) { continue }
                passes.append(try body(inner))
            }
            return try runtime.builderCall(builder, "buildArray", [nil], [.array(passes)], at: site)
        }
    }
}

extension Runtime {
    /// The block of clause `index` of `count` (an `if` chain's or a `switch`'s), injected as
    /// swiftc's builder transform does: a balanced tree of `buildEither(first:)` /
    /// `buildEither(second:)`, left-leaning, with no `buildEither` on the rightmost path where
    /// the tree needs none; then `buildOptional` for an `if` chain without `else`.
    func builderEither(_ builder: TypeInfo, _ value: Value, index: Int, of count: Int, optional: Bool, at site: Location) throws -> Value {
        var operand = value
        var path = index, maxPath = count - 1
        while maxPath != 0 {
            if !(path == maxPath && maxPath & 1 == 0) {
                operand = try builderCall(builder, "buildEither", [path & 1 == 1 ? "second" : "first"], [operand], at: site)
            }
            path >>= 1
            maxPath >>= 1
        }
        return optional ? try builderCall(builder, "buildOptional", [nil], [.some(operand)], at: site) : operand
    }

    /// `Builder.name(arguments)`: one of a result builder's static methods.
    func builderCall(_ builder: TypeInfo, _ name: String, _ labels: [String?], _ arguments: [Value], at site: Location) throws -> Value {
        var receiver = Value.metatype(builder)
        guard builder.lookupStatic(name) != nil else {
            throw fault("result builder '\(builder.name)' has no static method '\(name)'", at: site)
        }
        let (member, plan) = try findMethod(on: receiver, name, labels: labels, cache: MemberCache(), at: site, arguments: arguments)
        return try invoke(member, plan: plan, on: &receiver, arguments: arguments, at: site)
    }
}
