// Foundation's `Decimal`, as far as `pow(2, 10)` reaches it: swiftc picks Foundation's
// `pow(_: Decimal, _: Int) -> Decimal` for an integer-literal base with an Int exponent, so that
// `print(pow(2, 10))` prints `1024` (TypeCheckPow.swift decides which calls). A Decimal here is
// exact: sign, decimal digits and a power of ten, with Foundation's 128-bit mantissa as its limit;
// a result Foundation would round (`pow(3, -1)`, more digits than the mantissa holds) is not
// computed but stops the script, named as not supported — never a different answer.

/// A decimal number: `digits` × 10^`exponent`, the digits most significant first, no leading zeros.
struct ExactDecimal: Equatable {
    var negative = false
    var digits: [UInt8] = []
    var exponent = 0

    /// Foundation's largest mantissa, 2^128 - 1.
    private static let largestMantissa: [UInt8] = Array("340282366920938463463374607431768211455".utf8).map { $0 - 48 }

    init(negative: Bool, digits: [UInt8], exponent: Int) {
        var digits = Array(digits.drop { $0 == 0 })
        var exponent = exponent
        while digits.last == 0 { digits.removeLast(); exponent += 1 }
        self.negative = digits.isEmpty ? false : negative
        self.digits = digits
        self.exponent = digits.isEmpty ? 0 : exponent
    }

    init(_ x: Int) {
        self.init(negative: x < 0, digits: Array(String(x.magnitude).utf8).map { $0 - 48 }, exponent: 0)
    }

    /// `Decimal(someDouble)` as corelibs makes it: the magnitude scaled by tens until it reaches
    /// 2^64, its whole part the mantissa (so `Decimal(19.99)` is 19.98999999999999488); nil for
    /// what corelibs does not make a number of (NaN, infinities, the scaling's edge).
    init?(foundationDouble value: Double) {
        guard value.isFinite else { return nil }
        if value == 0 { self.init(0); return }
        var magnitude = value.magnitude
        var exponent = 0
        let limit = Double(UInt64.max - 1)
        while magnitude < limit { magnitude *= 10; exponent -= 1 }
        while limit < magnitude { magnitude /= 10; exponent += 1 }
        guard magnitude < 18446744073709551616.0 else { return nil }
        let mantissa = UInt64(magnitude)
        self.init(negative: value < 0, digits: Array(String(mantissa).utf8).map { $0 - 48 }, exponent: exponent)
    }

    /// The decimal a text such as `-12.5` spells (as `description` writes it).
    init?(text: String) {
        var body = Substring(text)
        let negative = body.first == "-"
        if negative { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        self.init(negative: negative, digits: Array((parts[0] + fraction).utf8).map { $0 - 48 }, exponent: -fraction.count)
    }

    var isZero: Bool { digits.isEmpty }

    /// Whether Foundation's Decimal holds it without rounding (the mantissa fits in 128 bits).
    var isRepresentable: Bool {
        let (d, m) = (digits, ExactDecimal.largestMantissa)
        return (d.count < m.count || (d.count == m.count && !m.lexicographicallyPrecedes(d))) && (-128...127).contains(exponent)
    }

    /// As `Decimal.description` writes it: `1024`, `0.125`, `-8`, `1000`.
    var description: String {
        if digits.isEmpty { return "0" }
        let text = String(decoding: digits.map { $0 + 48 }, as: UTF8.self)
        var result: String
        if exponent >= 0 {
            result = text + String(repeating: "0", count: exponent)
        } else if -exponent >= digits.count {
            result = "0." + String(repeating: "0", count: -exponent - digits.count) + text
        } else {
            let point = text.index(text.endIndex, offsetBy: exponent)
            result = text[..<point] + "." + text[point...]
        }
        return negative ? "-" + result : result
    }

    var doubleValue: Double { Double(description) ?? .nan }

    // MARK: Arithmetic on digit strings (numbers of at most a few dozen digits)

    private static func aligned(_ a: ExactDecimal, _ b: ExactDecimal) -> ([UInt8], [UInt8], Int) {
        let exponent = min(a.exponent, b.exponent)
        return (a.digits + Array(repeating: 0, count: a.exponent - exponent), b.digits + Array(repeating: 0, count: b.exponent - exponent), exponent)
    }

    private static func compareMagnitudes(_ x: [UInt8], _ y: [UInt8]) -> Int {
        let (x, y) = (Array(x.drop { $0 == 0 }), Array(y.drop { $0 == 0 }))
        if x.count != y.count { return x.count < y.count ? -1 : 1 }
        return x == y ? 0 : (x.lexicographicallyPrecedes(y) ? -1 : 1)
    }

    private static func add(_ x: [UInt8], _ y: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var carry = 0
        var (i, j) = (x.count - 1, y.count - 1)
        while i >= 0 || j >= 0 || carry > 0 {
            let sum = (i >= 0 ? Int(x[i]) : 0) + (j >= 0 ? Int(y[j]) : 0) + carry
            result.append(UInt8(sum % 10))
            carry = sum / 10
            i -= 1
            j -= 1
        }
        return result.reversed()
    }

    /// x - y, for x ≥ y.
    private static func subtract(_ x: [UInt8], _ y: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var borrow = 0
        var j = y.count - 1
        for i in stride(from: x.count - 1, through: 0, by: -1) {
            var difference = Int(x[i]) - borrow - (j >= 0 ? Int(y[j]) : 0)
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 10 }
            result.append(UInt8(difference))
            j -= 1
        }
        return result.reversed()
    }

