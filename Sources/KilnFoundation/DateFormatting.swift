// DateFormatter's engine: Unicode TR35 date patterns (`yyyy-MM-dd HH:mm`, `EEE, d MMM`, quoted
// text, zone fields) rendered and parsed as ICU does under corelibs Foundation, in the locales of
// DateLocaleData.swift.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// One piece of a pattern: a field letter repeated `count` times, or literal text.
enum PatternPiece: Equatable {
    case field(Character, Int)
    case literal(String)

    static func parse(_ pattern: String) -> [PatternPiece] {
        var pieces: [PatternPiece] = []
        var chars = Array(pattern)
        var i = 0
        func appendLiteral(_ text: String) {
            if case .literal(let previous)? = pieces.last { pieces[pieces.count - 1] = .literal(previous + text) } else { pieces.append(.literal(text)) }
        }
        while i < chars.count {
            let c = chars[i]
            if c == "'" {
                if i + 1 < chars.count, chars[i + 1] == "'" { appendLiteral("'"); i += 2; continue }
                var text = ""
                i += 1
                while i < chars.count {
                    if chars[i] == "'" {
                        if i + 1 < chars.count, chars[i + 1] == "'" { text.append("'"); i += 2; continue }
                        break
                    }
                    text.append(chars[i])
                    i += 1
                }
                i += 1
                appendLiteral(text)
            } else if c.isASCII, c.isLetter {
                var n = 1
                while i + n < chars.count, chars[i + n] == c { n += 1 }
                pieces.append(.field(c, n))
                i += n
            } else {
                appendLiteral(String(c))
                i += 1
            }
        }
        chars.removeAll()
        return pieces
    }
}

