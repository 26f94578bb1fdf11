// DateFormatter's `date(from:)`: text read by a TR35 pattern as ICU reads it under corelibs —
// names matched without regard to case, whitespace and punctuation leniently, numbers of any
// width unless the next field is a number too, missing fields from 2000-01-01 00:00, out-of-range
// fields refused (`2020-13-01` is nil), two-digit years in 1950…2049.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

extension DateFormatting {
    /// The instant (seconds since 2001) `text` names under `pattern`, or nil.
    static func parse(_ text: String, pattern: String, zone: ZoneInfo, locale: DateLocale) -> Double? {
        let pieces = PatternPiece.parse(pattern)
        var input = Substring(text)
        skipSpaces(&input)
        var year: Int?, month: Int?, day: Int?, hour: Int?, minute = 0, second = 0, nanosecond = 0
        var dayOfYear: Int?, pm: Bool?, era = 1, offset: Int?, namedZone: ZoneInfo?, twelveHour = false
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .literal(let literal):
                guard matchLiteral(literal, &input) else { return nil }
            case .field(let letter, let n):
                let numeric = isNumeric(letter, n)
                if numeric {
                    var limit = 10
                    if index + 1 < pieces.count, case .field(let next, let m) = pieces[index + 1], isNumeric(next, m) { limit = n }
                    if letter == "S" { limit = min(limit, 9) }
                    let digits = input.prefix { $0.isASCII && $0.isNumber }.prefix(limit)
                    guard !digits.isEmpty, let value = Int(digits) else { return nil }
                    input = input.dropFirst(digits.count)
                    switch letter {
                    case "y", "Y", "u":
                        year = n == 2 && digits.count == 2 ? (value >= 50 ? 1900 + value : 2000 + value) : value
                    case "M", "L": month = value
                    case "d": day = value
                    case "D": dayOfYear = value
                    case "H", "k": hour = letter == "k" && value == 24 ? 0 : value
                    case "h", "K": hour = letter == "h" && value == 12 ? 0 : value; twelveHour = true
                    case "m": minute = value
                    case "s": second = value
                    case "S": nanosecond = Int(Double(value) * pow(10, Double(9 - digits.count)))
                    default: break
                    }
                    if (letter == "h" && !(1...12).contains(value)) || (letter == "K" && value > 11) { return nil }
                    continue
                }
                switch letter {
                case "M", "L":
                    guard let found = matchName(&input, [locale.months, locale.shortMonths, locale.standaloneMonths,
                                                         locale.shortStandaloneMonths]) else { return nil }
                    month = found + 1
                case "E", "c", "e":
                    guard matchName(&input, [locale.weekdays, locale.shortWeekdays, locale.standaloneWeekdays,
                                             locale.shortStandaloneWeekdays]) != nil else { return nil }
                case "a", "b", "B":
                    guard let found = matchName(&input, [[locale.am, locale.pm]]) else { return nil }
                    pm = found == 1
                case "G":
                    guard let found = matchName(&input, [locale.eras, locale.longEras]) else { return nil }
                    era = found
                case "Q", "q":
                    guard matchName(&input, [locale.quarters, locale.shortQuarters]) != nil else { return nil }
                case "z", "Z", "O", "X", "x", "v", "V":
                    if let zoneNamed = matchZoneName(&input) { namedZone = zoneNamed; continue }
                    guard let found = matchOffset(&input) else { return nil }
                    offset = found
                default: return nil
                }
            }
        }
        skipSpaces(&input)
        guard input.isEmpty else { return nil }
        if let pm, let h = hour { hour = h % 12 + (pm ? 12 : 0) } else if pm == true, hour == nil { hour = 12 }
        _ = twelveHour
        let y = year ?? 2000
        var m = month ?? 1, d = day ?? 1
        if let dayOfYear, month == nil, day == nil {
            let first = CalendarFields.days(year: Int64(y), month: 1, day: 1)
            let (_, mm, dd) = CalendarFields.civil(first + Int64(dayOfYear) - 1)
            m = Int(mm)
            d = Int(dd)
        }
        let h = hour ?? 0
        guard (1...12).contains(m), d >= 1, Int64(d) <= CalendarFields.monthLength(year: Int64(era == 0 ? 1 - y : y), month: Int64(m)),
              (0...23).contains(h), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        let zoneUsed = namedZone ?? offset.map { ZoneInfo(fixed: ZoneDatabase.fixedIdentifier($0), offset: $0) } ?? zone
        let whole = CalendarFields.instant(era: era, year: y, month: m, day: d, hour: h, minute: minute, second: second,
                                           nanosecond: 0, zone: zoneUsed)
        // ICU parses to whole milliseconds since 1970, and Foundation makes the Date from them.
        let milliseconds = (whole + CalendarFields.referenceOffset) * 1000 + Double(nanosecond / 1_000_000)
        return milliseconds / 1000 - CalendarFields.referenceOffset
    }

    private static func isNumeric(_ letter: Character, _ n: Int) -> Bool {
        switch letter {
        case "y", "Y", "u", "d", "D", "H", "h", "k", "K", "m", "s", "S", "w", "W", "F": return true
        case "M", "L", "Q", "q", "e", "c": return n <= 2
        default: return false
        }
    }

    private static func skipSpaces(_ input: inout Substring) {
        input = input.drop { $0.isWhitespace }
    }

    /// Whitespace matches any run of whitespace (or none); punctuation any punctuation; the rest
    /// itself.
    private static func matchLiteral(_ literal: String, _ input: inout Substring) -> Bool {
        for c in literal {
            if c.isWhitespace { skipSpaces(&input); continue }
            guard let next = input.first else { return false }
            if next == c || (isPunctuation(c) && isPunctuation(next)) {
                input = input.dropFirst()
            } else if isPunctuation(c) {
                continue
            } else {
                return false
            }
        }
        return true
    }

    private static func isPunctuation(_ c: Character) -> Bool {
        !c.isLetter && !c.isNumber && !c.isWhitespace
    }

    /// The index of the longest name of any list that `input` starts with (ignoring case).
    private static func matchName(_ input: inout Substring, _ lists: [[String]]) -> Int? {
        var best: (index: Int, length: Int)?
        for list in lists {
            for (index, name) in list.enumerated() where !name.isEmpty {
                let candidate = input.prefix(name.count)
                if candidate.lowercased() == name.lowercased(), name.count > (best?.length ?? 0) { best = (index, name.count) }
            }
        }
        guard let best else { return nil }
        input = input.dropFirst(best.length)
        return best.index
    }

    /// `Z`, `+01:00`, `-0500`, `+08`, `GMT`, `GMT+8`, `GMT-05:30`, `UTC`: an offset in seconds.
    private static func matchOffset(_ input: inout Substring) -> Int? {
        var rest = input
        var gmt = false
        for prefix in ["GMT", "UTC", "UT"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            gmt = true
            break
        }
        if !gmt, rest.first == "Z" { input = rest.dropFirst(); return 0 }
        guard let sign = rest.first, sign == "+" || sign == "-" else {
            if gmt { input = rest; return 0 }
            return nil
        }
        rest = rest.dropFirst()
        let hours = rest.prefix { $0.isASCII && $0.isNumber }
        guard !hours.isEmpty, hours.count <= 4 else { return nil }
        rest = rest.dropFirst(hours.count)
        var h = 0, m = 0
        if hours.count > 2 { h = Int(hours.prefix(hours.count - 2))!; m = Int(hours.suffix(2))! } else { h = Int(hours)! }
        if hours.count <= 2, rest.first == ":" {
            let minutes = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard minutes.count == 2 else { return nil }
            m = Int(minutes)!
            rest = rest.dropFirst(3)
        }
        guard h <= 18, m < 60 else { return nil }
        input = rest
        return (sign == "-" ? -1 : 1) * (h * 3600 + m * 60)
    }

    /// An American abbreviation (`EST`, `PDT`) or a zone identifier (`Europe/Paris`).
    private static func matchZoneName(_ input: inout Substring) -> ZoneInfo? {
        let american = ["EST": -18000, "EDT": -14400, "CST": -21600, "CDT": -18000, "MST": -25200, "MDT": -21600,
                        "PST": -28800, "PDT": -25200]
        let word = input.prefix { $0.isLetter || $0 == "/" || $0 == "_" }
        if let offset = american[String(word)] {
            input = input.dropFirst(word.count)
            return ZoneInfo(fixed: ZoneDatabase.fixedIdentifier(offset), offset: offset)
        }
        if word.contains("/"), let zone = ZoneDatabase.zone(String(word)) {
            input = input.dropFirst(word.count)
            return zone
        }
        return nil
    }
}
