// Operator precedence: swift-syntax leaves `a + b * c` as a flat sequence; this folds it into a
// tree with Swift's standard precedence groups and the ones the script declares
// (`CustomOperators.swift`).
import SwiftSyntax

/// A folded infix expression.
indirect enum Infix {
    case operand(ExprSyntax)
    /// `lhs op rhs`; `node` is the operator token's node, for locations.
    case binary(op: String, node: Syntax, lhs: Infix, rhs: Infix)
    /// `condition ? then : else`.
    case ternary(condition: Infix, then: ExprSyntax, otherwise: Infix, node: Syntax)
    /// `value is T`, `as T`, `as? T`, `as! T`.
    case cast(kind: String, node: Syntax, value: Infix, type: TypeSyntax)

    /// A node that stands for the expression's place: the operand, or the operator's token.
    var placeNode: Syntax? {
        switch self {
        case .operand(let expr): return Syntax(expr)
        case .binary(_, let node, _, _), .ternary(_, _, _, let node), .cast(_, let node, _, _): return node
        }
    }
}

struct OperatorInfo {
    let precedence: Int
    let rightAssociative: Bool
}

private func info(for op: String, custom: [String: OperatorInfo]) -> OperatorInfo {
    if let declared = custom[op] { return declared }
    switch op {
    case "<<", ">>", "&<<", "&>>": return OperatorInfo(precedence: 1600, rightAssociative: false)
    case "*", "/", "%", "&*", "&": return OperatorInfo(precedence: 1500, rightAssociative: false)
    case "+", "-", "&+", "&-", "|", "^": return OperatorInfo(precedence: 1400, rightAssociative: false)
    case "...", "..<": return OperatorInfo(precedence: 1350, rightAssociative: false)
    case "is", "as", "as?", "as!": return OperatorInfo(precedence: 1320, rightAssociative: false)
    case "??": return OperatorInfo(precedence: 1310, rightAssociative: true)
    case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": return OperatorInfo(precedence: 1300, rightAssociative: false)
    case "&&": return OperatorInfo(precedence: 1200, rightAssociative: false)
    case "||": return OperatorInfo(precedence: 1100, rightAssociative: false)
    case "?:": return OperatorInfo(precedence: 1000, rightAssociative: true)
    default: // assignment: =, +=, -=, …
        return OperatorInfo(precedence: 900, rightAssociative: true)
    }
}

/// The operators Swift's standard library declares (each with its precedence above); any other
/// is a script's own, whose precedence only its declaration gives.
let standardOperators: Set<String> = [
    "<<", ">>", "&<<", "&>>", "*", "/", "%", "&*", "&", "+", "-", "&+", "&-", "|", "^", "...", "..<",
    "??", "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=", "&&", "||",
    "=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^=", "&<<=", "&>>=", "&+=", "&-=", "&*=",
]

/// Whether a sequence uses an operator the script declares (its precedence is the script's).
func usesCustomOperator(_ sequence: SequenceExprSyntax) -> Bool {
    sequence.elements.contains { element in
        guard let op = element.as(BinaryOperatorExprSyntax.self) else { return false }
        return !standardOperators.contains(op.operator.text)
    }
}

private enum Item {
    case operand(Infix)
    case op(name: String, node: Syntax, middle: ExprSyntax?, castType: TypeSyntax?)
}

/// Folds a sequence expression by precedence climbing.
func fold(_ sequence: SequenceExprSyntax, custom: [String: OperatorInfo] = [:]) -> Infix {
    var items: [Item] = []
    var elements = Array(sequence.elements)
    var i = 0
    while i < elements.count {
        let element = elements[i]
        if let op = element.as(BinaryOperatorExprSyntax.self) {
            items.append(.op(name: op.operator.text, node: Syntax(op), middle: nil, castType: nil))
        } else if let assign = element.as(AssignmentExprSyntax.self) {
            items.append(.op(name: "=", node: Syntax(assign), middle: nil, castType: nil))
        } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
            items.append(.op(name: "?:", node: Syntax(ternary), middle: ternary.thenExpression, castType: nil))
        } else if let isExpr = element.as(UnresolvedIsExprSyntax.self) {
            let type = i + 1 < elements.count ? elements[i + 1].as(TypeExprSyntax.self)?.type : nil
            items.append(.op(name: "is", node: Syntax(isExpr), middle: nil, castType: type))
            items.append(.operand(.operand(ExprSyntax(NilLiteralExprSyntax()))))
            i += 1
        } else if let asExpr = element.as(UnresolvedAsExprSyntax.self) {
            let name = "as" + (asExpr.questionOrExclamationMark?.text ?? "")
            let type = i + 1 < elements.count ? elements[i + 1].as(TypeExprSyntax.self)?.type : nil
            items.append(.op(name: name, node: Syntax(asExpr), middle: nil, castType: type))
            items.append(.operand(.operand(ExprSyntax(NilLiteralExprSyntax()))))
            i += 1
        } else {
            items.append(.operand(.operand(element)))
        }
        i += 1
    }
    elements = []
    var position = 0
    return parse(&items, &position, minimum: 0, custom: custom)
}

private func parse(_ items: inout [Item], _ position: inout Int, minimum: Int, custom: [String: OperatorInfo]) -> Infix {
    guard position < items.count, case .operand(var lhs) = items[position] else {
        return .operand(ExprSyntax(NilLiteralExprSyntax()))
    }
    position += 1
    while position < items.count, case .op(let name, let node, let middle, let castType) = items[position] {
        let op = info(for: name, custom: custom)
        if op.precedence < minimum { break }
        position += 1
        if let castType, middle == nil {
            // `x as! Int + 1` is `(x as! Int) + 1`: a cast's right side is its type (the placeholder after it), never an operand.
            position += 1
            lhs = .cast(kind: name, node: node, value: lhs, type: castType)
            continue
        }
        let next = op.rightAssociative ? op.precedence : op.precedence + 1
        let rhs = parse(&items, &position, minimum: next, custom: custom)
        if let middle {
            lhs = .ternary(condition: lhs, then: middle, otherwise: rhs, node: node)
        } else if let castType {
            lhs = .cast(kind: name, node: node, value: lhs, type: castType)
        } else {
            lhs = .binary(op: name, node: node, lhs: lhs, rhs: rhs)
        }
    }
    return lhs
}
