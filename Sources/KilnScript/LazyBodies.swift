// Library bodies parsed on first call. An embedder's prelude (Kiln's Foundation keeps up to a few
// thousand lines for a script that uses dates and files) is parsed ahead of every script, and
// parsing was most of such a script's start-up, though a run calls a handful of its functions. So
// before parsing, the bodies of the library's functions, initializers and getters are cut out of
// the text (only their newlines kept, so every line keeps its number and every line outside the
// bodies its columns) and parsed when the compiler first compiles them
// (`Compiler.compileOnFirstCall`): a tree of their own, whose locations are the library's lines.
//
// Only bodies the library's own layout makes certain are cut: a declaration on one line ending
// in `{`, closed by a `}` alone at the same indentation, every line between indented deeper. Left
// whole: generic functions (their bodies decide which generic parameters bind as values),
// `__kilnRenamed` notes (the checker reads them) and anything else.
import SwiftParser
import SwiftSyntax

final class LazyBodies {
    private struct Body {
        /// From `{` to `}`.
        let text: String
        let line: Int
        let column: Int
    }

    /// Cut bodies by the offset of their `{` in the text that is parsed.
    private var bodies: [Int: Body] = [:]
    private var parsed: [Int: CodeBlockSyntax] = [:]
    /// The trees of the bodies parsed so far, with what turns their locations into the library's.
    private var trees: [(root: Syntax, converter: SourceLocationConverter, lineOffset: Int)] = []

