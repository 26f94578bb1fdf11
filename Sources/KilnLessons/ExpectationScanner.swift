// Where a lesson's code says `#expect(…)` and `#require(…)`: each is a check of the lesson, found
// before anything runs, so that one never reached still shows (as failed) in the report.
import SwiftParser
import SwiftSyntax

enum ExpectationScanner {
    static func sites(in source: String) -> [ExpectationSite] {
        let tree = Parser.parse(source: source)
        let finder = Finder(converter: SourceLocationConverter(fileName: "", tree: tree))
        finder.walk(tree)
        return finder.sites
    }

    /// Whitespace runs become one space, so that a condition matches however it is laid out.
    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }

    private final class Finder: SyntaxVisitor {
        let converter: SourceLocationConverter
        var sites: [ExpectationSite] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.macroName.text
            if name == "expect" || name == "require", let condition = node.arguments.first?.expression {
                let location = node.startLocation(converter: converter)
                sites.append(ExpectationSite(line: location.line, column: location.column,
                                             condition: ExpectationScanner.normalized(condition.trimmedDescription),
                                             isRequire: name == "require"))
            }
            return .visitChildren
        }
    }
}
