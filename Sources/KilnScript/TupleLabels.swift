// A tuple made without labels and stored where a labelled tuple type is declared
// (`var scores: [(name: String, score: Int)]`, `scores.append(("a", 1))`) is read by its labels,
// as Swift converts it on the way in: a label the value lacks is found by its position in the
// labelled tuple types the script writes, when every such type of that arity puts it at one
// position. Only a failed lookup comes here; the types are read from the script once.
import SwiftSyntax

extension Value {
    /// This tuple (or optional tuple) with `labels` where it has none: a tuple converted to a
    /// declared labelled tuple type.
    /// Where each of `labels` is in `current`, when both label every element with the same
    /// names in another order; nil otherwise.
    static func shuffle(from current: [String?], to labels: [String?]) -> [Int]? {
        guard current != labels, !current.contains(nil), !labels.contains(nil), Set(current) == Set(labels),
              Set(current).count == current.count else { return nil }
        return labels.map { label in current.firstIndex(of: label)! }
    }

    func labeled(_ labels: [String?]) -> Value {
        switch self {
        case .tuple(var tuple) where tuple.elements.count == labels.count && tuple.labels != labels:
            if let order = Value.shuffle(from: tuple.labels, to: labels) {
                // `let p: (y: Int, x: Int) = point` of a `(x: 1, y: 2)`: Swift matches the labels.
                tuple.elements = order.map { tuple.elements[$0] }
                tuple.labels = labels
                return .tuple(tuple)
            }
            tuple.labels = zip(tuple.labels, labels).map { $1 ?? $0 }
            return .tuple(tuple)
        case .some(let wrapped):
            return .some(wrapped.labeled(labels))
        default:
            return self
        }
    }
}

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
    /// `people.append(("d", 6))`, `people.insert(…, at: 0)` where `var people: [(name: String,
    /// age: Int)]`: the element given takes the labels of the array's declared element type.
    /// And `answers.append(3)` where `var answers: [Int?]` (or `[Any?]`): a plain element is the
    /// Optional the declared element type makes it.
    func labelingElement(_ arguments: CompiledArguments, of base: ExprSyntax) -> CompiledArguments {
        guard let first = arguments.expressions.first, arguments.labels.first == .some(nil),
              let declared = declaredElementConversion(of: base) else { return arguments }
        let labels = declared.nestedElement.first?.tupleLabels ?? []
        let depth = declared.nestedElement.first?.optionalDepth ?? declared.elementOptionalDepth
        guard !labels.isEmpty || depth > 0 else { return arguments }
        let eval = first.eval
        var expressions = arguments.expressions
        expressions[0] = labels.isEmpty
            ? CompiledExpression { frame in try eval(frame).wrapped(depth: depth) }
            : CompiledExpression { frame in try eval(frame).labeled(labels).wrapped(depth: depth) }
        return CompiledArguments(labels: arguments.labels, expressions: expressions, inoutPlaces: arguments.inoutPlaces)
    }

    /// The declared conversion of a local, or of a stored property of `self`
    /// (`transactions.append(("withdraw", 5))` in a method, `self.log.append(…)`).
    func declaredElementConversion(of base: ExprSyntax) -> Conversion? {
        let name: String, type: TypeInfo
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if let declared = resolver.declaredConversion(of: name) { return declared }
            guard case .implicitMember(_, let selfType, _)? = resolver.resolve(name) else { return nil }
            type = selfType
        } else if let member = base.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let selfType = resolver.resolveSelf()?.type {
            (name, type) = (member.declName.baseName.text, selfType)
        } else {
            return nil
        }
        guard let index = type.fieldNames.firstIndex(of: name), index < type.fieldConversion.count else { return nil }
        return type.fieldConversion[index]
    }

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
