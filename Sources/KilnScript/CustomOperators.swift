// Operators a script declares: `infix operator ** : MultiplicationPrecedence`, `precedencegroup`,
// `prefix operator √`, `postfix operator ++`, and the functions that implement them (at file
// scope, or `static func` in a type, prefix and postfix ones included). The precedence table
// folds sequences (`Operators.swift`); the run-time side finds the function by the operands:
// a type's static operator first, then the file's operator functions (the first whose arity fits:
// overloads of one custom operator on different operand types are not told apart yet).
import SwiftSyntax

extension Compiler {
    /// Reads the file's operator and precedence group declarations into `customOperators`.
    func declareOperators(_ items: [CodeBlockItemSyntax]) {
        var groups: [String: (higher: [String], lower: [String], right: Bool)] = [:]
        var operators: [(name: String, group: String?)] = []
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            if let group = decl.as(PrecedenceGroupDeclSyntax.self) {
                var entry: (higher: [String], lower: [String], right: Bool) = ([], [], false)
                for attribute in group.groupAttributes {
                    if let relation = attribute.as(PrecedenceGroupRelationSyntax.self) {
                        let names = relation.precedenceGroups.map(\.name.text)
                        if relation.higherThanOrLowerThanLabel.text == "higherThan" { entry.higher += names } else { entry.lower += names }
                    } else if let associativity = attribute.as(PrecedenceGroupAssociativitySyntax.self) {
                        entry.right = associativity.value.text == "right"
                    }
                }
                groups[group.name.text] = entry
            } else if let declaration = decl.as(OperatorDeclSyntax.self), declaration.fixitySpecifier.text == "infix" {
                let group = declaration.operatorPrecedenceAndTypes?.precedenceGroup.text
                operators.append((declaration.name.text, group))
            }
        }
        func info(ofGroup name: String, depth: Int = 0) -> OperatorInfo {
            if let standard = standardPrecedenceGroups[name] { return standard }
            guard let group = groups[name], depth < 16 else { return OperatorInfo(precedence: 1050, rightAssociative: false) }
            // Between the group it is above and the one it is below; 5 either side of one of them.
            let above = group.higher.map { info(ofGroup: $0, depth: depth + 1).precedence }.max()
            let below = group.lower.map { info(ofGroup: $0, depth: depth + 1).precedence }.min()
            let precedence: Int
            switch (above, below) {
            case let (a?, b?): precedence = (a + b) / 2
            case let (a?, nil): precedence = a + 5
            case let (nil, b?): precedence = b - 5
            default: precedence = 1050
            }
            return OperatorInfo(precedence: precedence, rightAssociative: group.right)
        }
        for (name, group) in operators {
            customOperators[name] = info(ofGroup: group ?? "DefaultPrecedence")
        }
        for (name, functions) in resolver.globalFunctions where name.first.map(isOperatorHead) ?? false {
            runtime.operatorFunctions[name] = functions
        }
    }

    private func isOperatorHead(_ character: Character) -> Bool {
        !(character.isLetter || character.isNumber || character == "_" || character == "`")
    }

    /// `x++`, `value√`: a postfix operator function, its operand passed in-out when the function says so.
    func compileUserUnary(_ op: String, operand operandExpr: ExprSyntax, postfix: Bool, at node: some SyntaxProtocol) -> Eval {
        let runtime = self.runtime
        let site = location(node)
        let inoutUnary: (FunctionCode) -> Bool = { $0.parameters.count == 1 && $0.parameters[0].isInout }
        // A file-scope operator function, or a type's `static prefix func` (`+++v` on `inout V`).
        let takesInout = (runtime.operatorFunctions[op]?.first { $0.parameters.count == 1 }.map(inoutUnary) ?? false)
            || resolver.allTypes.contains { type in
                (type.lookupStatic(op) ?? []).contains { if case .method(let code) = $0 { return inoutUnary(code) }; return false }
            }
        if takesInout, let place = compileAssignmentTarget(operandExpr, use: .mutatingOperator(Syntax(node))) {
            return { frame in
                var result = Value.void
                _ = try place.modify(frame) { stored in
                    result = try runtime.unaryOperator(op, &stored, postfix: postfix, at: site)
                    return .void
                }
                return result
            }
        }
        let operand = compileExpression(operandExpr)
        return { frame in
            var value = try operand(frame)
            return try runtime.unaryOperator(op, &value, postfix: postfix, at: site)
        }
    }
}

