// Swift's other number types as values: `Int8` … `Int64`, `UInt8` … `UInt64`, `UInt` (one
// `Value.fixed` case: the bits and the type) and `Float` (`Value.float`). Their arithmetic is
// Swift's: `+ - * / %` stop the script on overflow, `&+ &- &*` wrap, `<< >>` are smart shifts,
// `&<< &>>` mask the shift amount, `~ & | ^` work on the bits; an `Int` literal meeting one takes
// its type. Conversions between them trap as Swift's do (`UInt8(300)`), or truncate, clamp or
// give nil as their labels say (`Library+FixedWidth`). Kiln's `Int` and `Double` stay the
// `.int` / `.double` they were: no hot path looks at these.

/// Which fixed-width integer type a `Value.fixed` is.
public enum IntKind: UInt8, CaseIterable, Sendable {
    case int8, int16, int32, int64, uint8, uint16, uint32, uint64, uint

    public var name: String {
        switch self {
        case .int8: return "Int8"
        case .int16: return "Int16"
        case .int32: return "Int32"
        case .int64: return "Int64"
        case .uint8: return "UInt8"
        case .uint16: return "UInt16"
        case .uint32: return "UInt32"
        case .uint64: return "UInt64"
        case .uint: return "UInt"
        }
    }

    public var bitWidth: Int {
        switch self {
        case .int8, .uint8: return 8
        case .int16, .uint16: return 16
        case .int32, .uint32: return 32
        case .int64, .uint64, .uint: return 64
        }
    }

    public var isSigned: Bool { rawValue <= IntKind.int64.rawValue }

    var mask: UInt64 { bitWidth == 64 ? ~0 : (1 << UInt64(bitWidth)) - 1 }
    var minSigned: Int64 { isSigned ? (bitWidth == 64 ? Int64.min : -(Int64(1) << Int64(bitWidth - 1))) : 0 }
    var maxSigned: Int64 { isSigned ? (bitWidth == 64 ? Int64.max : (Int64(1) << Int64(bitWidth - 1)) - 1) : Int64.max }
    var maxUnsigned: UInt64 { isSigned ? UInt64(maxSigned) : mask }

    static func named(_ name: String) -> IntKind? { allCases.first { $0.name == name } }
}

/// A fixed-width integer: its bit pattern (masked to its width) and its type.
public struct FixedInt: Hashable, Sendable {
    public let bits: UInt64
    public let kind: IntKind

    init(truncating bits: UInt64, _ kind: IntKind) {
        self.bits = bits & kind.mask
        self.kind = kind
    }

    /// The value, if it fits.
    init?(exactly value: Int64, _ kind: IntKind) {
        if kind.isSigned {
            guard value >= kind.minSigned, value <= kind.maxSigned else { return nil }
        } else {
            guard value >= 0, UInt64(value) <= kind.mask else { return nil }
        }
        self.init(truncating: UInt64(bitPattern: value), kind)
    }

    init?(exactly value: UInt64, _ kind: IntKind) {
        guard value <= kind.maxUnsigned else { return nil }
        self.init(truncating: value, kind)
    }

    /// Sign-extended, for the signed kinds.
    public var signed: Int64 {
        let shift = UInt64(64 - kind.bitWidth)
        return Int64(bitPattern: bits << shift) >> Int64(shift)
    }

    public var isNegative: Bool { kind.isSigned && signed < 0 }

    /// The value as an `Int`, if it fits (a `UInt64` above `Int.max` does not).
    var intValue: Int? {
        if kind.isSigned { return Int(signed) }
        return bits <= UInt64(Int.max) ? Int(bits) : nil
    }

    var doubleValue: Double { kind.isSigned ? Double(signed) : Double(bits) }

    public var description: String { kind.isSigned ? String(signed) : String(bits) }
}

extension Value {
    /// A fixed-width integer or `Float` as the plain `Int` / `Double` native code expects
    /// (a `UInt64` above `Int.max` as its bit pattern); anything else unchanged.
    public var numericallyPlain: Value {
        switch self {
        case .fixed(let x): return .int(x.intValue ?? Int(bitPattern: UInt(x.bits)))
        // The Double that prints as the Float does (0.1, not 0.10000000149011612), as
        // Foundation's JSONEncoder writes a Float.
        case .float(let x): return .double(Double(x.description) ?? Double(x))
        // A bridged box (the NSString an unarchiver gives) is the value inside it to native code.
        case .object(let instance):
            if let slot = instance.type.bridgedValueSlot { return instance.fields[slot] }
            return self
        default: return self
        }
    }
}

