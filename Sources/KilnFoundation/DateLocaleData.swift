// The locales' date data Kiln carries, as ICU (CLDR 4x, under corelibs Foundation) has them:
// English (en_US, en_US_POSIX; en_001, the device's own locale, for every other English or
// unknown identifier) and Simplified Chinese (zh_Hans_CN, zh_CN, zh_Hans, zh). Month, weekday,
// quarter and era names; dateStyle/timeStyle patterns; time zone names.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

struct DateLocale {
    var months: [String], shortMonths: [String], narrowMonths: [String]
    var standaloneMonths: [String], shortStandaloneMonths: [String], narrowStandaloneMonths: [String]
    var weekdays: [String], shortWeekdays: [String], narrowWeekdays: [String]
    var standaloneWeekdays: [String], shortStandaloneWeekdays: [String], narrowStandaloneWeekdays: [String]
    var quarters: [String], shortQuarters: [String]
    var am: String, pm: String, eras: [String], longEras: [String]
    /// dateStyle short … full, timeStyle short … full.
    var datePatterns: [String], timePatterns: [String]
    var isChinese: Bool
    var firstWeekday: Int

    /// `{date}, {time}` for a short date, `{date} 'at' {time}` for longer ones (English).
    func joined(date: String, time: String, dateStyle: Int) -> String {
        if date.isEmpty { return time }
        if time.isEmpty { return date }
        if isChinese { return date + " " + time }
        return dateStyle == 1 ? date + ", " + time : date + " 'at' " + time
    }

    /// The pattern of `dateStyle` and `timeStyle` (0 none … 4 full).
    func pattern(dateStyle: Int, timeStyle: Int) -> String {
        joined(date: dateStyle > 0 ? datePatterns[min(dateStyle, 4) - 1] : "",
               time: timeStyle > 0 ? timePatterns[min(timeStyle, 4) - 1] : "", dateStyle: dateStyle)
    }

    /// The data for a locale identifier (see the file's comment for what others get).
    static func named(_ identifier: String) -> DateLocale {
        let language = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? ""
        if language == "zh" { return chinese }
        if identifier == "en_US" || identifier == "en_US_POSIX" || identifier == "en-US" { return english }
        return international
    }

    private static let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August",
                                        "September", "October", "November", "December"]
    private static let englishShortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let englishNarrowMonths = ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"]
    private static let englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let englishShortWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let englishNarrowWeekdays = ["S", "M", "T", "W", "T", "F", "S"]
    private static let nnbsp = "\u{202F}"

    static let english = DateLocale(
        months: englishMonths, shortMonths: englishShortMonths, narrowMonths: englishNarrowMonths,
        standaloneMonths: englishMonths, shortStandaloneMonths: englishShortMonths, narrowStandaloneMonths: englishNarrowMonths,
        weekdays: englishWeekdays, shortWeekdays: englishShortWeekdays, narrowWeekdays: englishNarrowWeekdays,
        standaloneWeekdays: englishWeekdays, shortStandaloneWeekdays: englishShortWeekdays, narrowStandaloneWeekdays: englishNarrowWeekdays,
        quarters: ["1st quarter", "2nd quarter", "3rd quarter", "4th quarter"], shortQuarters: ["Q1", "Q2", "Q3", "Q4"],
        am: "AM", pm: "PM", eras: ["BC", "AD"], longEras: ["Before Christ", "Anno Domini"],
        datePatterns: ["M/d/yy", "MMM d, y", "MMMM d, y", "EEEE, MMMM d, y"],
        timePatterns: ["h:mm\(nnbsp)a", "h:mm:ss\(nnbsp)a", "h:mm:ss\(nnbsp)a z", "h:mm:ss\(nnbsp)a zzzz"],
        isChinese: false, firstWeekday: 1)

    /// en_001 ("English, world"): day before month, Monday first.
    static let international: DateLocale = {
        var data = english
        data.datePatterns = ["dd/MM/y", "d MMM y", "d MMMM y", "EEEE, d MMMM y"]
        data.firstWeekday = 2
        return data
    }()

    private static let chineseDigits = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
    static let chinese = DateLocale(
        months: chineseDigits.map { $0 + "月" }, shortMonths: (1...12).map { "\($0)月" }, narrowMonths: (1...12).map { "\($0)" },
        standaloneMonths: chineseDigits.map { $0 + "月" }, shortStandaloneMonths: (1...12).map { "\($0)月" },
        narrowStandaloneMonths: (1...12).map { "\($0)" },
        weekdays: ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"],
        shortWeekdays: ["周日", "周一", "周二", "周三", "周四", "周五", "周六"],
        narrowWeekdays: ["日", "一", "二", "三", "四", "五", "六"],
        standaloneWeekdays: ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"],
        shortStandaloneWeekdays: ["周日", "周一", "周二", "周三", "周四", "周五", "周六"],
        narrowStandaloneWeekdays: ["日", "一", "二", "三", "四", "五", "六"],
        quarters: ["第一季度", "第二季度", "第三季度", "第四季度"], shortQuarters: ["1季度", "2季度", "3季度", "4季度"],
        am: "上午", pm: "下午", eras: ["公元前", "公元"], longEras: ["公元前", "公元"],
        datePatterns: ["y/M/d", "y年M月d日", "y年M月d日", "y年M月d日 EEEE"],
        timePatterns: ["HH:mm", "HH:mm:ss", "z HH:mm:ss", "zzzz HH:mm:ss"],
        isChinese: true, firstWeekday: 1)
}

