// `#if` / `#elseif` / `#else` / `#endif`: which clauses are active, decided before anything else
// reads the file. The inactive code and the directives are blanked to spaces (newlines kept) and
// the text parsed again, so every later stage sees plain code at its original lines and columns.
//
// Kiln is the simulated iOS device its scripts run on, so the conditions are the iOS
// Simulator's: `os(iOS)` (not `os(Linux)` or `os(macOS)`), `targetEnvironment(simulator)`,
// `arch(arm64)`, `canImport(…)` of Swift, Foundation, UIKit, CoreGraphics, Dispatch and Darwin; a
// script runs as `swift FILE` (and a playground) runs it: no `DEBUG`, Swift 5 language mode
// (`swift(>=5.10)`), compiler 6.3, no experimental features.
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

struct KilnBuildConfiguration: BuildConfiguration {
    static let importable: Set<String> = ["Swift", "Foundation", "UIKit", "CoreGraphics", "Dispatch", "Darwin", "UserNotifications", "os"]

    func isCustomConditionSet(name: String) -> Bool { false }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { false }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.first.map { Self.importable.contains($0.1) } ?? false
    }
    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { name == "simulator" }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(5, 10) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}

enum CompilationConditions {
    /// `text` with its inactive `#if` clauses and all directives blanked, or nil when it has no
    /// `#if` (the common case: a byte scan, then nothing).
    static func resolve(_ text: String, tree: SourceFileSyntax) -> String? {
        guard mentionsIf(text) else { return nil }
        let finder = IfConfigFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.blocks.isEmpty else { return nil }
        var ranges: [Range<Int>] = []
        for block in finder.blocks { blankRanges(of: block, into: &ranges) }
        var bytes = Array(text.utf8)
        for range in ranges {
            for i in range where i < bytes.count && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") {
                bytes[i] = UInt8(ascii: " ")
            }
        }
        // An editor placeholder is refused even where it is blanked ("editor placeholder in
        // source file", `#if <#condition#>` too): the first one is left where it was for the parser.
        if text.utf8.count > 3, text.contains("<#"), let placeholder = tree.tokens(viewMode: .sourceAccurate).first(where: {
            $0.text.hasPrefix("<#") && $0.text.hasSuffix("#>")
        }) {
            let start = placeholder.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = placeholder.endPositionBeforeTrailingTrivia.utf8Offset
            if ranges.contains(where: { $0.contains(start) }), end <= bytes.count {
                let original = Array(text.utf8)
                for i in start..<end { bytes[i] = original[i] }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `#if` appears in the bytes (a scan on every parse, so plain bytes, no searching API).
    private static func mentionsIf(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count > 2 else { return false }
            for i in 0..<(bytes.count - 2) where bytes[i] == UInt8(ascii: "#") {
                if bytes[i + 1] == UInt8(ascii: "i"), bytes[i + 2] == UInt8(ascii: "f") { return true }
            }
            return false
        }
    }

    /// The directives of `block` and its inactive clauses; nested blocks of the active clause too.
    private static func blankRanges(of block: IfConfigDeclSyntax, into ranges: inout [Range<Int>]) {
        let active = block.activeClause(in: KilnBuildConfiguration()).clause
        for clause in block.clauses {
            let start = clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            if clause.id == active?.id {
                let directiveEnd = (clause.condition.map { Syntax($0) } ?? Syntax(clause.poundKeyword)).endPositionBeforeTrailingTrivia.utf8Offset
                ranges.append(start..<directiveEnd)
                if let elements = clause.elements {
                    let finder = IfConfigFinder(viewMode: .sourceAccurate)
                    finder.walk(elements)
                    for nested in finder.blocks { blankRanges(of: nested, into: &ranges) }
                }
            } else {
                ranges.append(start..<clause.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        }
        let endif = block.poundEndif
        ranges.append(endif.positionAfterSkippingLeadingTrivia.utf8Offset..<endif.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}

/// The outermost `#if` blocks under a node.
private final class IfConfigFinder: SyntaxVisitor {
    var blocks: [IfConfigDeclSyntax] = []
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        blocks.append(node)
        return .skipChildren
    }
}
