// NSDecimalNumber over the exact Decimal (DecimalNumbers.swift in KilnScript): arithmetic as
// corelibs computes it (a quotient cut to Foundation's 38–39 digits), `rounding(accordingToBehavior:)`
// as `NSDecimalRound` rounds, NaN for text that is not a number, and the accessors NSNumber has
// (`doubleValue` computed as corelibs computes it: the mantissa divided by ten once per digit
// after the point, so 19.99 is 19.990000000000002). As corelibs does, the arithmetic methods'
// `withBehavior:` arguments do not round the result (only `rounding(accordingToBehavior:)` does).
extension Prelude {
    static let decimalNumbers = #"""
protocol NSDecimalNumberBehaviors {
    func roundingMode() -> NSDecimalNumber.RoundingMode
    func scale() -> Int16
}

class NSDecimalNumberHandler: NSObject, NSDecimalNumberBehaviors {
    var __roundingMode: NSDecimalNumber.RoundingMode
    var __scale: Int16
    init(roundingMode: NSDecimalNumber.RoundingMode, scale: Int16, raiseOnExactness exact: Bool, raiseOnOverflow overflow: Bool, raiseOnUnderflow underflow: Bool, raiseOnDivideByZero divideByZero: Bool) {
        __roundingMode = roundingMode
        __scale = scale
        super.init()
    }
    static var `default`: NSDecimalNumberHandler {
        return NSDecimalNumberHandler(roundingMode: .plain, scale: Int16.max, raiseOnExactness: false, raiseOnOverflow: true, raiseOnUnderflow: true, raiseOnDivideByZero: true)
    }
    func roundingMode() -> NSDecimalNumber.RoundingMode { return __roundingMode }
    func scale() -> Int16 { return __scale }
}

func NSDecimalRound(_ result: inout Decimal, _ number: inout Decimal, _ scale: Int, _ roundingMode: NSDecimalNumber.RoundingMode) {
    result = __kilnDecimalRound(number, scale, Int(roundingMode.rawValue))
}

class NSDecimalNumber: NSObject, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    enum RoundingMode: UInt {
        case plain = 0
        case down = 1
        case up = 2
        case bankers = 3
    }
    enum CalculationError: UInt {
        case noError = 0
        case lossOfPrecision = 1
        case underflow = 2
        case overflow = 3
        case divideByZero = 4
    }

    var __decimal: Decimal
    var __isNaN: Bool

