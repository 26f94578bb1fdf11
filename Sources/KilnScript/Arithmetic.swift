// Binary operators on values. Int arithmetic uses the overflow-reporting operations, so an overflow
// in the script is the script's runtime error, never a trap of Kiln's.

extension Compiler {
    func binaryOperator(_ op: String, site: Location) -> (Value, Value) throws -> Value {
        let runtime = self.runtime
        return { a, b in try runtime.binary(op, a, b, at: site) }
    }
}

extension Runtime {
    /// The standard library's binary operators (a script's operator of another name is its own).
    static let standardBinaryOperators: Set<String> = [
        "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*", "&<<", "&>>", "<", ">", "<=", ">=",
        "==", "!=", "===", "!==", "~=", "??", "..<", "...", "&&", "||",
    ]

    func binary(_ op: String, _ a: Value, _ b: Value, at site: Location) throws -> Value {
        switch (a, b) {
        case let (.int(x), .int(y)): return try intOperator(op, x, y, at: site)
        case let (.double(x), .double(y)): return try doubleOperator(op, x, y, at: site)
        case let (.int(x), .double(y)): return try doubleOperator(op, Double(x), y, at: site)
        case let (.double(x), .int(y)): return try doubleOperator(op, x, Double(y), at: site)
        case (.fixed, _), (_, .fixed):
            if let result = try fixedOperator(op, a, b, at: site) { return result }
        case (.float, _), (_, .float):
            if let result = try floatOperator(op, a, b, at: site) { return result }
        case (.structValue, _), (_, .structValue):
            if let result = try decimalOperator(op, a, b, at: site) { return result }
        case (.substring, _), (_, .substring):
            // A Substring's `+`, `<`, … are its text's (`==` compares texts already: `valuesEqual`).
            if op != "==", op != "!=" { return try binary(op, a.demotedSubstring, b.demotedSubstring, at: site) }
        default: break
        }
        if a.isOptional || b.isOptional, !["==", "!=", "===", "!==", "~=", "??"].contains(op) {
            // `maybe ??? 4` where the script's `???` takes a `T?`: its own function, not unwrapped.
            if !Runtime.standardBinaryOperators.contains(op), let result = try userBinaryOperator(op, a, b, at: site) { return result }
            // The checker refuses arithmetic on an Optional: one here is implicitly unwrapped
            // (`var width: Int!`, `width * 3`), and unwrapped as Swift does.
            return try binary(op, try implicitlyUnwrapped(a, at: site), try implicitlyUnwrapped(b, at: site), at: site)
        }
        switch op {
        case "==": return .bool(try equal(a, b, at: site))
        case "!=": return .bool(!(try equal(a, b, at: site)))
        case "===", "!==":
            // A struct's or enum's own `===` (the checker refuses identity of values without one).
            func isValue(_ v: Value) -> Bool {
                switch v { case .structValue, .enumCase: return true; default: return false }
            }
            if isValue(a) || isValue(b), let result = try userBinaryOperator(op, a, b, at: site) { return result }
            return .bool(op == "===" ? identical(a, b) : !identical(a, b))
        case "<", ">", "<=", ">=":
            let ordered = op == ">" || op == "<=" ? try less(b, a, at: site) : try less(a, b, at: site)
            return .bool(op == "<=" || op == ">=" ? !ordered : ordered)
        case "..<", "...":
            if case .stringIndex(let lower) = a, case .stringIndex(let upper) = b { return try indexRangeValue(op, lower, upper, at: site) }
            guard case .int(let lower) = a, case .int(let upper) = b else {
                if a.isFixed || b.isFixed {
                    throw fault("a range of \(typeName(of: a.isFixed ? a : b)) values is not supported in Kiln yet (convert the bounds with Int(…))", at: site)
                }
                // `"a"..."z"`, `start...end` of Floats, Dates or a script's Comparable type (BoundsRanges.swift).
                return try boundsRange(a, b, closed: op == "...", at: site)
            }
            if op == "..<" {
                if upper < lower { throw fault("Range requires lowerBound <= upperBound", at: site) }
                return .range(lower: lower, upper: upper, closed: false)
            }
            if upper < lower { throw fault("Range requires lowerBound <= upperBound", at: site) }
            let (end, overflow) = upper.addingReportingOverflow(1)
            if overflow { throw fault("closed range upper bound overflows Int", at: site) }
            return .range(lower: lower, upper: end, closed: true)
        case "+":
            switch (a, b) {
            case let (.string(x), .string(y)):
                try checkSize(x.utf8.count + y.utf8.count, adding: x.utf8.count + y.utf8.count, at: site)
                return .string(x + y)
            case let (.string(x), .character(y)): return .string(x + String(y))
            case let (.character(x), .string(y)): return .string(String(x) + y)
            case let (.character(x), .character(y)): return .string(String(x) + String(y))
            case let (.array(x), .array(y)), let (.array(x), .slice(_, y)):
                try checkSize(x.count + y.count, adding: Runtime.bytes(ofValues: x.count + y.count), at: site)
                return .array(x + y)
            case let (.slice(start, x), .array(y)), let (.slice(start, x), .slice(_, y)):
                try checkSize(x.count + y.count, adding: Runtime.bytes(ofValues: x.count + y.count), at: site)
                return .slice(start: start, elements: x + y)
            case let (.bytes(x), .bytes(y)):
                try checkSize(0, adding: x.count + y.count, at: site)
                return .bytes(x + y)
            default: break
            }
        case "~=":
            // `CocoaError.fileReadNoSuchFile ~= error`: a `~=` declared for the operands first.
            if a.isInstance, let matched = try userPatternMatch(a, b, at: site) { return .bool(matched) }
            if case .range(let lower, let upper, _) = a, case .int(let x) = b { return .bool(x >= lower && x < upper) }
            if let range = bounds(of: a) { return .bool(try boundsContain(range, b, at: site)) }
            if case .indexRange(let l, let u, let closed) = a, case .stringIndex(let x) = b {
                return .bool((l.map { x >= $0 } ?? true) && (u.map { closed ? x <= $0 : x < $0 } ?? true))
            }
            return .bool(try equal(a, b, at: site))
        default: break
        }
        if let result = try userBinaryOperator(op, a, b, at: site) { return result }
        throw fault("binary operator '\(op)' cannot be applied to operands of type '\(typeName(of: a))' and '\(typeName(of: b))'", at: site)
    }

