// The prelude's DateFormatter and ISO8601DateFormatter: patterns, styles and parsing by the native
// engine (DateFormatting.swift, DateParsing.swift); defaults are the device's zone and locale.
extension Prelude {
    static let dateFormatters = #"""
class DateFormatter: CustomStringConvertible, __KilnDateSymbols {
    enum Style: Int { case none = 0, short = 1, medium = 2, long = 3, full = 4 }
    var __format: String? = nil
    var dateStyle: Style = .none { didSet { __format = nil } }
    var timeStyle: Style = .none { didSet { __format = nil } }
    var locale: Locale! = Locale.current { didSet { if __format == nil { return } } }
    var timeZone: TimeZone! = TimeZone.current
    var calendar: Calendar! = Calendar(identifier: .gregorian)
    var defaultDate: Date? = nil
    var isLenient = false
    var doesRelativeDateFormatting = false
    var generatesCalendarDates = false
    var twoDigitStartDate: Date? = Date(timeIntervalSince1970: -631152000)
    var gregorianStartDate: Date? = Date(timeIntervalSince1970: -12219292800)
    init() {}
    init?(coder: NSCoder) {}
    var description: String { return "<DateFormatter: 0x0000600000c04000>" }
    var dateFormat: String! {
        get { return __format ?? __kilnDateStylePattern(__localeCode, dateStyle.rawValue, timeStyle.rawValue) }
        set { __format = newValue }
    }
    var __localeCode: String { return locale?.identifier ?? "en_001" }
    var __zone: String { return (timeZone ?? TimeZone.current).identifier }
    func string(from date: Date) -> String {
        return __kilnDateFormat(dateFormat ?? "", date.timeIntervalSinceReferenceDate, __zone, __localeCode)
    }
    func string(for object: Any?) -> String? {
        guard let date = object as? Date else { return nil }
        return string(from: date)
    }
    func date(from string: String) -> Date? {
        guard let seconds = __kilnDateParse(string, dateFormat ?? "", __zone, __localeCode) else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }
    static func localizedString(from date: Date, dateStyle: Style, timeStyle: Style) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }
    static func dateFormat(fromTemplate template: String, options: Int, locale: Locale?) -> String? {
        return __kilnDateTemplate(template, locale?.identifier ?? "en_001")
    }
    func setLocalizedDateFormatFromTemplate(_ template: String) {
        dateFormat = __kilnDateTemplate(template, __localeCode)
    }
    // Swift 2's names.
\#(Prelude.oldSpellings([
        ("func stringFromDate(_ date: Date) -> String", "stringFromDate(_:)", "string(from:)", "return string(from: date)"),
        ("func dateFromString(_ string: String) -> Date?", "dateFromString(_:)", "date(from:)", "return date(from: string)"),
    ]))
}

// Swift 2's names of the styles.
extension DateFormatter.Style {
\#(Prelude.oldSpellings([
        ("static var NoStyle: DateFormatter.Style", ".NoStyle", ".none", "return .none"),
        ("static var ShortStyle: DateFormatter.Style", ".ShortStyle", ".short", "return .short"),
        ("static var MediumStyle: DateFormatter.Style", ".MediumStyle", ".medium", "return .medium"),
        ("static var LongStyle: DateFormatter.Style", ".LongStyle", ".long", "return .long"),
        ("static var FullStyle: DateFormatter.Style", ".FullStyle", ".full", "return .full"),
    ]))
}

class ISO8601DateFormatter: CustomStringConvertible {
    // An OptionSet in Foundation: one option or a list of them (`[.withInternetDateTime, .withFractionalSeconds]`).
    struct Options: Equatable, CustomStringConvertible {
        let rawValue: UInt
        init(rawValue: UInt) { self.rawValue = rawValue }
        static let withYear = Options(rawValue: 1)
        static let withMonth = Options(rawValue: 2)
        static let withWeekOfYear = Options(rawValue: 4)
        static let withDay = Options(rawValue: 16)
        static let withTime = Options(rawValue: 32)
        static let withTimeZone = Options(rawValue: 64)
        static let withSpaceBetweenDateAndTime = Options(rawValue: 128)
        static let withDashSeparatorInDate = Options(rawValue: 256)
        static let withColonSeparatorInTime = Options(rawValue: 512)
        static let withColonSeparatorInTimeZone = Options(rawValue: 1024)
        static let withFractionalSeconds = Options(rawValue: 2048)
        static let withFullDate = Options(rawValue: 275)
        static let withFullTime = Options(rawValue: 1632)
        static let withInternetDateTime = Options(rawValue: 1907)
        func contains(_ option: Options) -> Bool { return rawValue & option.rawValue == option.rawValue }
        var description: String { return "Options(rawValue: \(rawValue))" }
    }
    var formatOptions: Any = Options(rawValue: 1907)
    var timeZone: TimeZone! = TimeZone.gmt
    static var supportsSecureCoding: Bool { return true }
    init() {}
    init?(coder: NSCoder) {}
    func encode(with coder: NSCoder) {}
    var description: String { return "<ISO8601DateFormatter: 0x0000600000c08000>" }
    static func __raw(_ options: Any) -> UInt {
        if let one = options as? Options { return one.rawValue }
        var raw: UInt = 0
        if let list = options as? [Options] { for option in list { raw = raw | option.rawValue } }
        return raw
    }
    static func __pattern(_ raw: UInt) -> String {
        func has(_ bit: UInt) -> Bool { return raw & bit != 0 }
        var pattern = ""
        let dash = has(256) ? "-" : ""
        if has(1) { pattern += has(4) ? "YYYY" : "yyyy" }
        if has(2) && !has(4) { pattern += (pattern.isEmpty ? "" : dash) + "MM" }
        if has(4) { pattern += (pattern.isEmpty ? "" : dash) + "'W'ww" }
        if has(16) { pattern += (pattern.isEmpty ? "" : dash) + (has(4) ? "ee" : has(2) ? "dd" : "DDD") }
        if has(32) {
            if !pattern.isEmpty { pattern += has(128) ? " " : "'T'" }
            pattern += has(512) ? "HH:mm:ss" : "HHmmss"
            if has(2048) { pattern += ".SSS" }
        }
        if has(64) { pattern += has(1024) ? "XXXXX" : "XXXX" }
        return pattern
    }
    func string(from date: Date) -> String {
        return __kilnDateFormat(ISO8601DateFormatter.__pattern(ISO8601DateFormatter.__raw(formatOptions)),
                                date.timeIntervalSinceReferenceDate, (timeZone ?? TimeZone.gmt).identifier, "en_US_POSIX")
    }
    func date(from string: String) -> Date? {
        let pattern = ISO8601DateFormatter.__pattern(ISO8601DateFormatter.__raw(formatOptions))
        guard let seconds = __kilnDateParse(string, pattern, (timeZone ?? TimeZone.gmt).identifier, "en_US_POSIX") else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }
    static func string(from date: Date, timeZone: TimeZone, formatOptions: Any = Options(rawValue: 1907)) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        formatter.formatOptions = formatOptions
        return formatter.string(from: date)
    }
}
"""#
}
