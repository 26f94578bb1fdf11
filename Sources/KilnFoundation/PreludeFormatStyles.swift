// Foundation's FormatStyle as far as store and settings screens use it: `date.formatted()`,
// `date.formatted(date: .abbreviated, time: .shortened)`, `.iso8601`, `ISO8601Format()`, and
// numbers' `formatted()`, `.number`, `.percent`, `.currency(code:)` and
// `.precision(.fractionLength(n))` — computed through the prelude's DateFormatter and
// NumberFormatter in the device's locale and time zone, with the patterns swift-corelibs-foundation's
// styles give in its default locale (en_001: `14/11/2023, 10:13 PM`, `14 Nov 2023 at 10:13 PM`).
extension Prelude {
    static let formatStyles = #"""
/// Apple's `Date.FormatStyle.Symbol` widths, one enum here (its cases, not static values, so that
/// `.month(.abbreviated)` is this and not `Date.FormatStyle.DateStyle.abbreviated`).
enum __KilnDateSymbol: String {
    case defaultDigits, twoDigits, abbreviated, wide, narrow
    var __width: String { return rawValue }
}

struct __KilnPrecision {
    var __fraction: Int
    static func fractionLength(_ length: Int) -> __KilnPrecision { return __KilnPrecision(__fraction: length) }
}

/// The styles `formatted(_:)` takes (`.number`, `.percent`, `.currency(code:)`, `.iso8601`, `.dateTime`).
struct __KilnFormatStyle {
    var __kind: String
    var __code: String = ""
    var __fraction: Int? = nil
    static var number: __KilnFormatStyle { return __KilnFormatStyle(__kind: "number") }
    static var percent: __KilnFormatStyle { return __KilnFormatStyle(__kind: "percent") }
    static func currency(code: String) -> __KilnFormatStyle { return __KilnFormatStyle(__kind: "currency", __code: code) }
    static var iso8601: __KilnFormatStyle { return __KilnFormatStyle(__kind: "iso8601") }
    static var dateTime: __KilnFormatStyle { return __KilnFormatStyle(__kind: "dateTime") }
    // `.dateTime.year().month().day()`: the fields asked for, each with its width (Apple's
    // `Date.FormatStyle.Symbol` values, one type here).
    var __fields: [String: String] = [:]
    func __adding(_ field: String, _ width: String) -> __KilnFormatStyle {
        var style = self
        style.__fields[field] = width
        return style
    }
    func year(_ width: __KilnDateSymbol = .defaultDigits) -> __KilnFormatStyle { return __adding("year", width.__width) }
    func month(_ width: __KilnDateSymbol = .abbreviated) -> __KilnFormatStyle { return __adding("month", width.__width) }
    func day(_ width: __KilnDateSymbol = .defaultDigits) -> __KilnFormatStyle { return __adding("day", width.__width) }
    func weekday(_ width: __KilnDateSymbol = .abbreviated) -> __KilnFormatStyle { return __adding("weekday", width.__width) }
    func hour() -> __KilnFormatStyle { return __adding("hour", "") }
    func minute() -> __KilnFormatStyle { return __adding("minute", "") }
    func second() -> __KilnFormatStyle { return __adding("second", "") }
    // The pattern corelibs' ICU makes of the fields in its default locale (en_001): `d MMM y`,
    // `E, d MMM`, `dd/MM/y`, `h:mm a`, joined by " at " (a month in letters) or ", " (in digits).
    func __datePattern() -> String {
        let f = __fields
        var date = ""
        let month = f["month"]
        let numericMonth = month == "defaultDigits" || month == "twoDigits"
        if numericMonth {
            var parts: [String] = []
            if f["day"] != nil { parts.append("dd") }
            parts.append("MM")
            if let year = f["year"] { parts.append(year == "twoDigits" ? "yy" : "y") }
            date = parts.count == 1 ? (month == "twoDigits" ? "MM" : "M") : parts.joined(separator: "/")
        } else {
            var text = ""
            if let day = f["day"] { text = day == "twoDigits" ? "dd" : "d" }
            if let month {
                let letters = month == "wide" ? "MMMM" : month == "narrow" ? "MMMMM" : "MMM"
                text = text.isEmpty ? letters : text + " " + letters
            }
            if let year = f["year"] {
                let digits = year == "twoDigits" ? "yy" : "y"
                text = text.isEmpty ? digits : text + " " + digits
            }
            if let weekday = f["weekday"] {
                let letters = weekday == "wide" ? "EEEE" : weekday == "narrow" ? "EEEEE" : "EEE"
                text = text.isEmpty ? letters : letters + ", " + text
            }
            date = text
        }
        var time = ""
        if f["hour"] != nil {
            time = "h"
            if f["minute"] != nil { time += ":mm" }
            if f["second"] != nil { time += ":ss" }
            time += "\u{202F}a"
        } else if f["minute"] != nil {
            time = f["second"] != nil ? "mm:ss" : "mm"
        } else if f["second"] != nil {
            time = "ss"
        }
        if date.isEmpty { return time }
        if time.isEmpty { return date }
        if month == nil && f["day"] == nil && f["year"] == nil { return date + " " + time }
        return date + (numericMonth ? ", " : " 'at' ") + time
    }
    func precision(_ precision: __KilnPrecision) -> __KilnFormatStyle {
        var style = self
        style.__fraction = precision.__fraction
        return style
    }

