// Types declared inside function bodies and closures, found before anything is compiled.
import SwiftSyntax

/// Finds struct, class and enum declarations inside function bodies and closures.
final class LocalTypeFinder: SyntaxVisitor {
    var found: [(name: String, decl: DeclSyntax)] = []
    private var depth = 0

    static func find(in items: [CodeBlockItemSyntax]) -> [(name: String, decl: DeclSyntax)] {
        let finder = LocalTypeFinder(viewMode: .sourceAccurate)
        for item in items { finder.walk(item) }
        return finder.found
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: CodeBlockSyntax) { depth -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { depth -= 1 }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, DeclSyntax(node)) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, DeclSyntax(node)) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, DeclSyntax(node)) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, DeclSyntax(node)) }

    private func record(_ name: String, _ decl: DeclSyntax) -> SyntaxVisitorContinueKind {
        // Top-level types are declared already; look inside their methods.
        guard depth > 0 else { return .visitChildren }
        found.append((name, decl))
        return .skipChildren
    }
}