    private func intOperator(_ op: String, _ x: Int, _ y: Int, at site: Location) throws -> Value {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case "+": result = x.addingReportingOverflow(y)
        case "-": result = x.subtractingReportingOverflow(y)
        case "*": result = x.multipliedReportingOverflow(by: y)
        case "/":
            if y == 0 { throw fault("Division by zero", at: site) }
            result = x.dividedReportingOverflow(by: y)
        case "%":
            if y == 0 { throw fault("Division by zero in remainder operation", at: site) }
            result = x.remainderReportingOverflow(dividingBy: y)
        case "&+": return .int(x &+ y)
        case "&-": return .int(x &- y)
        case "&*": return .int(x &* y)
        case "&": return .int(x & y)
        case "|": return .int(x | y)
        case "^": return .int(x ^ y)
        case "<<": return .int(y >= 64 ? 0 : (y < 0 ? x >> min(-y, 63) : x << y))
        case ">>": return .int(y >= 64 ? (x < 0 ? -1 : 0) : (y < 0 ? x << min(-y, 63) : x >> y))
        case "==": return .bool(x == y)
        case "!=": return .bool(x != y)
        case "<": return .bool(x < y)
        case ">": return .bool(x > y)
        case "<=": return .bool(x <= y)
        case ">=": return .bool(x >= y)
        case "..<", "...": return try rangeValue(op, x, y, at: site)
        case "&<<": return .int(x &<< y)
        case "&>>": return .int(x &>> y)
        default:
            if let result = try userBinaryOperator(op, .int(x), .int(y), at: site) { return result }
            throw fault("binary operator '\(op)' cannot be applied to two 'Int' operands", at: site)
        }
        if result.overflow {
            throw fault("arithmetic overflow: \(x) \(op) \(y) does not fit in Int", at: site)
        }
        return .int(result.partialValue)
    }

    private func rangeValue(_ op: String, _ lower: Int, _ upper: Int, at site: Location) throws -> Value {
        if upper < lower { throw fault("Range requires lowerBound <= upperBound", at: site) }
        if op == "..<" { return .range(lower: lower, upper: upper, closed: false) }
        let (end, overflow) = upper.addingReportingOverflow(1)
        if overflow { throw fault("closed range upper bound overflows Int", at: site) }
        return .range(lower: lower, upper: end, closed: true)
    }

    func doubleOperator(_ op: String, _ x: Double, _ y: Double, at site: Location) throws -> Value {
        switch op {
        case "+": return .double(x + y)
        case "-": return .double(x - y)
        case "*": return .double(x * y)
        case "/": return .double(x / y)
        case "==": return .bool(x == y)
        case "!=": return .bool(x != y)
        case "<": return .bool(x < y)
        case ">": return .bool(x > y)
        case "<=": return .bool(x <= y)
        case ">=": return .bool(x >= y)
        default:
            if let result = try userBinaryOperator(op, .double(x), .double(y), at: site) { return result }
            if op == "..." || op == "..<" { return try boundsRange(.double(x), .double(y), closed: op == "...", at: site) }  // BoundsRanges.swift
            throw fault("binary operator '\(op)' cannot be applied to two 'Double' operands", at: site)
        }
    }

    func identical(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case let (.object(x), .object(y)): return x === y
        case let (.some(x), _): return identical(x, b)
        case let (_, .some(y)): return identical(a, y)
        case (.none, .none): return true
        default: return false
        }
    }

    /// `==`, using the type's own `static func ==` when it has one.
    func equal(_ a: Value, _ b: Value, at site: Location) throws -> Bool {
        switch a {
        case .structValue, .enumCase, .object:
            if case .bool(let equal)? = try decimalOperator("==", a, b, at: site) { return equal }
            if let result = try userBinaryOperator("==", a, b, at: site), case .bool(let equal) = result { return equal }
        case .function(let f):
            if let steps = f.code.keyPathSteps, case .function(let g) = b, let others = g.code.keyPathSteps {
                return try equalKeyPaths(steps, others, at: site)
            }
        case .tuple where !operatorFunctions.isEmpty:
            // A file's own `func == (l: (Int, String), r: (Int, String))` is closer than the library's.
            if case .bool(let equal)? = try tupleOperator("==", a, b, at: site) { return equal }
        case .some(let x):
            if case .some(let y) = b { return try equal(x, y, at: site) }
            if case .none = b { return false }
            return try equal(x, b, at: site)
        case .array(let xs), .slice(_, let xs):
            var other: [Value]?
            if case .array(let ys) = b { other = ys } else if case .slice(_, let ys) = b { other = ys }
            if let ys = other {
                guard xs.count == ys.count else { return false }
                for (x, y) in zip(xs, ys) where !(try equal(x, y, at: site)) { return false }
                return true
            }
        default: break
        }
        if case .some(let y) = b, !(a.isOptional) { return try equal(a, y, at: site) }
        // `4 == code` where only the right operand's type declares `==`: Swift finds a type's
        // operators through either operand.
        switch (a, b) {
        case (.int, .structValue), (.double, .structValue), (.string, .structValue), (.bool, .structValue):
            if case .bool(let equal)? = try decimalOperator("==", a, b, at: site) { return equal }
            if let result = try rightOperandStaticOperator("==", a, b, at: site), case .bool(let equal) = result { return equal }
        default: break
        }
        return valuesEqual(a, b)
    }

    /// `<` for sorting and comparisons: built-in orderings, else the type's `static func <`.
    func less(_ a: Value, _ b: Value, at site: Location) throws -> Bool {
        switch (a, b) {
        case let (.int(x), .int(y)): return x < y
        case let (.double(x), .double(y)): return x < y
        case let (.int(x), .double(y)): return Double(x) < y
        case let (.double(x), .int(y)): return x < Double(y)
        case (.fixed, _), (_, .fixed), (.float, _), (_, .float):
            if case .bool(let ordered)? = try fixedOperator("<", a, b, at: site) ?? floatOperator("<", a, b, at: site) { return ordered }
            throw fault("'\(typeName(of: a))' and '\(typeName(of: b))' cannot be compared with '<'", at: site)
        case let (.string(x), .string(y)): return x < y
        case (.substring, _), (_, .substring): return try less(a.demotedSubstring, b.demotedSubstring, at: site)
        case let (.character(x), .character(y)): return x < y
        // `$0 > "c"` on a String's Characters: the literal is a Character.
        case let (.character(x), .string(y)) where y.count == 1: return x < y.first!
        case let (.string(x), .character(y)) where x.count == 1: return x.first! < y
        case let (.stringIndex(x), .stringIndex(y)): return x < y
        case let (.bool(x), .bool(y)): return !x && y
        case let (.tuple(x), .tuple(y)):
            if !operatorFunctions.isEmpty, case .bool(let ordered)? = try tupleOperator("<", a, b, at: site) { return ordered }
            for (l, r) in zip(x.elements, y.elements) {
                if try less(l, r, at: site) { return true }
                if try less(r, l, at: site) { return false }
            }
            return false
        default:
            if case .bool(let ordered)? = try decimalOperator("<", a, b, at: site) { return ordered }
            if let result = try userBinaryOperator("<", a, b, at: site), case .bool(let ordered) = result { return ordered }
            // Synthesized Comparable (SE-0266): by case order, then the payloads in turn.
            if case .enumCase(let t1, let c1, let p1) = a, case .enumCase(let t2, let c2, let p2) = b, t1 === t2, t1.conforms(to: "Comparable") {
                if c1 != c2 { return c1 < c2 }
                for (l, r) in zip(p1, p2) {
                    if try less(l, r, at: site) { return true }
                    if try less(r, l, at: site) { return false }
                }
                return false
            }
            throw fault("'\(typeName(of: a))' values cannot be compared with '<'; make the type Comparable", at: site)
        }
    }
}

