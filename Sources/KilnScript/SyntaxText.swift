// Reading syntax nodes cheaply: a node's source text from the tree's bytes, optional collections'
// elements, where a file's script starts, and a declaration's modifiers and member block by its kind.
import SwiftSyntax

extension SyntaxProtocol {
    /// What swift-syntax's `trimmedDescription` gives — the node's text without the first token's
    /// leading and the last token's trailing trivia — without building a trimmed copy of the
    /// subtree: `trimmedDescription` detaches and rewrites it, which made it the type checker's
    /// largest single cost (the library's declarations are read on every run).
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        return String(decoding: bytes[start..<(start + trimmedLength.utf8Length)], as: UTF8.self)
    }
}

/// The elements of an optional sequence, none when it is nil: `for p in (clause?.parameters).elementsIfAny`.
/// `clause?.parameters ?? []` reads the same but builds an empty syntax collection in a new arena
/// each time — a cost the declaration reader paid for every function of the library it read.
struct ElementsIfAny<Base: Sequence>: Sequence, IteratorProtocol {
    fileprivate var iterator: Base.Iterator?
    mutating func next() -> Base.Element? { iterator?.next() }
}

extension Optional where Wrapped: Sequence {
    var elementsIfAny: ElementsIfAny<Wrapped> { ElementsIfAny(iterator: self?.makeIterator()) }
}

extension SourceLocationConverter {
    /// Where the line after `line` starts (a UTF-8 offset): where a file's script begins after
    /// `line` library lines. 0 when `line` is not positive; `Int.max` for `Int.max` (all library).
    func offset(afterLine line: Int) -> Int {
        line <= 0 ? 0 : line == .max ? .max : position(ofLine: line + 1, column: 1).utf8Offset
    }
}

extension DeclSyntax {
    func modifiersContain(_ name: String) -> Bool {
        modifierList?.contains { $0.name.text == name } ?? false
    }

    /// The declaration's modifiers, found by its kind: `asProtocol(WithModifiersSyntax.self)` is a
    /// dynamic cast whose first use per kind scans the binary's conformance table (start-up).
    var modifierList: DeclModifierListSyntax? {
        switch self.as(DeclSyntaxEnum.self) {
        case .variableDecl(let decl): return decl.modifiers
        case .functionDecl(let decl): return decl.modifiers
        case .initializerDecl(let decl): return decl.modifiers
        case .deinitializerDecl(let decl): return decl.modifiers
        case .subscriptDecl(let decl): return decl.modifiers
        case .structDecl(let decl): return decl.modifiers
        case .classDecl(let decl): return decl.modifiers
        case .enumDecl(let decl): return decl.modifiers
        case .protocolDecl(let decl): return decl.modifiers
        case .extensionDecl(let decl): return decl.modifiers
        case .actorDecl(let decl): return decl.modifiers
        case .typeAliasDecl(let decl): return decl.modifiers
        case .associatedTypeDecl(let decl): return decl.modifiers
        case .enumCaseDecl(let decl): return decl.modifiers
        case .importDecl(let decl): return decl.modifiers
        case .precedenceGroupDecl(let decl): return decl.modifiers
        default:
            return self.asProtocol(WithModifiersSyntax.self)?.modifiers
        }
    }

    /// The member block of a type or extension declaration, found by its kind (see `modifierList`).
    var memberBlockIfAny: MemberBlockSyntax? {
        switch self.as(DeclSyntaxEnum.self) {
        case .structDecl(let decl): return decl.memberBlock
        case .classDecl(let decl): return decl.memberBlock
        case .enumDecl(let decl): return decl.memberBlock
        case .protocolDecl(let decl): return decl.memberBlock
        case .extensionDecl(let decl): return decl.memberBlock
        case .actorDecl(let decl): return decl.memberBlock
        default: return nil
        }
    }
}

extension FunctionDeclSyntax {
    func modifiersContain(_ name: String) -> Bool { modifiers.contains { $0.name.text == name } }
}

extension VariableDeclSyntax {
    func modifiersContain(_ name: String) -> Bool { modifiers.contains { $0.name.text == name } }
}

extension TokenKind {
    var isOperator: Bool {
        switch self {
        case .binaryOperator, .prefixOperator, .postfixOperator: return true
        default: return false
        }
    }
}