    init(decimal dcm: Decimal) {
        __decimal = dcm
        __isNaN = false
        super.init()
    }
    init(__nan: Bool) {
        __decimal = Decimal(0)
        __isNaN = true
        super.init()
    }
    convenience init(string numberValue: String?) {
        if let text = numberValue, let value = NSDecimalNumber.__parse(text, separator: ".") {
            self.init(decimal: value)
        } else {
            self.init(__nan: true)
        }
    }
    convenience init(string numberValue: String?, locale: Any?) {
        var separator = "."
        if let locale = locale as? Locale, let localeSeparator = locale.decimalSeparator { separator = localeSeparator }
        if let text = numberValue, let value = NSDecimalNumber.__parse(text, separator: separator) {
            self.init(decimal: value)
        } else {
            self.init(__nan: true)
        }
    }
    convenience init(mantissa: UInt64, exponent: Int16, isNegative flag: Bool) {
        var text = String(mantissa)
        if exponent > 0 { text += String(repeating: "0", count: Int(exponent)) }
        if exponent < 0 {
            let places = Int(-exponent)
            if text.count <= places { text = String(repeating: "0", count: places - text.count + 1) + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -places))
        }
        self.init(decimal: Decimal(string: (flag ? "-" : "") + text)!)
    }
    /// `NSDecimalNumber(value: 3)`, `(value: 2.5)`, `(value: true)`: one initializer that looks
    /// at the number it is given.
    convenience init<Number>(value: Number) {
        if let whole = value as? Int { self.init(decimal: Decimal(whole)) }
        else if let flag = value as? Bool { self.init(decimal: Decimal(flag ? 1 : 0)) }
        else if let real = value as? Float { self.init(decimal: Decimal(Double(real))) }
        else if let real = value as? Double { self.init(decimal: Decimal(real)) }
        else { self.init(decimal: Decimal(Int("\(value)") ?? 0)) }
    }
    required convenience init(integerLiteral value: Int) { self.init(decimal: Decimal(value)) }
    required convenience init(floatLiteral value: Double) { self.init(decimal: Decimal(value)) }

    /// The number `text` spells (leading spaces, a sign, digits, a separator, an exponent), as
    /// the scanner behind `NSDecimalNumber(string:)` reads its start; nil when no digit starts it.
    static func __parse(_ text: String, separator: String) -> Decimal? {
        let characters = Array(text)
        var index = 0
        while index < characters.count && characters[index] == " " { index += 1 }
        var sign = ""
        if index < characters.count && (characters[index] == "-" || characters[index] == "+") {
            if characters[index] == "-" { sign = "-" }
            index += 1
        }
        var whole = ""
        while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII { whole += String(digit); index += 1 }
        var fraction = ""
        if index < characters.count && String(characters[index]) == separator {
            index += 1
            while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII { fraction += String(digit); index += 1 }
        }
        if whole.isEmpty && fraction.isEmpty { return nil }
        var power = 0
        if index < characters.count && (characters[index] == "e" || characters[index] == "E") {
            var look = index + 1
            var negativePower = false
            if look < characters.count && (characters[look] == "-" || characters[look] == "+") {
                negativePower = characters[look] == "-"
                look += 1
            }
            var digits = ""
            while look < characters.count, let digit = characters[look].wholeNumberValue, characters[look].isASCII { digits += String(digit); look += 1 }
            if let value = Int(digits) { power = negativePower ? -value : value }
        }
        var mantissa = (whole.isEmpty ? "0" : whole) + fraction
        var places = fraction.count - power
        if places < 0 {
            mantissa += String(repeating: "0", count: -places)
            places = 0
        }
        if places > 0 {
            if mantissa.count <= places { mantissa = String(repeating: "0", count: places - mantissa.count + 1) + mantissa }
            mantissa.insert(".", at: mantissa.index(mantissa.endIndex, offsetBy: -places))
        }
        return Decimal(string: sign + mantissa)
    }

    static var zero: NSDecimalNumber { return NSDecimalNumber(decimal: Decimal(0)) }
    static var one: NSDecimalNumber { return NSDecimalNumber(decimal: Decimal(1)) }
    static var notANumber: NSDecimalNumber { return NSDecimalNumber(__nan: true) }
    static var maximum: NSDecimalNumber { return NSDecimalNumber(string: "340282366920938463463374607431768211455" + String(repeating: "0", count: 127)) }
    static var minimum: NSDecimalNumber { return NSDecimalNumber(string: "-340282366920938463463374607431768211455" + String(repeating: "0", count: 127)) }
    static var defaultBehavior: NSDecimalNumberBehaviors = NSDecimalNumberHandler.default

    var decimalValue: Decimal { return __decimal }
    override var description: String { return __isNaN ? "NaN" : __decimal.description }
    func description(withLocale locale: Any?) -> String { return description }
    var stringValue: String { return description }
    var doubleValue: Double {
        if __isNaN { return Double.nan }
        var text = __decimal.description
        var negative = false
        if text.hasPrefix("-") { negative = true; text.removeFirst() }
        var places = 0
        if let point = text.firstIndex(of: ".") {
            places = text.distance(from: point, to: text.endIndex) - 1
            text.remove(at: point)
        }
        var value = 0.0
        for character in text { value = value * 10 + Double(character.wholeNumberValue!) }
        var step = 0
        while step < places { value /= 10.0; step += 1 }
        return negative ? -value : value
    }
    var floatValue: Float { return Float(doubleValue) }
    var intValue: Int {
        if __isNaN { return 0 }
        let text = __decimal.description
        let whole = text.split(separator: ".", omittingEmptySubsequences: false)[0]
        return Int(whole) ?? Int(doubleValue)
    }
    var int64Value: Int64 { return Int64(intValue) }
    var int32Value: Int32 { return Int32(truncatingIfNeeded: intValue) }
    var int16Value: Int16 { return Int16(truncatingIfNeeded: intValue) }
    var uintValue: UInt { return UInt(truncatingIfNeeded: intValue) }
    var boolValue: Bool { return __isNaN || __decimal != Decimal(0) }

    /// An argument as an NSDecimalNumber: a literal (`total.adding(1)`) arrives as its number.
    static func __from(_ value: Any) -> NSDecimalNumber {
        if let number = value as? NSDecimalNumber { return number }
        if let whole = value as? Int { return NSDecimalNumber(decimal: Decimal(whole)) }
        if let real = value as? Double { return NSDecimalNumber(decimal: Decimal(real)) }
        return NSDecimalNumber.notANumber
    }
    func __result(_ argument: NSDecimalNumber, _ operation: (Decimal, Decimal) -> Decimal) -> NSDecimalNumber {
        let other = NSDecimalNumber.__from(argument)
        if __isNaN || other.__isNaN { return NSDecimalNumber.notANumber }
        return NSDecimalNumber(decimal: operation(__decimal, other.__decimal))
    }
    func adding(_ decimalNumber: NSDecimalNumber) -> NSDecimalNumber { return __result(decimalNumber) { $0 + $1 } }
    func adding(_ decimalNumber: NSDecimalNumber, withBehavior behavior: NSDecimalNumberBehaviors?) -> NSDecimalNumber { return adding(decimalNumber) }
    func subtracting(_ decimalNumber: NSDecimalNumber) -> NSDecimalNumber { return __result(decimalNumber) { $0 - $1 } }
    func subtracting(_ decimalNumber: NSDecimalNumber, withBehavior behavior: NSDecimalNumberBehaviors?) -> NSDecimalNumber { return subtracting(decimalNumber) }
    func multiplying(by decimalNumber: NSDecimalNumber) -> NSDecimalNumber { return __result(decimalNumber) { $0 * $1 } }
    func multiplying(by decimalNumber: NSDecimalNumber, withBehavior behavior: NSDecimalNumberBehaviors?) -> NSDecimalNumber { return multiplying(by: decimalNumber) }
    func dividing(by argument: NSDecimalNumber) -> NSDecimalNumber {
        let decimalNumber = NSDecimalNumber.__from(argument)
        if __isNaN || decimalNumber.__isNaN || decimalNumber.__decimal == Decimal(0) { return NSDecimalNumber.notANumber }
        return NSDecimalNumber(decimal: __decimal / decimalNumber.__decimal)
    }
    func dividing(by decimalNumber: NSDecimalNumber, withBehavior behavior: NSDecimalNumberBehaviors?) -> NSDecimalNumber { return dividing(by: decimalNumber) }
    func raising(toPower power: Int) -> NSDecimalNumber {
        if __isNaN { return self }
        var result = Decimal(1)
        var step = 0
        while step < power { result = result * __decimal; step += 1 }
        return NSDecimalNumber(decimal: result)
    }
    func raising(toPower power: Int, withBehavior behavior: NSDecimalNumberBehaviors?) -> NSDecimalNumber { return raising(toPower: power) }
    func multiplying(byPowerOf10 power: Int16) -> NSDecimalNumber {
        if __isNaN { return self }
        let factor = NSDecimalNumber(mantissa: 1, exponent: power, isNegative: false).__decimal
        return NSDecimalNumber(decimal: power >= 0 ? __decimal * factor : __decimal / NSDecimalNumber(mantissa: 1, exponent: -power, isNegative: false).__decimal)
    }
    func multiplying(byPowerOf10 power: Int16, withBehavior behavior: NSDecimalNumberBehaviors?) -> NSDecimalNumber { return multiplying(byPowerOf10: power) }
    func rounding(accordingToBehavior behavior: NSDecimalNumberBehaviors?) -> NSDecimalNumber {
        if __isNaN { return self }
        let rules = behavior ?? NSDecimalNumber.defaultBehavior
        if rules.scale() == Int16.max { return self }
        return NSDecimalNumber(decimal: __kilnDecimalRound(__decimal, Int(rules.scale()), Int(rules.roundingMode().rawValue)))
    }
    func compare(_ argument: NSDecimalNumber) -> ComparisonResult {
        let decimalNumber = NSDecimalNumber.__from(argument)
        if __isNaN { return decimalNumber.__isNaN ? .orderedSame : .orderedAscending }
        if decimalNumber.__isNaN { return .orderedDescending }
        if __decimal < decimalNumber.__decimal { return .orderedAscending }
        return __decimal == decimalNumber.__decimal ? .orderedSame : .orderedDescending
    }
    func isEqual(to number: NSDecimalNumber) -> Bool { return compare(number) == .orderedSame }
    override func isEqual(_ object: Any?) -> Bool {
        if let other = object as? NSDecimalNumber { return compare(other) == .orderedSame }
        if let other = object as? Int { return !__isNaN && __decimal == Decimal(other) }
        if let other = object as? Double { return !__isNaN && doubleValue == other }
        return false
    }
    override var hash: Int { return Int(doubleValue) }
    static func == (a: NSDecimalNumber, b: NSDecimalNumber) -> Bool { return a.isEqual(b) }
    static func < (a: NSDecimalNumber, b: NSDecimalNumber) -> Bool { return a.compare(b) == .orderedAscending }
}
"""#
}