extension Runtime {
    func overflow(_ x: FixedInt, _ op: String, _ y: FixedInt, at site: Location) -> RuntimeFault {
        fault("arithmetic overflow: \(x.description) \(op) \(y.description) does not fit in \(x.kind.name)", at: site)
    }

    /// An `Int` meeting a fixed-width integer takes its type (Swift gives an untyped literal the
    /// other operand's type; any other mix does not compile).
    func fixed(_ value: Value, as kind: IntKind, at site: Location) throws -> FixedInt? {
        switch value {
        case .fixed(let x): return x
        case .int(let x):
            guard let converted = FixedInt(exactly: Int64(x), kind) else {
                throw fault("integer literal '\(x)' overflows when stored into '\(kind.name)'", at: site)
            }
            return converted
        default: return nil
        }
    }

    /// `a op b` where one side is a fixed-width integer; nil when the other side is no integer.
    func fixedOperator(_ op: String, _ a: Value, _ b: Value, at site: Location) throws -> Value? {
        guard case .fixed(let anchor) = a.isFixed ? a : b else { return nil }
        if op == "<<" || op == ">>" || op == "&<<" || op == "&>>" {
            guard let x = try fixed(a, as: anchor.kind, at: site) else { return nil }
            let amount: Int64
            switch b {
            case .int(let n): amount = Int64(n)
            case .fixed(let n): amount = n.kind.isSigned ? n.signed : Int64(clamping: n.bits)
            default: return nil
            }
            return .fixed(shift(x, op, amount))
        }
        if op == "&" || op == "|" || op == "^", !anchor.kind.isSigned {
            // `bits & ~0x30`: the complemented literal is the unsigned type's (Swift types the
            // literal before `~`); Kiln computed it as an Int, so its bit pattern is taken.
            func masked(_ v: Value) -> Value {
                if case .int(let n) = v, n < 0 { return .fixed(FixedInt(truncating: UInt64(bitPattern: Int64(n)), anchor.kind)) }
                return v
            }
            if let x = try fixed(masked(a), as: anchor.kind, at: site), let y = try fixed(masked(b), as: anchor.kind, at: site), x.kind == y.kind {
                let bits = op == "&" ? x.bits & y.bits : op == "|" ? x.bits | y.bits : x.bits ^ y.bits
                return .fixed(FixedInt(truncating: bits, x.kind))
            }
        }
        guard let x = try fixed(a, as: anchor.kind, at: site), let y = try fixed(b, as: anchor.kind, at: site) else { return nil }
        guard x.kind == y.kind else {
            throw fault("binary operator '\(op)' cannot be applied to operands of type '\(x.kind.name)' and '\(y.kind.name)'", at: site)
        }
        let kind = x.kind
        switch op {
        case "==": return .bool(x.bits == y.bits)
        case "!=": return .bool(x.bits != y.bits)
        case "<", ">", "<=", ">=":
            let less = kind.isSigned ? x.signed < y.signed : x.bits < y.bits
            let greater = kind.isSigned ? x.signed > y.signed : x.bits > y.bits
            switch op {
            case "<": return .bool(less)
            case ">": return .bool(greater)
            case "<=": return .bool(!greater)
            default: return .bool(!less)
            }
        case "&": return .fixed(FixedInt(truncating: x.bits & y.bits, kind))
        case "|": return .fixed(FixedInt(truncating: x.bits | y.bits, kind))
        case "^": return .fixed(FixedInt(truncating: x.bits ^ y.bits, kind))
        case "&+": return .fixed(FixedInt(truncating: x.bits &+ y.bits, kind))
        case "&-": return .fixed(FixedInt(truncating: x.bits &- y.bits, kind))
        case "&*": return .fixed(FixedInt(truncating: x.bits &* y.bits, kind))
        case "+", "-", "*", "/", "%":
            if (op == "/" || op == "%") && y.bits == 0 {
                throw fault(op == "/" ? "Division by zero" : "Division by zero in remainder operation", at: site)
            }
            let result: FixedInt?
            if kind.isSigned {
                let (value, overflow) = reportingOverflow(op, x.signed, y.signed)
                result = overflow ? nil : FixedInt(exactly: value, kind)
            } else {
                let (value, overflow) = reportingOverflow(op, x.bits, y.bits)
                result = overflow ? nil : FixedInt(exactly: value, kind)
            }
            guard let result else { throw overflow(x, op, y, at: site) }
            return .fixed(result)
        default:
            return nil
        }
    }

