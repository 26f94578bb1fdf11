// The source text of a syntax node without its outer trivia, read from the tree's bytes.
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
