// The prelude's time zones, locales and calendar components (DateBindings.swift): TimeZone from
// the host's tzdata, Locale, Calendar.Component and DateComponents. Calendar is in
// PreludeCalendar.swift, DateFormatter and ISO8601DateFormatter in PreludeDateFormatters.swift.
extension Prelude {
    static let dates = #"""
// Swift bridges NSTimeZone and TimeZone, NSLocale and Locale; Kiln has one type for each pair.
typealias NSTimeZone = TimeZone
typealias NSLocale = Locale

struct TimeZone: CustomStringConvertible, CustomDebugStringConvertible, Hashable, Codable {
    let identifier: String
    let __fixedOffset: Int?
    init(__identifier: String, fixedOffset: Int?) {
        identifier = __identifier
        __fixedOffset = fixedOffset
    }
    init?(identifier: String) {
        guard let found = __kilnZoneIdentifier(identifier) else { return nil }
        self.identifier = found
        __fixedOffset = identifier == "GMT" ? 0 : nil
    }
    init?(secondsFromGMT seconds: Int) {
        guard seconds > -18 * 3600 - 1, seconds < 18 * 3600 + 1 else { return nil }
        identifier = __kilnZoneFixed(seconds / 60 * 60)
        __fixedOffset = seconds
    }
    init?(abbreviation: String) {
        guard let name = TimeZone.abbreviationDictionary[abbreviation] ?? (__kilnZoneIdentifier(abbreviation) != nil && abbreviation.hasPrefix("GMT") ? abbreviation : nil),
              let found = __kilnZoneIdentifier(name) else { return nil }
        identifier = found
        __fixedOffset = nil
    }
    static var current: TimeZone { return TimeZone(__identifier: __kilnZoneCurrent(), fixedOffset: nil) }
    // Swift 2's names.
\#(Prelude.oldSpellings([
        ("init(forSecondsFromGMT seconds: Int)", "NSTimeZone(forSecondsFromGMT:)", "TimeZone(secondsFromGMT:)", "self = TimeZone(secondsFromGMT: seconds)!"),
        ("init?(name: String)", "NSTimeZone(name:)", "TimeZone(identifier:)", "guard let zone = TimeZone(identifier: name) else { return nil }; self = zone"),
        ("static func localTimeZone() -> TimeZone", "NSTimeZone.localTimeZone()", "TimeZone.current", "return current"),
        ("static func systemTimeZone() -> TimeZone", "NSTimeZone.systemTimeZone()", "TimeZone.current", "return current"),
        ("static func defaultTimeZone() -> TimeZone", "NSTimeZone.defaultTimeZone()", "TimeZone.current", "return current"),
    ]))
    static var autoupdatingCurrent: TimeZone { return current }
    static var gmt: TimeZone { return TimeZone(__identifier: "GMT", fixedOffset: 0) }
    static var knownTimeZoneIdentifiers: [String] { return __kilnZoneKnownIdentifiers() }
    static var timeZoneDataVersion: String { return __kilnZoneDataVersion() }
    static var abbreviationDictionary: [String: String] {
        return ["EST": "America/New_York", "EDT": "America/New_York", "CST": "America/Chicago", "CDT": "America/Chicago",
                "MST": "America/Denver", "MDT": "America/Denver", "PST": "America/Los_Angeles", "PDT": "America/Los_Angeles",
                "AKST": "America/Juneau", "AKDT": "America/Juneau", "HST": "Pacific/Honolulu", "GMT": "GMT", "UTC": "UTC",
                "BST": "Europe/London", "CET": "Europe/Paris", "CEST": "Europe/Paris", "EET": "Europe/Athens",
                "EEST": "Europe/Athens", "WET": "Europe/Lisbon", "WEST": "Europe/Lisbon", "JST": "Asia/Tokyo",
                "IST": "Asia/Kolkata", "HKT": "Asia/Hong_Kong", "KST": "Asia/Seoul", "SGT": "Asia/Singapore",
                "AEST": "Australia/Sydney", "AEDT": "Australia/Sydney", "NZST": "Pacific/Auckland", "NZDT": "Pacific/Auckland"]
    }
    func secondsFromGMT(for date: Date = Date()) -> Int {
        if let fixed = __fixedOffset { return fixed }
        return __kilnZoneAt(identifier, date.timeIntervalSinceReferenceDate)[0]
    }
    func abbreviation(for date: Date = Date()) -> String? {
        return __kilnZoneName(identifier, date.timeIntervalSinceReferenceDate, "abbreviation", "en_US")
    }
    func isDaylightSavingTime(for date: Date = Date()) -> Bool {
        return __fixedOffset == nil && __kilnZoneAt(identifier, date.timeIntervalSinceReferenceDate)[1] == 1
    }
    func daylightSavingTimeOffset(for date: Date = Date()) -> Double {
        if __fixedOffset != nil { return 0 }
        return Double(__kilnZoneAt(identifier, date.timeIntervalSinceReferenceDate)[2])
    }
    func nextDaylightSavingTimeTransition(after date: Date) -> Date? {
        if __fixedOffset != nil { return nil }
        guard let next = __kilnZoneNextTransition(identifier, date.timeIntervalSinceReferenceDate) else { return nil }
        return Date(timeIntervalSinceReferenceDate: next)
    }
    var nextDaylightSavingTimeTransition: Date? { return nextDaylightSavingTimeTransition(after: Date()) }
    enum NameStyle { case standard, shortStandard, daylightSaving, shortDaylightSaving, generic, shortGeneric }
    func localizedName(for style: NameStyle, locale: Locale?) -> String? {
        let code = locale?.identifier ?? "en_001"
        let now = Date().timeIntervalSinceReferenceDate
        switch style {
        case .shortStandard, .shortDaylightSaving, .shortGeneric:
            return __kilnZoneName(identifier, now, "short", code)
        default:
            return __kilnZoneName(identifier, now, "long", code)
        }
    }
    var description: String {
        if let fixed = __fixedOffset { return "GMT (\(fixed))" }
        return identifier
    }
    var debugDescription: String { return description }
}