/// Swift's standard precedence groups, on the scale `Operators.swift` folds with.
let standardPrecedenceGroups: [String: OperatorInfo] = [
    "BitwiseShiftPrecedence": OperatorInfo(precedence: 1600, rightAssociative: false),
    "MultiplicationPrecedence": OperatorInfo(precedence: 1500, rightAssociative: false),
    "AdditionPrecedence": OperatorInfo(precedence: 1400, rightAssociative: false),
    "RangeFormationPrecedence": OperatorInfo(precedence: 1350, rightAssociative: false),
    "CastingPrecedence": OperatorInfo(precedence: 1320, rightAssociative: false),
    "NilCoalescingPrecedence": OperatorInfo(precedence: 1310, rightAssociative: true),
    "ComparisonPrecedence": OperatorInfo(precedence: 1300, rightAssociative: false),
    "LogicalConjunctionPrecedence": OperatorInfo(precedence: 1200, rightAssociative: false),
    "LogicalDisjunctionPrecedence": OperatorInfo(precedence: 1100, rightAssociative: false),
    "DefaultPrecedence": OperatorInfo(precedence: 1050, rightAssociative: false),
    "TernaryPrecedence": OperatorInfo(precedence: 1000, rightAssociative: true),
    "AssignmentPrecedence": OperatorInfo(precedence: 900, rightAssociative: true),
]

extension Runtime {
    /// A binary operator the built-in types do not have: the left operand's type's static
    /// operator, then the file's operator functions. Nil when there is none.
    func userBinaryOperator(_ op: String, _ a: Value, _ b: Value, at site: Location) throws -> Value? {
        guard let (code, receiver) = chooseOperator(op, operands: [a, b]) else { return nil }
        var selfValue = receiver
        return try call(code, captured: code.hasSelf ? nil : globals, selfValue: &selfValue, arguments: [a, b], at: site)
    }

    /// `a == b` of two tuples through the file's operator function declared for tuples of their
    /// arity (`func == (l: (Int, String), r: (Int, String)) -> Bool`). Nil when there is none.
    func tupleOperator(_ op: String, _ a: Value, _ b: Value, at site: Location) throws -> Value? {
        guard case .tuple(let left) = a, case .tuple(let right) = b, left.elements.count == right.elements.count else { return nil }
        func arity(_ name: String?) -> Int? {
            guard let name, name.hasPrefix("("), !name.contains("->") else { return nil }
            var depth = 0, commas = 0
            for character in name {
                if "([<".contains(character) { depth += 1 } else if ")]>".contains(character) { depth -= 1 } else if character == ",", depth == 1 { commas += 1 }
            }
            return commas + 1
        }
        guard let code = operatorFunctions[op]?.first(where: { code in
            guard code.parameters.count == 2, let names = code.parameterTypeNames else { return false }
            return arity(names[0]) == left.elements.count && arity(names[1]) == left.elements.count
        }) else { return nil }
        var none = Value.void
        return try call(code, captured: globals, selfValue: &none, arguments: [a, b], at: site)
    }

    /// `case pattern:` through a `~=` declared for the pattern's and the subject's types (at file
    /// scope or static in a type), called; nil when none fits them.
    func userPatternMatch(_ pattern: Value, _ subject: Value, at site: Location) throws -> Bool? {
        guard let (code, receiver) = chooseOperator("~=", operands: [pattern, subject]) else { return nil }
        if let names = code.parameterTypeNames, zip([pattern, subject], names).contains(where: { operandFit($0, $1) == nil }) { return nil }
        var selfValue = receiver
        let result = try call(code, captured: code.hasSelf ? nil : globals, selfValue: &selfValue, arguments: [pattern, subject], at: site)
        if case .bool(let matched) = result { return matched }
        return nil
    }