    static func + (a: ExactDecimal, b: ExactDecimal) -> ExactDecimal {
        let (x, y, exponent) = aligned(a, b)
        if a.negative == b.negative { return ExactDecimal(negative: a.negative, digits: add(x, y), exponent: exponent) }
        let order = compareMagnitudes(x, y)
        if order == 0 { return ExactDecimal(0) }
        return order > 0 ? ExactDecimal(negative: a.negative, digits: subtract(x, y), exponent: exponent)
            : ExactDecimal(negative: b.negative, digits: subtract(y, x), exponent: exponent)
    }

    static prefix func - (a: ExactDecimal) -> ExactDecimal { ExactDecimal(negative: !a.negative, digits: a.digits, exponent: a.exponent) }

    static func - (a: ExactDecimal, b: ExactDecimal) -> ExactDecimal { a + (-b) }

    static func * (a: ExactDecimal, b: ExactDecimal) -> ExactDecimal {
        if a.isZero || b.isZero { return ExactDecimal(0) }
        var product = [Int](repeating: 0, count: a.digits.count + b.digits.count)
        for (i, x) in a.digits.reversed().enumerated() {
            for (j, y) in b.digits.reversed().enumerated() { product[i + j] += Int(x) * Int(y) }
        }
        for k in 0..<product.count - 1 { product[k + 1] += product[k] / 10; product[k] %= 10 }
        return ExactDecimal(negative: a.negative != b.negative, digits: product.reversed().map { UInt8($0) }, exponent: a.exponent + b.exponent)
    }

    /// a / b when Foundation's Decimal holds it exactly (`1 / 8` is 0.125); nil when b is zero
    /// or the quotient does not end within 38 decimal places and 128 bits of mantissa (`1 / 3`:
    /// Foundation cuts those short, by rules Kiln does not model).
    static func quotient(_ a: ExactDecimal, _ b: ExactDecimal) -> ExactDecimal? {
        if b.isZero { return nil }
        if a.isZero { return ExactDecimal(0) }
        // Long division of a's digits, then zeros, by b's digits.
        var remainder: [UInt8] = []
        var quotient: [UInt8] = []
        var position = 0
        var exponent = a.exponent - b.exponent
        while position < a.digits.count || !remainder.allSatisfy({ $0 == 0 }) {
            if position >= a.digits.count {
                if exponent - 1 < -38 { return nil }
                exponent -= 1
            }
            remainder.append(position < a.digits.count ? a.digits[position] : 0)
            position += 1
            var digit: UInt8 = 0
            while compareMagnitudes(remainder, b.digits) >= 0 {
                remainder = subtract(remainder, b.digits)
                digit += 1
            }
            quotient.append(digit)
            if !ExactDecimal(negative: false, digits: quotient, exponent: 0).isRepresentable { return nil }
        }
        return ExactDecimal(negative: a.negative != b.negative, digits: quotient, exponent: exponent)
    }

    static func < (a: ExactDecimal, b: ExactDecimal) -> Bool { (a - b).negative }

    /// 2^128 and 2^144: a mantissa of 8 and of 9 sixteen-bit words.
    private static let twoTo128 = Array("340282366920938463463374607431768211456".utf8).map { $0 - 48 }
    private static let twoTo144 = Array("22300745198530623141535718272648361505980416".utf8).map { $0 - 48 }

