// Foundation's FormatStyle as far as store and settings screens use it: `date.formatted()`,
// `date.formatted(date: .abbreviated, time: .shortened)`, `.iso8601`, `ISO8601Format()`, and
// numbers' `formatted()`, `.number`, `.percent`, `.currency(code:)` and
// `.precision(.fractionLength(n))` — computed through the prelude's DateFormatter and
// NumberFormatter in the device's locale and time zone, with the patterns swift-corelibs-foundation's
// styles give in its default locale (en_001: `14/11/2023, 10:13 PM`, `14 Nov 2023 at 10:13 PM`).
extension Prelude {
    static let formatStyles = #"""
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
        return formatted()
    }

    func ISO8601Format() -> String { return ISO8601DateFormatter().string(from: self) }
}
"""#
}
