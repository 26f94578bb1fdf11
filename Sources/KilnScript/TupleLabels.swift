// A tuple made without labels and stored where a labelled tuple type is declared
// (`var scores: [(name: String, score: Int)]`, `scores.append(("a", 1))`) is read by its labels,
// as Swift converts it on the way in: a label the value lacks is found by its position in the
// labelled tuple types the script writes, when every such type of that arity puts it at one
// position. Only a failed lookup comes here; the types are read from the script once.
import SwiftSyntax

extension Runtime {
    /// The position `name` has in the script's labelled tuple types of `tuple`'s arity, when they agree.
    func positionOfMissingLabel(_ name: String, in tuple: Tuple) -> Int? {
        guard !tuple.labels.contains(name) else { return nil }
        if !labeledTupleSources.isEmpty {
            labeledTupleShapes += labeledTupleSources.flatMap { $0() }
            labeledTupleSources = []
        }
        let positions = Set(labeledTupleShapes.lazy.filter { $0.count == tuple.elements.count }.compactMap { $0.firstIndex(of: name) })
        guard positions.count == 1, let position = positions.first else { return nil }
        // A label the value has elsewhere is not this one's.
        if let existing = tuple.labels[position], existing != name { return nil }
        return position
    }
}

extension Compiler {
    /// Lets the run read this source's labelled tuple types if it ever needs them.
    func registerLabeledTuples() {
        let tree = source.tree
        runtime.labeledTupleSources.append {
            let finder = LabeledTupleTypeFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            return finder.shapes
        }
    }
}

private final class LabeledTupleTypeFinder: SyntaxVisitor {
    var shapes: [[String?]] = []

    override func visit(_ node: TupleTypeSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.elements.map { $0.firstName?.text }
        if labels.contains(where: { $0 != nil }) { shapes.append(labels) }
        return .visitChildren
    }
}