    /// `text` with the bodies on its first `lastLine` lines cut out, and those bodies; nil when
    /// there is nothing to cut. A cut body keeps its braces and newlines, so that every line of
    /// the text keeps its number and every line outside the bodies its columns.
    static func cut(_ text: String, throughLine lastLine: Int) -> (text: String, bodies: LazyBodies)? {
        guard lastLine > 0 else { return nil }
        let bytes = Array(text.utf8)
        var lines: [Range<Int>] = []
        var start = 0
        while start < bytes.count, lines.count < lastLine {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            lines.append(start..<end)
            start = end + 1
        }
        let table = LazyBodies()
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        /// Bytes of `bytes` copied to `result` so far.
        var copied = 0
        func cutBody(open: Int, close: Int, line: Int) {
            result += bytes[copied...open]
            table.bodies[result.count - 1] = Body(text: String(decoding: bytes[open...close], as: UTF8.self), line: line,
                                                  column: open - lines[line - 1].lowerBound + 1)
            result += bytes[(open + 1)..<close].filter { $0 == UInt8(ascii: "\n") }
            copied = close
        }
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            let line = bytes[lines[index]]
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            guard let (isGetter, open, closesOnLine) = opening(line.dropFirst(indent)) else { continue }
            if let close = closesOnLine {
                if isGetter, isAccessorList(bytes[(open + 1)..<close]) { continue }
                if close > open + 1 { cutBody(open: open, close: close, line: index + 1) }
                continue
            }
            // The closing line, with every line before it indented deeper (or blank).
            var close = index + 1
            var closes = false
            var accessorList = false
            while close < lines.count {
                let inner = bytes[lines[close]]
                let innerIndent = inner.prefix { $0 == UInt8(ascii: " ") }.count
                if innerIndent == inner.count { close += 1; continue }
                if innerIndent > indent {
                    if innerIndent == indent + 4, isAccessorList(inner.dropFirst(innerIndent).prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "{") }) {
                        accessorList = true
                    }
                    close += 1
                    continue
                }
                let rest = inner.dropFirst(indent)
                closes = innerIndent == indent && rest.first == UInt8(ascii: "}") && rest.dropFirst().allSatisfy { $0 == UInt8(ascii: " ") }
                break
            }
            guard closes, close > index + 1, !(isGetter && accessorList) else { continue }
            let closeAt = lines[close].lowerBound + indent
            if contains(bytes[open...closeAt], "__kilnRenamed") { continue }
            cutBody(open: open, close: closeAt, line: index + 1)
            index = close
        }
        guard !table.bodies.isEmpty else { return nil }
        result += bytes[copied...]
        return (String(decoding: result, as: UTF8.self), table)
    }

    /// Whether `word` occurs in `bytes` (a plain scan: the generic search is slow at start-up).
    private static func contains(_ bytes: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
        let first = word.utf8Start.pointee, count = word.utf8CodeUnitCount
        var index = bytes.startIndex
        while index + count <= bytes.endIndex {
            if bytes[index] == first, (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] }) { return true }
            index += 1
        }
        return false
    }

    private static let modifiers: Set<String> = [
        "static", "class", "final", "override", "mutating", "nonmutating", "private", "fileprivate", "public", "internal",
        "open", "required", "convenience", "@discardableResult", "@objc", "@inline(__always)",
    ]

    /// A declaration whose body can be cut: `func name(…) … {` (not generic), `init(…) {` or a
    /// computed `var name: T {`, with its only `{` last on the line or its body on the line (`{ x }`,
    /// its only braces). The offset of its `{`, and of its `}` when on the line.
    private static func opening(_ line: ArraySlice<UInt8>) -> (isGetter: Bool, open: Int, close: Int?)? {
        guard let last = line.lastIndex(where: { $0 != UInt8(ascii: " ") }), line[last] == UInt8(ascii: "{") || line[last] == UInt8(ascii: "}") else { return nil }
        let braces = line.indices.filter { line[$0] == UInt8(ascii: "{") || line[$0] == UInt8(ascii: "}") }
        guard let open = braces.first, line[open] == UInt8(ascii: "{") else { return nil }
        var close: Int?
        if braces.count == 2, line[braces[1]] == UInt8(ascii: "}"), braces[1] == last {
            close = braces[1]
        } else if !(braces.count == 1 && open == last) {
            return nil
        }
        // Quotes only before the `{` (a default argument's string), where they hold no braces.
        if let quote = line.lastIndex(of: UInt8(ascii: "\"")), quote > open, close == nil || quote > close! { return nil }
        let head = String(decoding: line[..<open], as: UTF8.self)
        var words = head.split(separator: " ", omittingEmptySubsequences: true)[...]
        while let first = words.first, modifiers.contains(String(first)) { words = words.dropFirst() }
        guard let first = words.first else { return nil }
        if first.hasPrefix("init(") || first.hasPrefix("init?(") || first.hasPrefix("init!(") { return (false, open, close) }
        guard words.count > 1 else { return nil }
        let name = words[words.startIndex + 1]
        if first == "func" {
            // `func f<T>(…)`: generic.
            return name.prefix { $0 != "(" }.contains("<") ? nil : (false, open, close)
        }
        // `var name: Type {`: computed (a stored property with observers has `=`, or is cut not).
        if first == "var", name.hasSuffix(":"), !head.contains("=") { return (true, open, close) }
        return nil
    }

    /// `get`, `set`, `willSet`… : an accessor list, or a protocol's `{ get set }`, not a getter's body.
    private static func isAccessorList(_ bytes: ArraySlice<UInt8>) -> Bool {
        let words = String(decoding: bytes, as: UTF8.self).split { !$0.isLetter && $0 != "_" }
        guard let first = words.first else { return false }
        return ["get", "set", "willSet", "didSet", "_modify", "_read", "mutating", "nonmutating"].contains(String(first))
    }

    /// The tree the bodies were cut from (set once it is parsed).
    var tree: Syntax?

    /// The whole body whose `{` is `brace` in the tree the bodies were cut from, parsed now;
    /// nil when no body was cut there.
    func body(at brace: TokenSyntax) -> CodeBlockSyntax? {
        guard let tree, SyntaxIdentifier.fromIndexInTree(brace.id.indexInTree, relativeToRoot: tree) == brace.id else { return nil }
        let offset = brace.positionAfterSkippingLeadingTrivia.utf8Offset
        if let done = parsed[offset] { return done }
        guard let body = bodies[offset] else { return nil }
        // A function on the line before, the body at its own column: its lines and columns are
        // the library's, less the lines before. (A getter's body is a function's body too.)
        let text = "func __kilnLazyBody()\n" + String(repeating: " ", count: body.column - 1) + body.text + "\n"
        var parsedTree = Parser.parse(source: text)
        if let resolved = CompilationConditions.resolve(text, tree: parsedTree) { parsedTree = Parser.parse(source: resolved) }
        if SourceFile.hasBacktickInCode(text) {
            parsedTree = BacktickRemover(viewMode: .sourceAccurate).rewrite(parsedTree).cast(SourceFileSyntax.self)
        }
        guard let function = parsedTree.statements.first?.item.as(FunctionDeclSyntax.self), let real = function.body else { return nil }
        trees.append((Syntax(parsedTree), SourceLocationConverter(fileName: "", tree: parsedTree), body.line - 2))
        parsed[offset] = real
        return real
    }

    /// The location in the library of a node of a body parsed here; nil for any other node.
    func location(of node: Syntax, at position: AbsolutePosition) -> (line: Int, column: Int)? {
        // The latest first: a body being compiled asks about its own nodes.
        for tree in trees.reversed() where SyntaxIdentifier.fromIndexInTree(node.id.indexInTree, relativeToRoot: tree.root) == node.id {
            let at = tree.converter.location(for: position)
            return (at.line + tree.lineOffset, at.column)
        }
        return nil
    }

    var hasParsedBodies: Bool { !trees.isEmpty }
}