    private func reportingOverflow<T: FixedWidthInteger>(_ op: String, _ x: T, _ y: T) -> (T, Bool) {
        switch op {
        case "+": return x.addingReportingOverflow(y)
        case "-": return x.subtractingReportingOverflow(y)
        case "*": return x.multipliedReportingOverflow(by: y)
        case "/": return x.dividedReportingOverflow(by: y)
        default: return x.remainderReportingOverflow(dividingBy: y)
        }
    }

    /// Swift's smart shifts (an amount past the width gives 0, or -1 for a negative signed
    /// value shifted right; a negative amount shifts the other way) and the masking `&<<` `&>>`.
    private func shift(_ x: FixedInt, _ op: String, _ amount: Int64) -> FixedInt {
        let width = Int64(x.kind.bitWidth)
        var left = op == "<<" || op == "&<<"
        var count = amount
        if op.hasPrefix("&") {
            count = amount & (width - 1)
        } else if count < 0 {
            left.toggle()
            count = count == Int64.min ? width : -count
        }
        if left { return FixedInt(truncating: count >= width ? 0 : x.bits << UInt64(count), x.kind) }
        if x.kind.isSigned {
            return FixedInt(truncating: UInt64(bitPattern: x.signed >> Int64(min(count, 63))), x.kind)
        }
        return FixedInt(truncating: count >= width ? 0 : x.bits >> UInt64(count), x.kind)
    }

    /// `a op b` where one side is a `Float` (an `Int` or `Double` literal on the other side takes
    /// its type); nil when the other side is no number.
    func floatOperator(_ op: String, _ a: Value, _ b: Value, at site: Location) throws -> Value? {
        func float(_ value: Value) -> Float? {
            switch value {
            case .float(let x): return x
            case .int(let x): return Float(x)
            case .double(let x): return Float(x)
            default: return nil
            }
        }
        guard let x = float(a), let y = float(b) else { return nil }
        // Double's operation rounded to Float is Float's own (Double has more than twice the bits).
        switch try doubleOperator(op, Double(x), Double(y), at: site) {
        case .double(let result): return .float(Float(result))
        case let other: return other
        }
    }

    /// `-x`, `~x` on a fixed-width integer or a Float.
    func fixedPrefix(_ op: String, _ value: Value, at site: Location) throws -> Value? {
        switch (op, value) {
        case ("-", .float(let x)): return .float(-x)
        case ("-", .fixed(let x)):
            guard x.kind.isSigned, let negated = FixedInt(exactly: 0 &- x.signed, x.kind), x.signed != Int64.min else {
                throw fault("arithmetic overflow: -\(x.description) does not fit in \(x.kind.name)", at: site)
            }
            return .fixed(negated)
        case ("~", .fixed(let x)): return .fixed(FixedInt(truncating: ~x.bits, x.kind))
        default: return nil
        }
    }
}

/// A declared number type other than `Int` and `Double` (see `Conversion.toNumber`).
enum NumberType: Equatable {
    case float
    case fixed(IntKind)
    /// Not a number: a value stored under a declared `AnyHashable` is wrapped in one (AnyHashables.swift).
    case anyHashable
    /// Not a number: a String literal stored under a declared `Substring` is one, of itself (Substrings.swift).
    case substring

    static func named(_ name: String) -> NumberType? {
        if name == "Float" { return .float }
        return IntKind.named(name).map { .fixed($0) }
    }
}

extension Value {
    /// An `Int` or `Double` (a literal, in a valid program) stored under a declared `Float` or
    /// fixed-width type takes that type; a value that does not fit keeps its bits' low part (Swift
    /// would not compile it).
    func converted(to number: NumberType) -> Value {
        switch (self, number) {
        case (.int(let x), .fixed(let kind)): return .fixed(FixedInt(truncating: UInt64(bitPattern: Int64(x)), kind))
        case (.int(let x), .float): return .float(Float(x))
        case (.double(let x), .float): return .float(Float(x))
        case (.some(let wrapped), _): return .some(wrapped.converted(to: number))
        case (.none, .anyHashable): return self
        case (.string(let text), .substring): return .substring(SubstringValue(base: text, lower: 0, upper: text.utf8.count))
        case (_, .anyHashable): return AnyHashableBox.wrap(self)
        default: return self
        }
    }

    /// An `Int` (a literal, in a valid program) given where the receiver's own type is meant
    /// (`Self`): a Double, Float or fixed-width integer like `receiver`.
    func converted(toTypeOf receiver: Value) -> Value {
        guard case .int(let x) = self else { return self }
        switch receiver {
        case .double: return .double(Double(x))
        case .float: return converted(to: .float)
        case .fixed(let y): return converted(to: .fixed(y.kind))
        default: return self
        }
    }

    var isFixed: Bool {
        if case .fixed = self { return true }
        return false
    }
}
