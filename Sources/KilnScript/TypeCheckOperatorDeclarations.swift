// An operator function needs its operator declared, by the standard library or by the script
// (`infix operator <=>`), with the function's fixity: swiftc refuses `func <=> (a: Int, b: Int)`
// alone ("operator implementation without matching operator declaration"), and a one-operand
// operator function without `prefix` or `postfix`.
import SwiftSyntax

extension TypeChecker {
    private static let standardInfix: Set<String> = [
        "<<", ">>", "&<<", "&>>", "*", "&*", "/", "%", "&", "+", "&+", "-", "&-", "|", "^", "..<", "...", "??",
        "==", "!=", "===", "!==", "<", "<=", ">", ">=", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>=", "&&", "||",
        "*=", "&*=", "/=", "%=", "+=", "&+=", "-=", "&-=", "<<=", "&<<=", ">>=", "&>>=", "&=", "|=", "^=",
        ".&", ".|", ".^", ".&=", ".|=", ".^=", "~>",
    ]
    private static let standardPrefix: Set<String> = ["!", "~", "+", "-", "...", "..<", ".!", "++", "--"]
    private static let standardPostfix: Set<String> = ["...", "++", "--"]

    /// Operator functions whose operator is declared nowhere with their fixity.
    func checkOperatorDeclarations(_ items: [CodeBlockItemSyntax]) {
        guard !isSessionChunk else { return }
        var declared: [String: Set<String>] = ["infix": Self.standardInfix, "prefix": Self.standardPrefix, "postfix": Self.standardPostfix]
        var functions: [FunctionDeclSyntax] = []
        func collect(_ decl: DeclSyntax) {
            if let op = decl.as(OperatorDeclSyntax.self) {
                declared[op.fixitySpecifier.text, default: []].insert(op.name.text)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                if case .binaryOperator = function.name.tokenKind { functions.append(function) }
                else if case .prefixOperator = function.name.tokenKind { functions.append(function) }
                else if case .postfixOperator = function.name.tokenKind { functions.append(function) }
            } else if let group = decl.asProtocol(DeclGroupSyntax.self) {
                for member in group.memberBlock.members { collect(member.decl) }
            }
        }
        for item in allItems { if case .decl(let decl) = item.item { collect(decl) } }
        for function in functions where !isLibrary(function) {
            let name = function.name.text
            let modifiers = Set(function.modifiers.map(\.name.text))
            let fixity = modifiers.contains("prefix") ? "prefix" : modifiers.contains("postfix") ? "postfix" : "infix"
            if fixity == "infix", function.signature.parameterClause.parameters.count == 1 {
                // `static func !! (flag: Flag)`: named by the fixity its operator is declared with, if any.
                if declared["prefix"]?.contains(name) == true {
                    error("prefix unary operator missing 'prefix' modifier", at: function.funcKeyword)
                } else if declared["postfix"]?.contains(name) == true {
                    error("postfix unary operator missing 'postfix' modifier", at: function.funcKeyword)
                } else {
                    error("unary operator implementation must have a 'prefix' or 'postfix' modifier", at: function.name)
                }
                return
            }
            if declared[fixity]?.contains(name) != true {
                error("operator implementation without matching operator declaration", at: function.name)
                return
            }
        }
    }
}