extension Value {
    var isOptional: Bool {
        switch self {
        case .none, .some: return true
        default: return false
        }
    }

    /// A struct, enum or class instance: a value whose type may declare operators.
    var isInstance: Bool {
        switch self {
        case .structValue, .enumCase, .object: return true
        default: return false
        }
    }

    static func == (lhs: Value, rhs: Value) -> Bool { valuesEqual(lhs, rhs) }
}

extension Runtime {
    /// An implicitly unwrapped optional's value: the wrapped one, or Swift's trap for nil.
    func implicitlyUnwrapped(_ value: Value, at site: Location) throws -> Value {
        switch value {
        case .some(let wrapped): return wrapped
        case .none: throw fault("Unexpectedly found nil while implicitly unwrapping an Optional value", at: site)
        default: return value
        }
    }
}

/// `ch == " "`: a Character and a String that are each one ASCII byte compared by their bytes
/// (nil when either is not: Swift's comparison then decides, by canonical equivalence).
@inline(__always)
private func asciiEquality(_ character: Character, _ text: String) -> Bool? {
    guard let p = ASCIICharacters.byte(of: character) else { return nil }
    #if arch(x86_64) || arch(arm64)
    // A one-byte ASCII String is a small string: its byte, zeros, and the discriminator 0xE1
    // (as `ASCIICharacters.byte(of:)` reads a Character's).
    let raw = unsafeBitCast(text, to: (UInt64, UInt64).self)
    guard raw.1 == 0xE100_0000_0000_0000, raw.0 < 0x80 else { return nil }
    return p == UInt8(truncatingIfNeeded: raw.0)
    #else
    return nil
    #endif
}

/// `==` of two Strings, two Characters or a Character and a String (`$0 != " "`), as
/// `valuesEqual` compares them (no script type can give these an `==` of its own): the compiled
/// `==` and `!=` try it before the general operator; two one-byte ASCII Characters by their
/// bytes. Nil for any other operands.
@inline(__always)
func textEquality(_ a: Value, _ b: Value) -> Bool? {
    switch a {
    case .string(let x):
        if case .string(let y) = b { return x == y }
        if case .character(let y) = b { return asciiEquality(y, x) ?? (x == String(y)) }
        if case .substring(let y) = b { return y.host == x }
    case .character(let x):
        if case .character(let y) = b {
            if let p = ASCIICharacters.byte(of: x), let q = ASCIICharacters.byte(of: y) { return p == q }
            return x == y
        }
        if case .string(let y) = b { return asciiEquality(x, y) ?? (y == String(x)) }
        if case .substring(let y) = b { return y.host == String(x) }
    case .substring(let x):
        if case .string(let y) = b { return x.host == y }
        if case .substring(let y) = b { return x.host == y.host }
        if case .character(let y) = b { return x.host == String(y) }
    default: break
    }
    return nil
}