enum DateFormatting {
    static func padded(_ n: Int, _ width: Int) -> String {
        let digits = String(abs(n))
        return (n < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// ISO 8601 offsets: `X`…`XXXXX` (`Z` for zero), `x`…`xxxxx` (never `Z`), `Z`…`ZZZZZ`.
    static func isoOffset(_ offset: Int, count: Int, zulu: Bool) -> String {
        if zulu, offset == 0 { return "Z" }
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        let (h, m, s) = (padded(minutes / 60, 2), padded(minutes % 60, 2), padded(abs(offset) % 60, 2))
        switch count {
        case 1: return sign + h + (minutes % 60 == 0 && offset % 60 == 0 ? "" : m) + (offset % 60 == 0 ? "" : s)
        case 2, 4: return sign + h + m + (offset % 60 == 0 ? "" : s)
        default: return sign + h + ":" + m + (offset % 60 == 0 ? "" : ":" + s)
        }
    }

    /// `pattern` applied to `instant` (seconds since 2001) in `zone`, with `locale`'s names.
    static func format(_ pattern: String, instant: Double, zone: ZoneInfo, locale: DateLocale) -> String {
        // ICU formats whole milliseconds since 1970, rounded half up: 20.9996 s is 21.000.
        let milliseconds = ((instant + CalendarFields.referenceOffset) * 1000 + 0.5).rounded(.down)
        let wholeSeconds = (milliseconds / 1000).rounded(.down)
        let millis = Int(milliseconds - wholeSeconds * 1000)
        let f = CalendarFields(instant: wholeSeconds - CalendarFields.referenceOffset, zone: zone, firstWeekday: locale.firstWeekday)
        let unix = Int64(wholeSeconds)
        let type = zone.type(at: unix)
        var out = ""
        for piece in PatternPiece.parse(pattern) {
            guard case .field(let letter, let n) = piece else {
                if case .literal(let text) = piece { out += text }
                continue
            }
            out += field(letter, n, f, type, zone, locale, historic: unix < 0, millis: millis)
        }
        return out
    }

    private static func named(_ n: Int, _ wide: [String], _ short: [String], _ narrow: [String], _ index: Int) -> String {
        let list = n == 4 ? wide : n == 5 ? narrow : short
        return index >= 0 && index < list.count ? list[index] : ""
    }

    private static func field(_ letter: Character, _ n: Int, _ f: CalendarFields, _ type: ZoneType, _ zone: ZoneInfo,
                              _ locale: DateLocale, historic: Bool, millis: Int) -> String {
        let c = locale.isChinese
        switch letter {
        case "G": return n == 4 ? locale.longEras[f.era] : n == 5 ? String(locale.eras[f.era].prefix(1)) : locale.eras[f.era]
        case "y": return n == 2 ? padded(f.year % 100, 2) : padded(f.year, n)
        case "Y": return n == 2 ? padded(f.yearForWeekOfYear % 100, 2) : padded(f.yearForWeekOfYear, n)
        case "u": return padded(f.era == 0 ? 1 - f.year : f.year, n)
        case "Q", "q":
            if n <= 2 { return padded(f.quarter, n) }
            return n == 4 ? locale.quarters[f.quarter - 1] : n == 5 ? "\(f.quarter)" : locale.shortQuarters[f.quarter - 1]
        case "M":
            return n <= 2 ? padded(f.month, n) : named(n, locale.months, locale.shortMonths, locale.narrowMonths, f.month - 1)
        case "L":
            return n <= 2 ? padded(f.month, n)
                : named(n, locale.standaloneMonths, locale.shortStandaloneMonths, locale.narrowStandaloneMonths, f.month - 1)
        case "w": return padded(f.weekOfYear, n)
        case "W": return padded(f.weekOfMonth, n)
        case "d": return padded(f.day, n)
        case "D": return padded(f.dayOfYear, n)
        case "F": return padded(f.weekdayOrdinal, n)
        case "E":
            if n == 6 { return c ? locale.shortWeekdays[f.weekday - 1] : String(locale.weekdays[f.weekday - 1].prefix(2)) }
            return named(n, locale.weekdays, locale.shortWeekdays, locale.narrowWeekdays, f.weekday - 1)
        case "e", "c":
            let local = (f.weekday - locale.firstWeekday + 7) % 7 + 1
            if n <= 2 { return padded(local, letter == "c" ? 1 : n) }
            if n == 6 { return String(locale.weekdays[f.weekday - 1].prefix(2)) }
            return letter == "c"
                ? named(n, locale.standaloneWeekdays, locale.shortStandaloneWeekdays, locale.narrowStandaloneWeekdays, f.weekday - 1)
                : named(n, locale.weekdays, locale.shortWeekdays, locale.narrowWeekdays, f.weekday - 1)
        case "a", "b", "B":
            if n == 5, !c { return f.hour < 12 ? "a" : "p" }
            return f.hour < 12 ? locale.am : locale.pm
        case "h": return padded(f.hour % 12 == 0 ? 12 : f.hour % 12, n)
        case "H": return padded(f.hour, n)
        case "K": return padded(f.hour % 12, n)
        case "k": return padded(f.hour == 0 ? 24 : f.hour, n)
        case "m": return padded(f.minute, n)
        case "s": return padded(f.second, n)
        case "S":
            var scaled = millis
            if n < 3 { for _ in n..<3 { scaled /= 10 } } else if n > 3 { for _ in 3..<n { scaled *= 10 } }
            return padded(scaled, n)
        case "A": return padded(((f.hour * 60 + f.minute) * 60 + f.second) * 1000 + millis, n)
        case "z": return n == 4 ? ZoneNames.long(zone, type, chinese: c, historic: historic)
            : ZoneNames.short(zone, type, chinese: c, historic: historic)
        case "Z": return n == 4 ? ZoneNames.longGMT(type.offset) : n == 5 ? isoOffset(type.offset, count: 5, zulu: true)
            : isoOffset(type.offset, count: 2, zulu: false)
        case "O": return n == 4 ? ZoneNames.longGMT(type.offset) : ZoneNames.shortGMT(type.offset)
        case "X": return isoOffset(type.offset, count: n, zulu: true)
        case "x": return isoOffset(type.offset, count: n, zulu: false)
        case "v": return n == 4 ? ZoneNames.long(zone, type, chinese: c) : ZoneNames.short(zone, type, chinese: c)
        case "V": return n == 2 ? zone.identifier : n == 4 ? ZoneNames.long(zone, type, chinese: c) : "unk"
        default: return ""
        }
    }

    /// A pattern for a template's fields (`yMMMd` → `MMM d, y`), in English or Chinese order.
    static func pattern(fromTemplate template: String, locale: DateLocale) -> String {
        let chinese = locale.isChinese, dayFirst = locale.datePatterns[0].hasPrefix("d")
        var counts: [Character: Int] = [:]
        for case .field(let letter, let n) in PatternPiece.parse(template) { counts[letter] = max(counts[letter] ?? 0, n) }
        func run(_ letter: Character, _ n: Int?) -> String? { n.map { String(repeating: letter, count: $0) } }
        let year = run("y", counts["y"]), month = run("M", counts["M"] ?? counts["L"]), day = run("d", counts["d"])
        let weekday = run("E", counts["E"])
        var date = ""
        if chinese {
            date = (month?.count ?? 3) >= 3
                ? [year.map { _ in "y年" }, month.map { _ in "M月" }, day.map { _ in "d日" }].compactMap { $0 }.joined()
                : [year.map { _ in "y" }, month.map { _ in "M" }, day.map { _ in "d" }].compactMap { $0 }.joined(separator: "/")
            if let weekday { date += date.isEmpty ? weekday : " " + weekday }
        } else if let month, month.count >= 3 {
            date = (dayFirst ? [day, month] : [month, day]).compactMap { $0 }.joined(separator: " ")
            if let year { date += (day == nil || dayFirst ? " " : ", ") + year }
            if let weekday { date = weekday + ", " + date }
        } else {
            date = (dayFirst ? [day, month, year] : [month, day, year]).compactMap { $0 }.joined(separator: "/")
            if let weekday { date = weekday + (date.isEmpty ? "" : ", " + date) }
        }
        let twelve = counts["h"] != nil || counts["j"] != nil && !chinese
        let hour = counts["H"] != nil || counts["j"] != nil && chinese ? "HH" : twelve ? "h" : nil
        var time = [hour, run("m", counts["m"]).map { _ in "mm" }, run("s", counts["s"]).map { _ in "ss" }].compactMap { $0 }.joined(separator: ":")
        if twelve, !time.isEmpty { time = chinese ? "a" + time : time + "\u{202F}a" }
        if date.isEmpty { return time }
        if time.isEmpty { return date }
        return date + (chinese ? " " : ", ") + time
    }
}
