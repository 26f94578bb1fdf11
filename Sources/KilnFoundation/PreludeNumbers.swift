// NSNumber's accessors on the values it bridges (an Int, Double or Bool cast to NSNumber stays what
// it is, `Interpreter.Options.bridgedClasses`): the fixed-width and Float values, `hash` as
// Core Foundation computes it, `classForCoder`, `description(withLocale:)`, NSNumber equality
// and order.
extension Prelude {
    static let numbers = #"""
/// The values NSNumber bridges, which all have `intValue` and `doubleValue` (PreludeFoundation).
protocol __KilnBridgedNumber {
    var intValue: Int { get }
    var doubleValue: Double { get }
}
extension Int: __KilnBridgedNumber {}
extension Double: __KilnBridgedNumber {}
extension Bool: __KilnBridgedNumber {}

extension __KilnBridgedNumber {
    var int8Value: Int8 { return Int8(truncatingIfNeeded: intValue) }
    var int16Value: Int16 { return Int16(truncatingIfNeeded: intValue) }
    var int32Value: Int32 { return Int32(truncatingIfNeeded: intValue) }
    var uint8Value: UInt8 { return UInt8(truncatingIfNeeded: intValue) }
    var uint16Value: UInt16 { return UInt16(truncatingIfNeeded: intValue) }
    var uint32Value: UInt32 { return UInt32(truncatingIfNeeded: intValue) }
    var uint64Value: UInt64 { return UInt64(truncatingIfNeeded: intValue) }
    var uintValue: UInt { return UInt(truncatingIfNeeded: intValue) }
    var floatValue: Float { return Float(doubleValue) }
    var decimalValue: Decimal { return Decimal(doubleValue) }
    var classForCoder: AnyClass { return NSNumber.self }
    func isEqual(to number: NSNumber) -> Bool { return __kilnNumberCompare(self, number) == 0 }
    func isEqual(_ object: Any?) -> Bool {
        guard let other = object, other is NSNumber else { return false }
        return __kilnNumberCompare(self, other) == 0
    }
    func compare(_ number: NSNumber) -> ComparisonResult {
        return ComparisonResult(rawValue: __kilnNumberCompare(self, number))!
    }
}

extension Int {
    /// Core Foundation's hash of an integer: its magnitude times 2654435761.
    var hash: Int { return (self < 0 ? 0 &- self : self) &* 2654435761 }
    func description(withLocale locale: Any?) -> String { return description }
}
extension Double {
    /// Core Foundation's hash of a double: the nearest integer's hash plus the fraction's share of 2^64.
    var hash: Int {
        let magnitude = self < 0 ? -self : self
        let nearest = Int(magnitude + 0.5)
        if Double(nearest) == magnitude { return nearest &* 2654435761 }
        return nearest &* 2654435761 &+ Int((magnitude - Double(nearest)) * 18446744073709551615.0)
    }
    func description(withLocale locale: Any?) -> String { return description }
}
extension Bool {
    var int64Value: Int { return self ? 1 : 0 }
    var hash: Int { return self ? 2654435761 : 0 }
    func description(withLocale locale: Any?) -> String { return self ? "1" : "0" }
}

// The C library's random numbers tutorials of the Swift 2 and 3 era call, from the run's seeded
// generator (the same numbers in every run with one seed).
func arc4random_uniform(_ upperBound: UInt32) -> UInt32 {
    return upperBound == 0 ? 0 : UInt32(Int.random(in: 0..<Int(upperBound)))
}
func arc4random() -> UInt32 { return UInt32(Int.random(in: 0...Int(UInt32.max))) }
func drand48() -> Double { return Double.random(in: 0..<1) }
// The C library's constants.
let M_PI = Double.pi
let M_PI_2 = Double.pi / 2
let M_E = 2.718281828459045
let M_SQRT2 = 2.0.squareRoot()
"""#
}
