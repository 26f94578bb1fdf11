// The prelude's NumberFormatter as corelibs' does it: `.none`, `.decimal`, `.currency` and
// `.percent` styles with their default fraction digits and grouping, `minimum`/`maximum
// FractionDigits`, `minimumIntegerDigits`, half-even rounding of the number's shortest decimal
// form, the `$` of en_US (`¤` in other locales), `string(from:)`, `number(from:)` and
// `localizedString(from:number:)`. Other styles format as `.decimal` does.
extension Prelude {
    static let numberFormatter = #"""
class NumberFormatter: NSObject {
    enum Style: UInt {
        case none = 0
        case decimal = 1
        case currency = 2
        case percent = 3
        case scientific = 4
        case spellOut = 5
        case ordinal = 6
        case currencyISOCode = 8
        case currencyPlural = 9
        case currencyAccounting = 10
    }
    var numberStyle: NumberFormatter.Style = .none {
        didSet { __applyStyle() }
    }
    var locale: Locale! = Locale.current
    var minimumFractionDigits = 0
    var maximumFractionDigits = 0
    var minimumIntegerDigits = 0
    var usesGroupingSeparator = false
    var groupingSeparator: String! = ","
    var decimalSeparator: String! = "."
    var __currencySymbol: String? = nil
    var currencySymbol: String! {
        get {
            if let symbol = __currencySymbol { return symbol }
            if let code = __currencyCode { return NumberFormatter.__symbol(forCode: code, locale: locale.identifier) }
            return locale.identifier == "en_US" ? "$" : "¤"
        }
        set { __currencySymbol = newValue }
    }
    var __currencyCode: String? = nil
    var currencyCode: String! {
        get { return __currencyCode ?? (locale.identifier == "en_US" ? "USD" : "XXX") }
        set { __currencyCode = newValue }
    }
    /// The symbol ICU's English data gives a currency code (`US$` outside the US, `$` in it).
    static func __symbol(forCode code: String, locale: String) -> String {
        switch code {
        case "USD": return locale == "en_US" ? "$" : "US$"
        case "EUR": return "€"
        case "GBP": return "£"
        case "JPY": return locale == "en_US" || locale == "ja_JP" ? "¥" : "JP¥"
        case "CNY": return locale == "zh_CN" ? "¥" : "CN¥"
        case "CAD": return locale == "en_CA" ? "$" : "CA$"
        case "AUD": return locale == "en_AU" ? "$" : "A$"
        case "INR": return "₹"
        case "KRW": return "₩"
        default: return code
        }
    }
    var percentSymbol: String! = "%"
    var zeroSymbol: String? = nil
    var nilSymbol = ""
    override init() {
        super.init()
    }
    func __applyStyle() {
        switch numberStyle {
        case .decimal: (minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator, minimumIntegerDigits) = (0, 3, true, 1)
        case .currency, .currencyISOCode, .currencyAccounting, .currencyPlural: (minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator, minimumIntegerDigits) = (2, 2, true, 1)
        case .percent: (minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator, minimumIntegerDigits) = (0, 0, true, 1)
        default: (minimumFractionDigits, maximumFractionDigits, usesGroupingSeparator, minimumIntegerDigits) = (0, 0, false, 0)
        }
    }
    func string(from number: NSNumber) -> String? {
        return __format(number)
    }
    func string(for obj: Any?) -> String? {
        guard let obj = obj else { return nil }
        return __format(obj)
    }
    func __format(_ number: Any) -> String? {
        var digits: (whole: String, fraction: String)
        var negative = false
        if let whole = number as? Int, numberStyle != .percent {
            negative = whole < 0
            digits = (String(abs(whole)), "")
        } else {
            var value: Double
            if let whole = number as? Int { value = Double(whole) } else if let real = number as? Double { value = real } else if let flag = number as? Bool { value = flag ? 1 : 0 } else { return nil }
            if numberStyle == .percent { value *= 100 }
            negative = value < 0
            digits = __kilnRoundedDigits(abs(value), max(maximumFractionDigits, minimumFractionDigits))
        }
        var fraction = digits.fraction
        while fraction.count > minimumFractionDigits && fraction.hasSuffix("0") { fraction.removeLast() }
        while fraction.count < minimumFractionDigits { fraction += "0" }
        var whole = digits.whole
        if whole == "0" && minimumIntegerDigits == 0 && !fraction.isEmpty { whole = "" }
        while whole.count < minimumIntegerDigits { whole = "0" + whole }
        if usesGroupingSeparator && whole.count > 3 {
            var grouped = ""
            for (index, digit) in whole.enumerated() {
                if index > 0 && (whole.count - index) % 3 == 0 { grouped += groupingSeparator }
                grouped.append(digit)
            }
            whole = grouped
        }
        var text = fraction.isEmpty ? whole : whole + decimalSeparator + fraction
        if text.isEmpty { text = "0" }
        switch numberStyle {
        case .currency, .currencyAccounting, .currencyPlural: text = currencySymbol + text
        case .currencyISOCode: text = currencyCode + "\u{00A0}" + text
        case .percent: text += percentSymbol
        default: break
        }
        return negative ? "-" + text : text
    }
    func number(from string: String) -> NSNumber? {
        var text = string.trimmingCharacters(in: .whitespaces)
        var negative = false
        if text.hasPrefix("-") { negative = true; text.removeFirst() }
        if numberStyle == .currency, text.hasPrefix(currencySymbol) { text.removeFirst(currencySymbol.count) }
        var percent = false
        if numberStyle == .percent, text.hasSuffix(percentSymbol) { percent = true; text.removeLast(percentSymbol.count) }
        if usesGroupingSeparator { text = text.replacingOccurrences(of: groupingSeparator, with: "") }
        if decimalSeparator != "." { text = text.replacingOccurrences(of: decimalSeparator, with: ".") }
        guard !text.isEmpty, text.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
        if !percent, let whole = Int(text) { return NSNumber(value: negative ? -whole : whole) }
        guard var value = Double(text) else { return nil }
        if percent { value /= 100 }
        if value == value.rounded(), abs(value) < 1e15 { return NSNumber(value: negative ? -Int(value) : Int(value)) }
        return NSNumber(value: negative ? -value : value)
    }
    static func localizedString(from num: NSNumber, number nstyle: NumberFormatter.Style) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = nstyle
        return formatter.string(from: num) ?? ""
    }
}