    func __number(_ value: Any, isWhole: Bool) -> String {
        let formatter = NumberFormatter()
        switch __kind {
        case "percent":
            if isWhole { return __KilnFormatStyle.number.__number(value, isWhole: true) + "%" }
            formatter.numberStyle = .percent
            formatter.maximumFractionDigits = 6
        case "currency":
            formatter.numberStyle = .currency
            formatter.currencyCode = __code
        default:
            formatter.numberStyle = .decimal
            formatter.maximumFractionDigits = 6
        }
        if let fraction = __fraction {
            formatter.minimumFractionDigits = fraction
            formatter.maximumFractionDigits = fraction
        }
        return formatter.string(for: value) ?? "\(value)"
    }
}

extension Int {
    func formatted() -> String { return __KilnFormatStyle.number.__number(self, isWhole: true) }
    func formatted(_ style: __KilnFormatStyle) -> String { return style.__number(self, isWhole: true) }
}

extension Double {
    func formatted() -> String { return __KilnFormatStyle.number.__number(self, isWhole: false) }
    func formatted(_ style: __KilnFormatStyle) -> String { return style.__number(self, isWhole: false) }
}

extension Float {
    func formatted() -> String { return Double(self).formatted() }
    func formatted(_ style: __KilnFormatStyle) -> String { return Double(self).formatted(style) }
}

extension Date {
    struct FormatStyle {
        struct DateStyle: Equatable {
            var __rawValue: Int
            static let omitted = Date.FormatStyle.DateStyle(__rawValue: 0)
            static let numeric = Date.FormatStyle.DateStyle(__rawValue: 1)
            static let abbreviated = Date.FormatStyle.DateStyle(__rawValue: 2)
            static let long = Date.FormatStyle.DateStyle(__rawValue: 3)
            static let complete = Date.FormatStyle.DateStyle(__rawValue: 4)
        }
        struct TimeStyle: Equatable {
            var __rawValue: Int
            static let omitted = Date.FormatStyle.TimeStyle(__rawValue: 0)
            static let shortened = Date.FormatStyle.TimeStyle(__rawValue: 1)
            static let standard = Date.FormatStyle.TimeStyle(__rawValue: 2)
            static let complete = Date.FormatStyle.TimeStyle(__rawValue: 3)
        }
    }

    func formatted() -> String { return formatted(date: Date.FormatStyle.DateStyle.numeric, time: Date.FormatStyle.TimeStyle.shortened) }

    func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
        let noDate = date.__rawValue == 0, noTime = time.__rawValue == 0
        if noDate && noTime { return formatted() }
        let datePatterns = ["", "dd/MM/y", "d MMM y", "d MMMM y", "EEEE, d MMMM y"]
        // A narrow no-break space before the day period, as ICU's styles write it (DateFormatter's
        // styles in corelibs give a plain space).
        let timePatterns = ["", "h:mm\u{202F}a", "h:mm:ss\u{202F}a", "h:mm:ss\u{202F}a z"]
        let formatter = DateFormatter()
        formatter.dateFormat = datePatterns[date.__rawValue]
        var text = formatter.string(from: self)
        if !noTime {
            formatter.dateFormat = timePatterns[time.__rawValue]
            let clock = formatter.string(from: self)
            if noDate { text = clock } else { text += (date.__rawValue == 1 ? ", " : " at ") + clock }
        }
        return text
    }

    func formatted(_ style: __KilnFormatStyle) -> String {
        if style.__kind == "iso8601" { return ISO8601Format() }
        if style.__kind == "dateTime" && !style.__fields.isEmpty {
            let formatter = DateFormatter()
            formatter.dateFormat = style.__datePattern()
            return formatter.string(from: self)
        }
        return formatted()
    }

    func ISO8601Format() -> String { return ISO8601DateFormatter().string(from: self) }
}
"""#
}
