// Working a lesson in the REPL: what a student types goes into the lesson file, as a notebook
// keeps its cells. A declaration replaces the lesson's top-level declaration of the same name
// (`let documentsURL = …` replaces the starter's placeholder); any other statement goes in before
// the lesson's first `#expect`, where the checks will see what it did.
import SwiftParser
import SwiftSyntax

public enum LessonEditor {
    /// What typing `input` does to the lesson `source`: the new source, and per declaration
    /// whether it replaced one of the lesson's or was added.
    public static func merge(_ input: String, into source: String) -> (source: String, replaced: [String], added: [String]) {
        let typed = Parser.parse(source: input)
        var lesson = source
        var replaced: [String] = []
        var added: [String] = []
        var inserts: [String] = []
        for item in typed.statements {
            let text = item.trimmedDescription
            if let name = declaredName(item), let range = topLevelRange(of: name, in: lesson) {
                lesson.replaceSubrange(range, with: text)
                replaced.append(name)
            } else {
                if let name = declaredName(item) { added.append(name) }
                inserts.append(text)
            }
        }
        if !inserts.isEmpty {
            let block = inserts.joined(separator: "\n") + "\n"
            let position = firstExpectationLineStart(in: lesson) ?? lesson.endIndex
            if position == lesson.endIndex, !lesson.isEmpty, !lesson.hasSuffix("\n") { lesson += "\n" }
            lesson.insert(contentsOf: block, at: position == lesson.endIndex ? lesson.endIndex : position)
        }
        return (lesson, replaced, added)
    }

    /// The name a top-level item declares: `let x`, `var x`, `func f`, `class C`, `struct S`, `enum E`.
    static func declaredName(_ item: CodeBlockItemSyntax) -> String? {
        let node = item.item
        if let variable = node.as(VariableDeclSyntax.self), variable.bindings.count == 1,
           let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) {
            return pattern.identifier.text
        }
        if let function = node.as(FunctionDeclSyntax.self) { return function.name.text }
        if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = node.as(StructDeclSyntax.self) { return type.name.text }
        if let type = node.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = node.as(ProtocolDeclSyntax.self) { return type.name.text }
        return nil
    }

    /// Where the lesson declares `name` at top level (the declaration without its comments).
    private static func topLevelRange(of name: String, in source: String) -> Range<String.Index>? {
        let tree = Parser.parse(source: source)
        for item in tree.statements where declaredName(item) == name {
            let utf8 = source.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: item.positionAfterSkippingLeadingTrivia.utf8Offset)
            let end = utf8.index(utf8.startIndex, offsetBy: item.endPositionBeforeTrailingTrivia.utf8Offset)
            return start..<end
        }
        return nil
    }

    /// The start of the line of the lesson's first top-level `#expect` / `#require`.
    private static func firstExpectationLineStart(in source: String) -> String.Index? {
        let tree = Parser.parse(source: source)
        for item in tree.statements {
            let text = item.trimmedDescription
            guard text.hasPrefix("#expect") || text.hasPrefix("#require") || text.hasPrefix("try #require") else { continue }
            let utf8 = source.utf8
            var index = utf8.index(utf8.startIndex, offsetBy: item.positionAfterSkippingLeadingTrivia.utf8Offset)
            while index > source.startIndex, source[source.index(before: index)] != "\n" { index = source.index(before: index) }
            return index
        }
        return nil
    }
}
