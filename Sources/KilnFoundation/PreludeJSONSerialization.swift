// The prelude's JSONSerialization: `jsonObject(with:options:)` giving dictionaries, arrays,
// strings, numbers and `NSNull` as Foundation does, `data(withJSONObject:options:)` writing them
// (pretty-printed, sorted, slashes escaped or not), `isValidJSONObject(_:)`; the work is native
// (JSONSerializationBindings.swift). The option sets have corelibs' raw values.
extension Prelude {
    static let jsonSerialization = #"""
class JSONSerialization: NSObject {
    struct ReadingOptions: OptionSet {
        let rawValue: Int
        static let mutableContainers = JSONSerialization.ReadingOptions(rawValue: 1)
        static let mutableLeaves = JSONSerialization.ReadingOptions(rawValue: 2)
        static let fragmentsAllowed = JSONSerialization.ReadingOptions(rawValue: 4)
        static let allowFragments = JSONSerialization.ReadingOptions(rawValue: 4)
        static let json5Allowed = JSONSerialization.ReadingOptions(rawValue: 8)
        static let topLevelDictionaryAssumed = JSONSerialization.ReadingOptions(rawValue: 16)
        // Swift 2's names.
\#(Prelude.oldSpellings([
        ("static var AllowFragments: JSONSerialization.ReadingOptions", ".AllowFragments", ".allowFragments", "return .allowFragments"),
        ("static var MutableContainers: JSONSerialization.ReadingOptions", ".MutableContainers", ".mutableContainers", "return .mutableContainers"),
        ("static var MutableLeaves: JSONSerialization.ReadingOptions", ".MutableLeaves", ".mutableLeaves", "return .mutableLeaves"),
    ]))
    }
    struct WritingOptions: OptionSet {
        let rawValue: Int
        static let prettyPrinted = JSONSerialization.WritingOptions(rawValue: 1)
        static let sortedKeys = JSONSerialization.WritingOptions(rawValue: 2)
        static let fragmentsAllowed = JSONSerialization.WritingOptions(rawValue: 4)
        static let withoutEscapingSlashes = JSONSerialization.WritingOptions(rawValue: 8)
        // Swift 2's name.
\#(Prelude.oldSpellings([
        ("static var PrettyPrinted: JSONSerialization.WritingOptions", ".PrettyPrinted", ".prettyPrinted", "return .prettyPrinted"),
    ]))
    }
    static func jsonObject(with data: Data, options: JSONSerialization.ReadingOptions = []) throws -> Any {
        return try __kilnJSONObject(data.__bytes, options)
    }
    static func data(withJSONObject obj: Any, options: JSONSerialization.WritingOptions = []) throws -> Data {
        return Data(__bytes: try __kilnJSONData(obj, options))
    }
    // Swift 2's names.
\#(Prelude.oldSpellings([
        ("static func JSONObjectWithData(_ data: Data, options: JSONSerialization.ReadingOptions = []) throws -> Any", "JSONObjectWithData(_:options:)", "jsonObject(with:options:)", "return try jsonObject(with: data, options: options)"),
        ("static func dataWithJSONObject(_ obj: Any, options: JSONSerialization.WritingOptions = []) throws -> Data", "dataWithJSONObject(_:options:)", "data(withJSONObject:options:)", "return try data(withJSONObject: obj, options: options)"),
    ]))
    static func isValidJSONObject(_ obj: Any) -> Bool {
        return __kilnJSONValid(obj)
    }
    /// What a JSON `null` reads as.
    static func __null() -> NSNull {
        return NSNull()
    }
    /// What a whole number reads as (named here so the prelude's selection keeps the class).
    static func __number(_ whole: Int) -> __NSCFNumber {
        return __NSCFNumber(__value: whole)
    }
}

// A whole number JSONSerialization reads, as Foundation's NSNumber: a bridged box
// (`Interpreter.Options.bridgeBoxes`) that prints as its number, which `as? Int` gives and `as? Double`
// converts (3.0), as corelibs' NSNumber does (KilnScript's CastSubjects.swift).
class __NSCFNumber: NSObject {
    var __value: Any = 0
    init(__value: Any) {
        self.__value = __value
        super.init()
    }
    override var description: String {
        return "\(intValue)"
    }
    var intValue: Int {
        if let flag = __value as? Bool { return flag ? 1 : 0 }
        return __value as! Int
    }
    var doubleValue: Double { return Double(intValue) }
    var floatValue: Float { return Float(intValue) }
    var int64Value: Int64 { return Int64(intValue) }
    var int32Value: Int32 { return Int32(truncatingIfNeeded: intValue) }
    var int16Value: Int16 { return Int16(truncatingIfNeeded: intValue) }
    var uint64Value: UInt64 { return UInt64(truncatingIfNeeded: intValue) }
    var uint32Value: UInt32 { return UInt32(truncatingIfNeeded: intValue) }
    var uintValue: UInt { return UInt(truncatingIfNeeded: intValue) }
    var boolValue: Bool { return intValue != 0 }
    var stringValue: String { return description }
}

class NSNull: NSObject {
    override init() {
        super.init()
    }
    override var description: String {
        return "<null>"
    }
}
"""#
}