/// Time zone names as ICU gives them for `z` and `zzzz`.
enum ZoneNames {
    /// tzdata abbreviation → (English, Chinese) long names, for the zones whose abbreviations
    /// are unambiguous within their region.
    private static let american: [String: (String, String)] = [
        "EST": ("Eastern Standard Time", "北美东部标准时间"), "EDT": ("Eastern Daylight Time", "北美东部夏令时间"),
        "CST": ("Central Standard Time", "北美中部标准时间"), "CDT": ("Central Daylight Time", "北美中部夏令时间"),
        "MST": ("Mountain Standard Time", "北美山区标准时间"), "MDT": ("Mountain Daylight Time", "北美山区夏令时间"),
        "PST": ("Pacific Standard Time", "北美太平洋标准时间"), "PDT": ("Pacific Daylight Time", "北美太平洋夏令时间"),
        "AKST": ("Alaska Standard Time", "阿拉斯加标准时间"), "AKDT": ("Alaska Daylight Time", "阿拉斯加夏令时间"),
        "HST": ("Hawaii-Aleutian Standard Time", "夏威夷-阿留申标准时间"),
    ]
    private static let elsewhere: [String: (String, String)] = [
        "CET": ("Central European Standard Time", "中欧标准时间"), "CEST": ("Central European Summer Time", "中欧夏令时间"),
        "EET": ("Eastern European Standard Time", "东欧标准时间"), "EEST": ("Eastern European Summer Time", "东欧夏令时间"),
        "WET": ("Western European Standard Time", "西欧标准时间"), "WEST": ("Western European Summer Time", "西欧夏令时间"),
        "BST": ("British Summer Time", "英国夏令时间"), "JST": ("Japan Standard Time", "日本标准时间"),
        "IST": ("India Standard Time", "印度时间"), "HKT": ("Hong Kong Standard Time", "香港标准时间"),
        "KST": ("Korean Standard Time", "韩国标准时间"),
        "AEST": ("Australian Eastern Standard Time", "澳大利亚东部标准时间"),
        "AEDT": ("Australian Eastern Daylight Time", "澳大利亚东部夏令时间"),
    ]
    private static let chinaZones: Set<String> = ["Asia/Shanghai", "Asia/Chongqing", "Asia/Harbin", "Asia/Urumqi", "PRC", "Asia/Macau"]

    private static func isAmerican(_ identifier: String) -> Bool {
        identifier.hasPrefix("America/") || identifier.hasPrefix("US/") || identifier == "Pacific/Honolulu"
            || ["EST5EDT", "CST6CDT", "MST7MDT", "PST8PDT", "EST", "MST", "HST"].contains(identifier)
    }

    private static func isUTC(_ identifier: String) -> Bool {
        ["Etc/UTC", "Etc/UCT", "Etc/Universal", "Etc/Zulu", "UCT", "Universal", "Zulu"].contains(identifier)
    }

    /// `GMT+1`, `GMT+5:30`, `GMT` (ICU's short localized GMT format).
    static func shortGMT(_ offset: Int) -> String {
        if offset == 0 { return "GMT" }
        let minutes = abs(offset) / 60
        return "GMT" + (offset < 0 ? "-" : "+") + "\(minutes / 60)" + (minutes % 60 == 0 && offset % 60 == 0 ? "" : ":" + two(minutes % 60))
            + seconds(offset)
    }

    /// `:02` of a local mean time's offset of 4:56:02 (tzdata's offsets before standard time).
    static func seconds(_ offset: Int) -> String { offset % 60 == 0 ? "" : ":" + two(abs(offset) % 60) }

    /// `GMT+01:00`, `GMT` (the long localized GMT format).
    static func longGMT(_ offset: Int) -> String {
        if offset == 0 { return "GMT" }
        let minutes = abs(offset) / 60
        return "GMT" + (offset < 0 ? "-" : "+") + two(minutes / 60) + ":" + two(minutes % 60) + seconds(offset)
    }

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// `z`: `EST`, `UTC`, `GMT+8`.
    /// Before 1970 (`historic`) ICU has no metazone for a zone: only the GMT formats.
    static func short(_ zone: ZoneInfo, _ type: ZoneType, chinese: Bool, historic: Bool = false) -> String {
        if isUTC(zone.identifier) { return "UTC" }
        if !chinese, !historic, isAmerican(zone.identifier), american[type.abbreviation] != nil { return type.abbreviation }
        return shortGMT(type.offset)
    }

    /// `zzzz`: `Eastern Standard Time`, `中国标准时间`, `GMT+01:00`.
    static func long(_ zone: ZoneInfo, _ type: ZoneType, chinese: Bool, historic: Bool = false) -> String {
        func pick(_ names: (String, String)) -> String { chinese ? names.1 : names.0 }
        if isUTC(zone.identifier) { return pick(("Coordinated Universal Time", "协调世界时")) }
        if historic { return longGMT(type.offset) }
        if chinaZones.contains(zone.identifier) { return pick(("China Standard Time", "中国标准时间")) }
        if zone.identifier == "Asia/Taipei" || zone.identifier == "ROC" { return pick(("Taipei Standard Time", "台北标准时间")) }
        if type.offset == 0, !type.isDST, type.abbreviation == "GMT" { return pick(("Greenwich Mean Time", "格林尼治标准时间")) }
        if isAmerican(zone.identifier), let names = american[type.abbreviation] { return pick(names) }
        if !isAmerican(zone.identifier), let names = elsewhere[type.abbreviation] { return pick(names) }
        return longGMT(type.offset)
    }

    /// `TimeZone.abbreviation(for:)`: `GMT-5`, `GMT+5:30`, `UTC`, `GMT`.
    static func abbreviation(_ zone: ZoneInfo, _ type: ZoneType) -> String {
        isUTC(zone.identifier) ? "UTC" : shortGMT(type.offset)
    }
}