    /// A binary operator declared by the right operand's type only (`static func == (lhs: Code,
    /// rhs: Code)` applied to `4 == code`). Nil when that type declares none.
    func rightOperandStaticOperator(_ op: String, _ a: Value, _ b: Value, at site: Location) throws -> Value? {
        guard let code = staticOperator(op, of: b, arity: 2) else { return nil }
        var selfValue = Value.metatype(typeInfo(of: b))
        return try call(code, captured: nil, selfValue: &selfValue, arguments: [a, b], at: site)
    }

    /// `a -= b` where the script declares `-=` itself (a static `func -= (a: inout T, b: T)`, or
    /// one at file scope): the function changes `stored` in place. Nil when there is none.
    func userCompoundAssignment(_ op: String, _ stored: Value, _ operand: Value, at site: Location) throws -> Value? {
        if !stored.isInstance, operatorFunctions.isEmpty || operatorFunctions[op] == nil { return nil }
        guard let (code, receiver) = chooseOperator(op, operands: [stored, operand]) else { return nil }
        var selfValue = receiver
        var result = stored
        let first = code.hasSelf ? 1 : 0
        _ = try call(code, captured: code.hasSelf ? nil : globals, selfValue: &selfValue, arguments: [stored, operand], at: site) { frame in
            result = frame.slots[first]
        }
        return result
    }

    /// Whether the file's infix operator function `op` takes its left operand in-out
    /// (`func <~ (lhs: inout [String], rhs: String)`).
    func operatorTakesInoutLeft(_ op: String) -> Bool {
        operatorFunctions[op]?.first { $0.parameters.count == 2 }?.parameters.first?.isInout ?? false
    }

    /// Calls the infix operator function `op` whose left operand is in-out: `stored` is changed
    /// as the function leaves it; the function's result is returned.
    func userInoutBinaryOperator(_ op: String, _ stored: inout Value, _ operand: Value, at site: Location) throws -> Value {
        guard let (code, receiver) = chooseOperator(op, operands: [stored, operand]) else {
            throw fault("binary operator '\(op)' cannot be applied to an operand of type '\(typeName(of: stored))'", at: site)
        }
        var selfValue = receiver
        let first = code.hasSelf ? 1 : 0
        var changed = stored
        let result = try call(code, captured: code.hasSelf ? nil : globals, selfValue: &selfValue, arguments: [stored, operand], at: site) { frame in
            changed = frame.slots[first]
        }
        stored = changed
        return result
    }

    /// A prefix or postfix operator of the script's: `-vector`, `√2`, `n++`. `operand` is changed
    /// when the function takes it in-out.
    func unaryOperator(_ op: String, _ operand: inout Value, postfix: Bool, at site: Location) throws -> Value {
        guard let (code, receiver) = chooseOperator(op, operands: [operand]) else {
            throw fault("\(postfix ? "postfix" : "unary") operator '\(op)' cannot be applied to an operand of type '\(typeName(of: operand))'", at: site)
        }
        var selfValue = receiver
        let first = code.hasSelf ? 1 : 0
        var changed = operand
        let result = try call(code, captured: code.hasSelf ? nil : globals, selfValue: &selfValue, arguments: [operand], at: site) { frame in
            changed = frame.slots[first]
        }
        if code.parameters[0].isInout { operand = changed }
        return result
    }

    private func staticOperator(_ op: String, of value: Value, arity: Int) -> FunctionCode? {
        guard value.isInstance else { return nil }
        let type = typeInfo(of: value)
        guard let members = type.lookupStatic(op) ?? type.protocolDefaults[op] else { return nil }
        for member in members {
            if case .method(let code) = member, code.parameters.count == arity { return code }
        }
        return nil
    }
}