/// The whole and fraction digits of `value` (not negative) rounded half-even to `places`
/// fraction digits, worked on its shortest decimal form as ICU does (2.675 rounds to 2.68).
func __kilnRoundedDigits(_ value: Double, _ places: Int) -> (whole: String, fraction: String) {
    var text = "\(value)"
    var exponent = 0
    let pieces = text.split(separator: "e")
    if pieces.count == 2 {
        var power = String(pieces[1])
        if power.hasPrefix("+") { power.removeFirst() }
        exponent = Int(power) ?? 0
        text = String(pieces[0])
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    var digits = Array(String(parts[0]) + (parts.count > 1 ? String(parts[1]) : ""))
    var point = parts[0].count + exponent
    while point <= 0 { digits.insert("0", at: 0); point += 1 }
    while digits.count < point { digits.append("0") }
    let keep = point + places
    if keep < digits.count {
        let dropped = digits[keep...]
        let first = Int(String(dropped.first!))!
        let rest = dropped.dropFirst().contains { $0 != "0" }
        let lastKept = keep > 0 ? Int(String(digits[keep - 1]))! : 0
        let up = first > 5 || (first == 5 && (rest || lastKept % 2 == 1))
        digits = Array(digits[..<keep])
        if up {
            var index = digits.count - 1
            while index >= 0 {
                if digits[index] == "9" { digits[index] = "0"; index -= 1 } else { digits[index] = Character(String(Int(String(digits[index]))! + 1)); break }
            }
            if index < 0 { digits.insert("1", at: 0); point += 1 }
        }
    }
    while digits.count < point + places { digits.append("0") }
    var whole = String(digits[..<point])
    while whole.count > 1 && whole.hasPrefix("0") { whole.removeFirst() }
    return (whole.isEmpty ? "0" : whole, String(digits[point...]))
}
"""#
}
