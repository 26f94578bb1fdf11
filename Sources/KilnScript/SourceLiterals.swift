// `#line`, `#column`, `#function`, `#file`, `#fileID`, `#filePath`: where the code stands, or, as
// a parameter's default value, where the call stands (as Swift does for logging helpers).
// `#function` is the enclosing declaration as Swift names it: `save()`, `init(name:)`,
// `summary` in a property's accessor, `subscript(_:)`, the module's name at the top level.
// `#file` and `#filePath` are the file name Kiln was given (swiftc gives the path it was given).
// Also: number literals mixed in a collection literal (`[1.5, 3]`), typed Double as Swift types them.
import SwiftSyntax

extension Compiler {
    func compileSourceLiteral(_ macro: MacroExpansionExprSyntax) -> Eval? {
        guard macro.arguments.isEmpty, let value = sourceLiteral(macro.macroName.text, at: macro) else { return nil }
        return { _ in value }
    }

    /// A parameter's default `#line` (…): evaluated with the call's location.
    func callerLiteral(_ macro: MacroExpansionExprSyntax) -> ((Location) -> Value)? {
        let runtime = self.runtime
        let fileName = source.fileName, module = runtime.moduleName
        let libraryLines = runtime.options.libraryLineCount
        switch macro.macroName.text {
        case "line": return { .int($0.line > libraryLines ? $0.line - libraryLines : $0.line) }
        case "column": return { .int($0.column) }
        case "file", "filePath": return { _ in .string(fileName) }
        case "fileID": return { _ in .string("\(module)/\(fileName)") }
        case "function":
            callerFunctionLiteralUsed = true
            return { .string(runtime.callerFunctionNames[$0] ?? module) }
        default: return nil
        }
    }

    private func sourceLiteral(_ name: String, at node: MacroExpansionExprSyntax) -> Value? {
        let site = location(node)
        switch name {
        case "line":
            // The script's own numbering: an embedder's library lines come first (`libraryLineCount`).
            let libraryLines = runtime.options.libraryLineCount
            return .int(site.line > libraryLines ? site.line - libraryLines : site.line)
        case "column": return .int(site.column)
        case "file", "filePath": return .string(source.fileName)
        case "fileID": return .string("\(runtime.moduleName)/\(source.fileName)")
        case "function": return .string(enclosingFunctionName(of: node))
        default: return nil
        }
    }

    /// What `#function` says at `node`: closures are transparent; the top level is the module.
    func enclosingFunctionName(of node: some SyntaxProtocol) -> String {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return function.name.text + selector(function.signature.parameterClause.parameters)
            }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                return "init" + selector(initializer.signature.parameterClause.parameters)
            }
            if let subscriptDecl = ancestor.as(SubscriptDeclSyntax.self) {
                // A subscript's parameters have no argument label unless they name one.
                return "subscript(" + subscriptDecl.parameterClause.parameters.map {
                    ($0.secondName == nil || $0.firstName.text == "_" ? "_" : $0.firstName.text) + ":"
                }.joined() + ")"
            }
            if ancestor.is(DeinitializerDeclSyntax.self) { return "deinit" }
            if let binding = ancestor.as(PatternBindingSyntax.self), binding.accessorBlock != nil || isInsideType(binding) {
                return binding.pattern.trimmedText
            }
            current = ancestor.parent
        }
        return runtime.moduleName
    }

    private func selector(_ parameters: FunctionParameterListSyntax) -> String {
        "(" + parameters.map { ($0.firstName.text == "_" ? "_" : $0.firstName.text) + ":" }.joined() + ")"
    }

    private func isInsideType(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(MemberBlockSyntax.self) { return true }
            if ancestor.is(CodeBlockSyntax.self) || ancestor.is(SourceFileSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }
}

/// What a literal is, read from its syntax: an integer, a floating-point number, or something else.
private enum NumericLiteralKind { case integer, floating, other }

private func numericLiteralKind(_ expr: ExprSyntax) -> NumericLiteralKind {
    if expr.is(IntegerLiteralExprSyntax.self) { return .integer }
    if expr.is(FloatLiteralExprSyntax.self) { return .floating }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return numericLiteralKind(prefix.expression) }
    return .other
}

extension Compiler {
    /// The conversion an array's (or dictionary's values') literals need when integer and
    /// floating-point literals are mixed, as Swift types them all Double (`[1.5, 3]`), column by
    /// column for tuples (`[("a", 1.5), ("b", 3)]`). Nil when nothing converts.
    func mixedLiteralPromotion(_ elements: [ExprSyntax]) -> Conversion? {
        func needsDouble(_ column: [ExprSyntax]) -> Bool {
            let kinds = column.map(numericLiteralKind)
            return kinds.contains(.floating) && kinds.contains(.integer) && !kinds.contains(.other)
        }
        if needsDouble(elements) { return Conversion(elementToDouble: true) }
        let rows = elements.compactMap { $0.as(ArrayExprSyntax.self) }
        if !rows.isEmpty, rows.count == elements.count, needsDouble(rows.flatMap { $0.elements.map(\.expression) }) {
            return Conversion(nestedElement: [Conversion(elementToDouble: true)])  // `[[1, 0.5], [2, 3]]`
        }
        let tuples = elements.compactMap { $0.as(TupleExprSyntax.self) }
        guard tuples.count == elements.count, let width = tuples.first?.elements.count, width > 1,
              tuples.allSatisfy({ $0.elements.count == width }) else { return nil }
        let columns = (0..<width).map { i in tuples.map { Array($0.elements)[i].expression } }
        let perColumn = columns.map { needsDouble($0) ? Conversion(toDouble: true) : Conversion() }
        guard perColumn.contains(where: { !$0.isIdentity }) else { return nil }
        return Conversion(nestedElement: [Conversion(tupleElements: perColumn)])
    }
}

extension Compiler {
    /// `temps + [21]`, `temps += [21]`, `saved ?? [0]` where `var temps: [Double]`: a collection
    /// literal beside a variable takes the element types the variable was declared with.
    func convertingLiteral(_ operand: Infix, beside other: Infix, _ eval: @escaping Eval) -> Eval {
        guard case .operand(let literal) = operand, literal.is(ArrayExprSyntax.self) || literal.is(DictionaryExprSyntax.self),
              case .operand(let named) = other, let name = named.as(DeclReferenceExprSyntax.self)?.baseName.text,
              var converts = resolver.declaredConversion(of: name) else { return eval }
        converts.optionalDepth = 0
        converts.unwrapsImplicitly = false
        converts.toSelfNumber = false
        guard !converts.isIdentity else { return eval }
        return { frame in try eval(frame).converted(converts) }
    }
}

extension Compiler {
    /// `prices["tea"] = 3`, `grid[0] = [1, 2]` where the variable was declared `[String: Double]`,
    /// `[[Double]]`: what its element type makes of the assigned value (not the Optional a
    /// dictionary's subscript adds).
    func subscriptElementConversion(_ target: ExprSyntax) -> Conversion? {
        guard let subscriptCall = target.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
              let name = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let declared = resolver.declaredConversion(of: name) else { return nil }
        var element = declared.nestedElement.first
            ?? Conversion(toDouble: declared.elementToDouble, toNumber: declared.elementToNumber, toSet: declared.elementToSet)
        element.optionalDepth = 0
        return element.isIdentity ? nil : element
    }
}