    /// a / b as Foundation's Decimal divides: a's mantissa times 10^38, divided by b's mantissa
    /// and cut short (never rounded), four digits at a time while it takes more than nine
    /// sixteen-bit words, then one at a time until it fits in eight (`2 / 3` is
    /// 0.66666666666666666666666666666666666666, 38 digits; `22.5 / 7` keeps 39); nil when b is zero.
    static func foundationQuotient(_ a: ExactDecimal, _ b: ExactDecimal) -> ExactDecimal? {
        if b.isZero { return nil }
        if a.isZero { return ExactDecimal(0) }
        let dividend = a.digits + Array(repeating: 0, count: 38)
        var remainder: [UInt8] = []
        var quotient: [UInt8] = []
        for digit in dividend {
            remainder.append(digit)
            remainder = Array(remainder.drop { $0 == 0 })
            var q: UInt8 = 0
            while compareMagnitudes(remainder, b.digits) >= 0 {
                remainder = Array(subtract(remainder, b.digits).drop { $0 == 0 })
                q += 1
            }
            quotient.append(q)
        }
        quotient = Array(quotient.drop { $0 == 0 })
        var exponent = a.exponent - b.exponent - 38
        while compareMagnitudes(quotient, twoTo144) >= 0 { quotient.removeLast(4); exponent += 4 }
        while compareMagnitudes(quotient, twoTo128) >= 0 { quotient.removeLast(); exponent += 1 }
        return ExactDecimal(negative: a.negative != b.negative, digits: quotient, exponent: exponent)
    }

    /// Rounded to `scale` digits after the point as `NSDecimalRound` rounds: mode 0 plain (half
    /// away from zero), 1 down (toward -∞), 2 up (toward +∞), 3 bankers (half to even).
    func rounded(scale: Int, mode: Int) -> ExactDecimal {
        let dropped = -(scale + exponent)
        guard dropped > 0 else { return self }
        let kept = digits.count > dropped ? Array(digits[..<(digits.count - dropped)]) : []
        let rest = digits.count > dropped ? Array(digits[(digits.count - dropped)...])
            : Array(repeating: 0, count: dropped - digits.count) + digits
        let first = rest.first ?? 0
        let beyondFirst = rest.dropFirst().contains { $0 != 0 }
        let inexact = first != 0 || beyondFirst
        let truncated = ExactDecimal(negative: negative, digits: kept, exponent: -scale)
        guard inexact else { return truncated }
        let awayFromZero: Bool
        switch mode {
        case 1: awayFromZero = negative
        case 2: awayFromZero = !negative
        case 3:
            if first == 5 && !beyondFirst { awayFromZero = (kept.last ?? 0) % 2 == 1 } else { awayFromZero = first >= 5 }
        default: awayFromZero = first >= 5
        }
        guard awayFromZero else { return truncated }
        let one = ExactDecimal(negative: negative, digits: [1], exponent: -scale)
        return truncated + one
    }
}

extension Library {
    /// `Decimal`: its description and the operators a pow result meets (`pow(2, 3) - 1`).
    func declareDecimal() {
        let decimal = runtime.builtinTypes.decimal
        types["Decimal"] = decimal
        property(decimal, "description") { value in .string(Runtime.decimal(value)?.description ?? "0") }
        let negate = FunctionCode(name: "-", parameters: [Parameter(label: nil)], hasSelf: true)
        negate.native = { [unowned self] _, arguments in
            guard let x = Runtime.decimal(arguments[0]) else { throw self.runtime.fault("expected a Decimal", at: self.site) }
            return self.runtime.decimalValue(-x)
        }
        decimal.staticMembers["-"] = [.method(negate)]
        initializer(decimal, [nil]) { [unowned self] arguments in
            switch arguments[0] {
            case .int(let x): return self.runtime.decimalValue(ExactDecimal(x))
            case .double(let x) where x.isFinite && x.rounded(.towardZero) == x && x.magnitude < 1e15:
                return self.runtime.decimalValue(ExactDecimal(Int(x)))
            case .double(let x):
                guard let exact = ExactDecimal(foundationDouble: x), exact.isRepresentable else {
                    throw self.runtime.fault("Decimal(_:) of \(x) is not supported in Kiln yet", at: self.site)
                }
                return self.runtime.decimalValue(exact)
            case .structValue where Runtime.decimal(arguments[0]) != nil: return arguments[0]
            default: throw self.runtime.fault("Decimal(_:) of '\(typeName(of: arguments[0]))' other than a whole number is not supported in Kiln yet", at: self.site)
            }
        }
        initializer(decimal, []) { [unowned self] _ in self.runtime.decimalValue(ExactDecimal(0)) }
        initializer(decimal, ["string"]) { [unowned self] arguments in
            guard case .string(let text) = arguments[0] else { throw self.runtime.fault("Decimal(string:) needs a String", at: self.site) }
            guard let x = ExactDecimal(text: text.hasPrefix("+") ? String(text.dropFirst()) : text), x.isRepresentable else { return .none }
            return .some(self.runtime.decimalValue(x))
        }
    }

