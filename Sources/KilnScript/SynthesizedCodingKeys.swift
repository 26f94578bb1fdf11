// The `CodingKeys` enum swiftc synthesizes for a Codable struct or class that does not declare
// one: a type that writes its own `init(from:)` or `encode(to:)` reads its keys from it
// (`container(keyedBy: CodingKeys.self)`, `forKey: .name`). Where a type's members use such keys
// and it declares no `CodingKeys`, the text gets `private enum CodingKeys: String, CodingKey { case
// a, b }` (its stored properties, in order) just before the type's closing brace, and is parsed
// again; every other line and column stays where it was. A file that never writes `forKey` or
// `CodingKeys` is not looked at beyond one byte scan.
import SwiftSyntax

enum SynthesizedCodingKeys {
    /// `text` with the synthesized enums inserted, or nil when no type needs one.
    static func resolve(_ text: String, tree: SourceFileSyntax, fromLine firstLine: Int) -> String? {
        // Only the script's own lines (after a library's), scanned as bytes first.
        let start = offset(ofLine: firstLine, in: text)
        guard mentionsKeys(text, from: start) else { return nil }
        let finder = CodableTypeFinder(viewMode: .sourceAccurate)
        for item in tree.statements where item.endPosition.utf8Offset > start { finder.walk(item) }
        var insertions: [(offset: Int, text: String)] = []
        for members in finder.needing {
            let brace = members.rightBrace
            guard brace.presence == .present, brace.positionAfterSkippingLeadingTrivia.utf8Offset >= start else { continue }
            let names = storedPropertyNames(members)
            guard !names.isEmpty else { continue }
            insertions.append((brace.positionAfterSkippingLeadingTrivia.utf8Offset,
                               "private enum CodingKeys: String, CodingKey { case " + names.joined(separator: ", ") + " } "))
        }
        guard !insertions.isEmpty else { return nil }
        var bytes = Array(text.utf8)
        for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The UTF-8 offset where line `line` (1-based) starts.
    private static func offset(ofLine line: Int, in text: String) -> Int {
        guard line > 1 else { return 0 }
        var seen = 1
        for (index, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") {
            seen += 1
            if seen == line { return index + 1 }
        }
        return text.utf8.count
    }

    /// Whether `forKey` or `CodingKeys` appears in the bytes from `start` on.
    private static func mentionsKeys(_ text: String, from start: Int) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let forKey = Array("forKey".utf8), keys = Array("CodingKeys".utf8)
            guard bytes.count > forKey.count, start < bytes.count - forKey.count else { return false }
            for i in start..<(bytes.count - forKey.count) where bytes[i] == UInt8(ascii: "f") || bytes[i] == UInt8(ascii: "C") {
                let word = bytes[i] == UInt8(ascii: "f") ? forKey : keys
                guard i + word.count <= bytes.count else { continue }
                if (0..<word.count).allSatisfy({ bytes[i + $0] == word[$0] }) { return true }
            }
            return false
        }
    }

    /// The stored instance properties a synthesized conformance codes, in order.
    private static func storedPropertyNames(_ members: MemberBlockSyntax) -> [String] {
        var names: [String] = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
                  !variable.attributes.contains(where: { $0.is(AttributeSyntax.self) }) else { continue }
            for binding in variable.bindings {
                if let accessors = binding.accessorBlock, !isObservers(accessors) { continue }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                names.append(name)
            }
        }
        return names
    }

    private static func isObservers(_ accessors: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = accessors.accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }
}

/// The member blocks of Codable structs and classes that use coding keys and declare no `CodingKeys`.
private final class CodableTypeFinder: SyntaxVisitor {
    var needing: [MemberBlockSyntax] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    private func check(_ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax) {
        guard let inheritance, inheritance.inheritedTypes.contains(where: { ["Codable", "Decodable", "Encodable"].contains($0.type.trimmedDescription) }) else { return }
        let declaresKeys = members.members.contains { member in
            member.decl.as(EnumDeclSyntax.self)?.name.text == "CodingKeys" || member.decl.as(TypeAliasDeclSyntax.self)?.name.text == "CodingKeys"
        }
        guard !declaresKeys else { return }
        let text = members.description
        guard text.contains("forKey") || text.contains("CodingKeys") else { return }
        needing.append(members)
    }
}