struct Locale: CustomStringConvertible, CustomDebugStringConvertible, Hashable, Codable {
    let __identifier: String
    let __autoupdating: Bool
    var identifier: String { return __identifier }
    init(identifier: String) {
        __identifier = identifier
        __autoupdating = false
    }
    init(__current: Bool) {
        __identifier = "en_001"
        __autoupdating = __current
    }
    static var current: Locale { return Locale(__current: false) }
    // Swift 2's names.
\#(Prelude.oldSpellings([
        ("init(localeIdentifier: String)", "NSLocale(localeIdentifier:)", "Locale(identifier:)", "self.init(identifier: localeIdentifier)"),
        ("static func currentLocale() -> Locale", "NSLocale.currentLocale()", "Locale.current", "return current"),
    ]))
    static var autoupdatingCurrent: Locale { return Locale(__current: true) }
    static var preferredLanguages: [String] { return ["en-001"] }
    var description: String { return identifier + (__autoupdating ? " (autoupdating " : " (fixed ") + identifier + ")" }
    var debugDescription: String { return description }
    static func == (lhs: Locale, rhs: Locale) -> Bool { return lhs.identifier == rhs.identifier }
    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    var __parts: [String] { return identifier.components(separatedBy: "_") }
    var __languageCode: String { return __parts[0] }
    var __regionCode: String? {
        for part in __parts.dropFirst() where part.count == 2 && part.uppercased() == part { return part }
        if __languageCode == "zh" && __parts.contains("Hans") { return nil }
        return nil
    }
    var __scriptCode: String? {
        for part in __parts.dropFirst() where part.count == 4 { return part }
        return nil
    }
    var variant: Variant? { return identifier.hasSuffix("_POSIX") ? Variant("posix") : nil }
    var region: Region? { return __regionCode.map { Region($0) } }
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = self
        calendar.firstWeekday = __kilnDateSymbols(identifier, "firstWeekday").first == "2" ? 2 : 1
        return calendar
    }
    var timeZone: TimeZone? { return nil }
    var subdivision: Subdivision? { return nil }
    /// A comma in the languages that write one (ICU's data as corelibs reads it: `de_DE`, `fr_FR`,
    /// `pt_BR` — but `de_CH` and `es_MX` write a point).
    var decimalSeparator: String? {
        let language = identifier.split(separator: "_").first.map(String.init) ?? identifier
        let commaLanguages = ["de", "fr", "es", "it", "pt", "ru", "nl", "sv", "da", "pl", "tr", "fi", "nb", "cs", "uk", "el", "id"]
        if ["de_CH", "es_MX", "es_US", "it_CH"].contains(identifier) { return "." }
        return commaLanguages.contains(language) ? "," : "."
    }
    var groupingSeparator: String? { return "," }
    var currencySymbol: String? {
        switch __regionCode {
        case "US": return "$"
        case "CN": return "¥"
        case "GB": return "£"
        case nil: return "¤"
        default: return __regionCode == "FR" || __regionCode == "DE" ? "€" : "¤"
        }
    }
    var currency: Currency? {
        let codes = ["US": "usd", "CN": "cny", "GB": "gbp", "FR": "eur", "DE": "eur", "JP": "jpy"]
        guard let region = __regionCode, let code = codes[region] else { return nil }
        return Currency(code)
    }
    var quotationBeginDelimiter: String? { return "“" }
    var quotationEndDelimiter: String? { return "”" }
    var alternateQuotationBeginDelimiter: String? { return "‘" }
    var alternateQuotationEndDelimiter: String? { return "’" }
    var collatorIdentifier: String? { return identifier }
    var collation: Collation { return Collation("standard") }
    var numberingSystem: NumberingSystem { return NumberingSystem("latn") }
    var availableNumberingSystems: [NumberingSystem] { return [NumberingSystem("latn")] }
    var firstDayOfWeek: Weekday { return calendar.firstWeekday == 2 ? .monday : .sunday }
    var hourCycle: HourCycle { return __languageCode == "zh" ? .zeroToTwentyThree : .oneToTwelve }
    enum Weekday { case sunday, monday, tuesday, wednesday, thursday, friday, saturday }
    enum HourCycle { case zeroToEleven, oneToTwelve, zeroToTwentyThree, oneToTwentyFour }
    enum IdentifierType { case icu, bcp47, cldr }
    struct Region: CustomStringConvertible, Hashable {
        let identifier: String
        init(_ identifier: String) { self.identifier = identifier }
        var description: String { return identifier }
    }
    struct Currency: CustomStringConvertible, Hashable {
        let identifier: String
        init(_ identifier: String) { self.identifier = identifier }
        var description: String { return identifier }
    }
    struct Variant: CustomStringConvertible, Hashable {
        let identifier: String
        init(_ identifier: String) { self.identifier = identifier }
        var description: String { return identifier }
    }
    struct Subdivision: CustomStringConvertible, Hashable {
        let identifier: String
        init(_ identifier: String) { self.identifier = identifier }
        var description: String { return identifier }
    }
    struct Collation: CustomStringConvertible, Hashable {
        let identifier: String
        init(_ identifier: String) { self.identifier = identifier }
        var description: String { return identifier }
    }
    struct NumberingSystem: CustomStringConvertible, Hashable {
        let identifier: String
        init(_ identifier: String) { self.identifier = identifier }
        var description: String { return identifier }
    }
    func identifier(_ type: IdentifierType) -> String {
        return type == .bcp47 ? identifier.replacingOccurrences(of: "_", with: "-").lowercased() : identifier
    }
    static func identifier(_ type: IdentifierType, from string: String) -> String { return Locale(identifier: string).identifier(type) }
    static func canonicalLanguageIdentifier(from string: String) -> String { return string }
    static func identifier(fromComponents components: [String: String]) -> String {
        var text = (components["kCFLocaleLanguageCodeKey"] ?? "")
        if let script = components["kCFLocaleScriptCodeKey"] { text += "_" + script }
        if let region = components["kCFLocaleCountryCodeKey"] { text += "_" + region }
        let others = components.keys.filter { !$0.hasPrefix("kCFLocale") }.sorted()
        if !others.isEmpty { text += "@" + others.map { $0 + "=" + components[$0]! }.joined(separator: ";") }
        return text
    }
    static func windowsLocaleCode(fromIdentifier identifier: String) -> Int? {
        return ["en_US": 1033, "en_GB": 2057, "zh_CN": 2052, "zh_Hans_CN": 2052, "zh_TW": 1028, "fr_FR": 1036,
                "de_DE": 1031, "ja_JP": 1041, "es_ES": 3082, "en": 9, "zh": 4, "ar": 1][identifier]
    }
    static func identifier(fromWindowsLocaleCode code: Int) -> String? {
        return [1033: "en_US", 2057: "en_GB", 2052: "zh_CN", 1028: "zh_TW", 1036: "fr_FR", 1031: "de_DE", 1041: "ja_JP",
                3082: "es_ES", 9: "en", 4: "zh", 1: "ar"][code]
    }
    func __name(_ table: [String: [String]], _ code: String) -> String? {
        guard let names = table[code] else { return nil }
        return __languageCode == "zh" ? names[1] : names[0]
    }
    static let __languages = ["en": ["English", "英语"], "zh": ["Chinese", "中文"], "fr": ["French", "法语"],
                              "de": ["German", "德语"], "ja": ["Japanese", "日语"], "es": ["Spanish", "西班牙语"]]
    static let __regions = ["US": ["United States", "美国"], "CN": ["China mainland", "中国"], "GB": ["United Kingdom", "英国"],
                            "FR": ["France", "法国"], "DE": ["Germany", "德国"], "JP": ["Japan", "日本"],
                            "TW": ["Taiwan", "台湾"], "HK": ["Hong Kong", "香港"]]
    static let __scripts = ["Hans": ["Simplified Han", "简体中文"], "Hant": ["Traditional Han", "繁体中文"], "Latn": ["Latin", "拉丁文"]]
    func localizedString(forLanguageCode code: String) -> String? {
        return __name(Locale.__languages, code.components(separatedBy: "_")[0].components(separatedBy: "-")[0])
    }
    func localizedString(forRegionCode code: String) -> String? { return __name(Locale.__regions, code) }
    func localizedString(forScriptCode code: String) -> String? { return __name(Locale.__scripts, code) }
    func localizedString(forVariantCode code: String) -> String? { return code == "POSIX" ? "Computer" : nil }
    func localizedString(forCurrencyCode code: String) -> String? {
        return __name(["USD": ["US Dollar", "美元"], "CNY": ["Chinese Yuan", "人民币"], "EUR": ["Euro", "欧元"]], code)
    }
    func localizedString(forCollationIdentifier code: String) -> String? { return nil }
    func localizedString(forCollatorIdentifier code: String) -> String? { return nil }
    func localizedString(for calendar: Calendar.Identifier) -> String? {
        return calendar == Calendar.Identifier.gregorian ? (__languageCode == "zh" ? "公历" : "Gregorian Calendar") : nil
    }
    func localizedString(forIdentifier code: String) -> String? {
        let other = Locale(identifier: code)
        guard var language = localizedString(forLanguageCode: other.__languageCode) else { return nil }
        var extras: [String] = []
        // CLDR names Chinese with its script as one name: "Chinese, Simplified", 简体中文.
        let scriptNames = ["Hans": ["Chinese, Simplified", "简体中文"], "Hant": ["Chinese, Traditional", "繁体中文"]]
        if other.__languageCode == "zh", let script = other.__scriptCode, let name = __name(scriptNames, script) {
            language = name
        } else if let script = other.__scriptCode, let name = localizedString(forScriptCode: script) {
            extras.append(name)
        }
        if let region = other.__regionCode, let name = localizedString(forRegionCode: region) { extras.append(name) }
        if other.identifier.hasSuffix("_POSIX") { extras.append("Computer") }
        if extras.isEmpty { return language }
        return __languageCode == "zh" ? language + "（" + extras.joined(separator: "，") + "）"
            : language + " (" + extras.joined(separator: ", ") + ")"
    }
}
"""#
}