    /// Foundation's `pow(_: Decimal, _: Int) -> Decimal`, exact or not computed.
    func decimalPow(_ base: Value, _ exponent: Value) throws -> Value {
        guard let x = runtime.decimalOperand(base), case .int(let n) = exponent else {
            throw runtime.fault("pow(_:_:) of a Decimal needs an Int exponent", at: site)
        }
        var result = ExactDecimal(1)
        for _ in 0..<min(n.magnitude, 400) {
            result = result * x
            guard result.digits.count <= 40 else { break }
        }
        if n < 0 {
            guard let reciprocal = ExactDecimal.quotient(ExactDecimal(1), result) else {
                throw runtime.fault("pow(_:_:) of a Decimal to a negative power that does not end within 38 digits (or of zero) is not supported in Kiln yet", at: site)
            }
            result = reciprocal
        }
        return try runtime.checkedDecimal(result, "pow(_:_:)")
    }
}

extension Runtime {
    static func decimal(_ value: Value) -> ExactDecimal? {
        guard case .structValue(let type, let fields) = value, type.name == "Decimal", type.module == "Foundation",
              case .string(let text)? = fields.first else { return nil }
        return ExactDecimal(text: text)
    }

    func decimalValue(_ x: ExactDecimal) -> Value { .structValue(builtinTypes.decimal, [.string(x.description)]) }

    /// A Decimal, or an Int as one (an Int meeting a Decimal in an operator is a literal of it).
    func decimalOperand(_ value: Value) -> ExactDecimal? {
        if case .int(let x) = value { return ExactDecimal(x) }
        return Runtime.decimal(value)
    }

    func checkedDecimal(_ x: ExactDecimal, _ operation: String) throws -> Value {
        guard x.isRepresentable else {
            throw fault("\(operation) gives a Decimal of more digits than Foundation's Decimal holds; rounded Decimal results are not supported in Kiln yet", at: currentLocation)
        }
        return decimalValue(x)
    }

    /// An operator with a Decimal operand: Decimal arithmetic and comparison with Decimals and
    /// Ints; with a Double, the Double's (where swiftc takes a `pow` as Double's for the context).
    /// Nil when neither operand is a Decimal.
    func decimalOperator(_ op: String, _ a: Value, _ b: Value, at site: Location) throws -> Value? {
        guard Runtime.decimal(a) != nil || Runtime.decimal(b) != nil else { return nil }
        if case .double = a, let y = Runtime.decimal(b) { return try binary(op, a, .double(y.doubleValue), at: site) }
        if case .double = b, let x = Runtime.decimal(a) { return try binary(op, .double(x.doubleValue), b, at: site) }
        guard let x = decimalOperand(a), let y = decimalOperand(b) else { return nil }
        currentLocation = site
        switch op {
        case "+": return try checkedDecimal(x + y, "'+'")
        case "-": return try checkedDecimal(x - y, "'-'")
        case "*": return try checkedDecimal(x * y, "'*'")
        case "/":
            guard !y.isZero else { throw fault("a Decimal divided by zero (Foundation's Decimal NaN) is not supported in Kiln yet", at: site) }
            guard let quotient = ExactDecimal.foundationQuotient(x, y), quotient.isRepresentable else {
                throw fault("this Decimal division leaves Foundation's exponent range (a NaN Decimal), which is not supported in Kiln yet", at: site)
            }
            return decimalValue(quotient)
        case "==": return .bool(x == y)
        case "!=": return .bool(x != y)
        case "<": return .bool(x < y)
        case ">": return .bool(y < x)
        case "<=": return .bool(!(y < x))
        case ">=": return .bool(!(x < y))
        default: return nil
        }
    }
}

extension NativeContext {
    /// A Foundation Decimal of the number `text` spells (`19.99`, `-3`): what JSONDecoder reads
    /// for a `Decimal` property; nil when it is not such a number.
    public func decimal(text: String) -> Value? { ExactDecimal(text: text).map(runtime.decimalValue) }

    /// `NSDecimalRound` of a Decimal: `scale` digits after the point, `mode` 0 plain, 1 down, 2 up,
    /// 3 bankers (NSDecimalNumber.RoundingMode's raw values); nil for any other value.
    public func decimalRounded(_ value: Value, scale: Int, mode: Int) -> Value? {
        guard let x = Runtime.decimal(value) else { return nil }
        return runtime.decimalValue(x.rounded(scale: scale, mode: mode))
    }

    /// The text of a Decimal (`19.99`), or nil for any other value: what JSONEncoder writes.
    public func decimalText(_ value: Value) -> String? { Runtime.decimal(value)?.description }
}

extension TypeInfo {
    /// Foundation's Decimal (not a script's own type of that name).
    public var isFoundationDecimal: Bool { name == "Decimal" && module == "Foundation" }
}
