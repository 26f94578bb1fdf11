// A compound name (`v(_:scale:)`) names a function: where the script declares no function of that
// base name and the name is a variable's (an instance with `callAsFunction`, a closure), swiftc
// says "cannot find 'v(_:scale:)' in scope" at the name.
import SwiftSyntax

extension TypeChecker {
    func checkCompoundNames(_ items: [CodeBlockItemSyntax]) {
        let finder = CompoundNameFinder(viewMode: .sourceAccurate)
        for item in items { finder.walk(item) }
        // The library's declarations count too, but its lines (many times the script's) are
        // walked only when the script writes a compound name bare, which is rare.
        guard !finder.compound.isEmpty else { return }
        for item in libraryItems { finder.walk(item) }
        for reference in finder.compound where !isLibrary(reference) {
            let name = reference.baseName.text
            guard finder.variables.contains(name), !finder.functions.contains(name), table.functions(named: name) == nil,
                  !LibraryTypeNames.standardFunctions.contains(name), table.types[name] == nil else { continue }
            error("cannot find '\(reference.trimmedText)' in scope", at: reference)
        }
    }
}

/// Compound names written bare, and the names the source declares as functions and as variables.
private final class CompoundNameFinder: SyntaxVisitor {
    var compound: [DeclReferenceExprSyntax] = []
    var functions: Set<String> = []
    var variables: Set<String> = []
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.argumentNames != nil, node.parent?.is(MemberAccessExprSyntax.self) != true { compound.append(node) }
        return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        functions.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        variables.insert(node.identifier.text)
        return .visitChildren
    }
}
