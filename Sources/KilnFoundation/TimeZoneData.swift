// Time zones from the host's tzdata (/usr/share/zoneinfo, TZif files with their POSIX footer rule):
// offsets, daylight saving and transitions for `TimeZone`, `Calendar` and `DateFormatter`, and the
// device's own zone, read as swift-corelibs-foundation reads the host's (TZ, else /etc/localtime).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials
import KilnScript
import PropertyList

/// One kind of local time of a zone: its offset from GMT, whether it is daylight saving time, and
/// tzdata's abbreviation of it (`EST`, `CEST`).
struct ZoneType: Equatable {
    var offset: Int
    var isDST: Bool
    var abbreviation: String
}

/// A zone's rules: the transitions tzdata lists, then its POSIX rule for later years.
final class ZoneInfo {
    let identifier: String
    private let transitions: [Int64]
    private let transitionTypes: [Int]
    private let types: [ZoneType]
    private let rule: PosixZoneRule?

    init(identifier: String, transitions: [Int64], transitionTypes: [Int], types: [ZoneType], rule: PosixZoneRule?) {
        self.identifier = identifier
        self.transitions = transitions
        self.transitionTypes = transitionTypes
        self.types = types
        self.rule = rule
    }

    /// A zone at a fixed offset (`TimeZone(secondsFromGMT:)`, `GMT`).
    convenience init(fixed identifier: String, offset: Int) {
        self.init(identifier: identifier, transitions: [], transitionTypes: [],
                  types: [ZoneType(offset: offset, isDST: false, abbreviation: offset == 0 ? "GMT" : identifier)], rule: nil)
    }

    /// The local time kind in force at `unix` (seconds since 1970).
    func type(at unix: Int64) -> ZoneType {
        if let last = transitions.last, unix >= last, let rule {
            return rule.type(at: unix)
        }
        guard let first = transitions.first, unix >= first else {
            if transitions.isEmpty, let rule { return rule.type(at: unix) }
            return types.first { !$0.isDST } ?? types.first ?? ZoneType(offset: 0, isDST: false, abbreviation: "GMT")
        }
        var low = 0, high = transitions.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if transitions[mid] <= unix { low = mid } else { high = mid - 1 }
        }
        return types[transitionTypes[low]]
    }

    /// The first instant after `unix` at which the offset or daylight saving changes.
    func nextTransition(after unix: Int64) -> Int64? {
        var current = type(at: unix)
        var index = transitions.firstIndex { $0 > unix } ?? transitions.count
        while index < transitions.count {
            let next = types[transitionTypes[index]]
            if next.offset != current.offset || next.isDST != current.isDST { return transitions[index] }
            current = next
            index += 1
        }
        return rule?.nextTransition(after: max(unix, transitions.last ?? unix))
    }

    /// The instant whose local time in this zone is `local` (seconds since 1970 as if at GMT).
    /// A local time skipped by a change to daylight saving is moved forward by the gap, as
    /// Calendar's `.nextTime` does; a repeated one is taken the first time.
    func instant(forLocal local: Int64) -> Int64 {
        let early = local - Int64(type(at: local - 86_400).offset)
        let late = local - Int64(type(at: local + 86_400).offset)
        for candidate in [min(early, late), max(early, late)] where Int64(type(at: candidate).offset) == local - candidate {
            return candidate
        }
        // In the gap of a change to daylight saving: the offset before the change.
        return early
    }
}

/// The POSIX TZ string of a TZif footer: `CET-1CEST,M3.5.0,M10.5.0/3`, `CST-8`.
struct PosixZoneRule {
    var standard: ZoneType
    var daylight: ZoneType?
    var start: (month: Int, week: Int, weekday: Int, seconds: Int) = (0, 0, 0, 0)
    var end: (month: Int, week: Int, weekday: Int, seconds: Int) = (0, 0, 0, 0)

    init?(_ text: String) {
        var scanner = Substring(text)
        guard let standardName = PosixZoneRule.name(&scanner), let standardOffset = PosixZoneRule.offset(&scanner) else { return nil }
        standard = ZoneType(offset: -standardOffset, isDST: false, abbreviation: standardName)
        guard !scanner.isEmpty else { daylight = nil; return }
        guard let daylightName = PosixZoneRule.name(&scanner) else { return nil }
        var daylightOffset = standard.offset + 3600
        if let first = scanner.first, first != "," { daylightOffset = -(PosixZoneRule.offset(&scanner) ?? -daylightOffset) }
        daylight = ZoneType(offset: daylightOffset, isDST: true, abbreviation: daylightName)
        let parts = scanner.split(separator: ",")
        guard parts.count == 2, let s = PosixZoneRule.date(parts[0]), let e = PosixZoneRule.date(parts[1]) else { return nil }
        start = s
        end = e
    }

    private static func name(_ s: inout Substring) -> String? {
        if s.first == "<" {
            guard let close = s.firstIndex(of: ">") else { return nil }
            let name = String(s[s.index(after: s.startIndex)..<close])
            s = s[s.index(after: close)...]
            return name
        }
        let name = s.prefix { $0.isLetter }
        guard name.count >= 3 else { return nil }
        s = s.dropFirst(name.count)
        return String(name)
    }

    /// `[+-]hh[:mm[:ss]]` in seconds (POSIX's sign: west of Greenwich is positive).
    private static func offset(_ s: inout Substring) -> Int? {
        var sign = 1
        if s.first == "+" || s.first == "-" { sign = s.first == "-" ? -1 : 1; s = s.dropFirst() }
        var total = 0
        for (index, factor) in [3600, 60, 1].enumerated() {
            if index > 0 { guard s.first == ":" else { break }; s = s.dropFirst() }
            let digits = s.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, let value = Int(digits) else { return index == 0 ? nil : sign * total }
            total += value * factor
            s = s.dropFirst(digits.count)
        }
        return sign * total
    }

    private static func date(_ text: Substring) -> (month: Int, week: Int, weekday: Int, seconds: Int)? {
        var s = text
        guard s.first == "M" else { return nil }
        s = s.dropFirst()
        let fields = s.prefix { $0 != "/" }.split(separator: ".").compactMap { Int($0) }
        guard fields.count == 3 else { return nil }
        s = s.dropFirst(s.prefix { $0 != "/" }.count)
        var seconds = 7200
        if s.first == "/" { s = s.dropFirst(); seconds = offset(&s) ?? 7200 }
        return (fields[0], fields[1], fields[2], seconds)
    }

    /// Seconds since 1970 (local, standard-time clock for the start) of a rule's day in `year`.
    private static func day(_ rule: (month: Int, week: Int, weekday: Int, seconds: Int), year: Int64) -> Int64 {
        let first = CivilDays.days(year: year, month: Int64(rule.month), day: 1)
        let firstWeekday = Int(CivilDays.weekday(ofDays: first))  // 0 = Sunday
        var day = Int64((rule.weekday - firstWeekday + 7) % 7) + Int64(rule.week - 1) * 7
        let length = CivilDays.monthLength(year: year, month: Int64(rule.month))
        while day >= length { day -= 7 }
        return (first + day) * 86_400 + Int64(rule.seconds)
    }

    /// The start and end of daylight saving time in `year`, as instants.
    private func period(_ year: Int64) -> (Int64, Int64)? {
        guard let daylight else { return nil }
        return (PosixZoneRule.day(start, year: year) - Int64(standard.offset),
                PosixZoneRule.day(end, year: year) - Int64(daylight.offset))
    }

    func type(at unix: Int64) -> ZoneType {
        guard let daylight else { return standard }
        let year = CivilDays.date(fromDays: CivilDays.floorDivide(unix + Int64(standard.offset), 86_400)).year
        guard let (begin, finish) = period(year) else { return standard }
        let inside = begin < finish ? (unix >= begin && unix < finish) : !(unix >= finish && unix < begin)
        return inside ? daylight : standard
    }

    func nextTransition(after unix: Int64) -> Int64? {
        guard daylight != nil else { return nil }
        let year = CivilDays.date(fromDays: CivilDays.floorDivide(unix, 86_400)).year
        var candidates: [Int64] = []
        for y in (year - 1)...(year + 1) {
            if let (a, b) = period(y) { candidates += [a, b] }
        }
        return candidates.filter { $0 > unix }.min()
    }
}

/// The zones of the host's tzdata, read once each.
enum ZoneDatabase {
    static let directory = "/usr/share/zoneinfo"
    private static let lock = Lock()
    nonisolated(unsafe) private static var cache: [String: ZoneInfo] = [:]

    /// The zone named `identifier` as `TimeZone(identifier:)` finds it: tzdata's names (case as
    /// written), `UTC` meaning GMT as Foundation has it, and `GMT+0100`-style fixed offsets.
    static func zone(_ identifier: String) -> ZoneInfo? {
        lock.withLock {
            if let found = cache[identifier] { return found }
            let made = load(identifier)
            cache[identifier] = made
            return made
        }
    }

    private static func load(_ identifier: String) -> ZoneInfo? {
        if identifier == "GMT" || identifier == "UTC" { return ZoneInfo(fixed: "GMT", offset: 0) }
        if let offset = fixedOffset(identifier) { return ZoneInfo(fixed: fixedIdentifier(offset), offset: offset) }
        guard !identifier.isEmpty, !identifier.hasPrefix("/"), !identifier.contains(".."),
              identifier.first?.isUppercase == true, !identifier.hasPrefix("posix"), !identifier.hasPrefix("right"),
              let data = FileManager.default.contents(atPath: directory + "/" + identifier) else { return nil }
        return parseTZif([UInt8](data), identifier: identifier)
    }

    /// `GMT+0100`, `GMT-05:30`, `GMT+8`: an offset in seconds.
    static func fixedOffset(_ text: String) -> Int? {
        guard text.hasPrefix("GMT") || text.hasPrefix("UTC"), text.count > 3 else { return nil }
        var rest = text.dropFirst(3)
        guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
        rest = rest.dropFirst()
        let digits = rest.filter { $0 != ":" }
        guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let hours = digits.count <= 2 ? Int(digits)! : Int(digits.prefix(digits.count - 2))!
        let minutes = digits.count <= 2 ? 0 : Int(digits.suffix(2))!
        guard hours <= 18, minutes < 60 else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// Foundation's name of a fixed-offset zone: `GMT`, `GMT+0100`, `GMT-0530`.
    static func fixedIdentifier(_ offset: Int) -> String {
        if offset == 0 { return "GMT" }
        let minutes = abs(offset) / 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "GMT" + (offset < 0 ? "-" : "+") + two(minutes / 60) + two(minutes % 60)
    }

    static func parseTZif(_ bytes: [UInt8], identifier: String) -> ZoneInfo? {
        guard bytes.count >= 44, bytes[0] == 0x54, bytes[1] == 0x5A, bytes[2] == 0x69, bytes[3] == 0x66 else { return nil }
        func count(_ at: Int, _ field: Int) -> Int {
            let p = at + 20 + field * 4
            return Int(bytes[p]) << 24 | Int(bytes[p + 1]) << 16 | Int(bytes[p + 2]) << 8 | Int(bytes[p + 3])
        }
        func integer(_ at: Int, _ size: Int) -> Int64 {
            var value: Int64 = bytes[at] & 0x80 != 0 ? -1 : 0
            for i in 0..<size { value = value << 8 | Int64(bytes[at + i]) }
            return value
        }
        var header = 0
        var timeSize = 4
        if bytes[4] >= 0x32 {
            let v1 = count(0, 3) * 5 + count(0, 4) * 6 + count(0, 5) + count(0, 2) * 8 + count(0, 1) + count(0, 0)
            header = 44 + v1
            timeSize = 8
            guard bytes.count >= header + 44 else { return nil }
        }
        let (utCount, stdCount, leapCount, timeCount, typeCount, charCount) =
            (count(header, 0), count(header, 1), count(header, 2), count(header, 3), count(header, 4), count(header, 5))
        var p = header + 44
        let end = p + timeCount * (timeSize + 1) + typeCount * 6 + charCount + leapCount * (timeSize + 4) + stdCount + utCount
        guard bytes.count >= end else { return nil }
        let transitions = (0..<timeCount).map { integer(p + $0 * timeSize, timeSize) }
        p += timeCount * timeSize
        let indices = (0..<timeCount).map { Int(bytes[p + $0]) }
        p += timeCount
        let charsStart = p + typeCount * 6
        let types: [ZoneType] = (0..<typeCount).map { i in
            let q = p + i * 6
            var nameEnd = charsStart + Int(bytes[q + 5])
            let nameStart = nameEnd
            while nameEnd < bytes.count, bytes[nameEnd] != 0 { nameEnd += 1 }
            return ZoneType(offset: Int(integer(q, 4)), isDST: bytes[q + 4] != 0,
                            abbreviation: String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self))
        }
        guard !types.isEmpty, indices.allSatisfy({ $0 < types.count }) else { return nil }
        var rule: PosixZoneRule?
        if timeSize == 8, end < bytes.count, bytes[end] == 0x0A, let close = bytes[(end + 1)...].firstIndex(of: 0x0A) {
            rule = PosixZoneRule(String(decoding: bytes[(end + 1)..<close], as: UTF8.self))
        }
        return ZoneInfo(identifier: identifier, transitions: transitions, transitionTypes: indices, types: types, rule: rule)
    }

    /// The device's zone: the host's, found as corelibs finds it — `TZ` when it names a zone, else
    /// where /etc/localtime points, else GMT.
    static let current: String = {
        if let tz = ProcessInfo.processInfo.environment["TZ"], !tz.isEmpty, let zone = zone(tz) { return zone.identifier }
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime"),
           let range = target.firstRange(of: "zoneinfo/") {
            let name = String(target[range.upperBound...])
            if zone(name) != nil { return name }
        }
        return "GMT"
    }()

    /// tzdata's version (`2025b`), from tzdata.zi's first line.
    static let version: String = {
        guard let data = FileManager.default.contents(atPath: directory + "/tzdata.zi") else { return "" }
        let first = String(decoding: data.prefix(64), as: UTF8.self).split(separator: "\n").first ?? ""
        return first.hasPrefix("# version ") ? String(first.dropFirst("# version ".count)) : ""
    }()

    /// The zones tzdata names (zone1970.tab's and zone.tab's), sorted.
    static let knownIdentifiers: [String] = {
        var names = Set<String>()
        for file in ["zone.tab", "zone1970.tab"] {
            guard let data = FileManager.default.contents(atPath: directory + "/" + file) else { continue }
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t")
                if fields.count >= 3 { names.insert(String(fields[2])) }
            }
        }
        return names.sorted()
    }()
}

/// Days since 1970 ⇄ proleptic Gregorian dates (PropertyList's CivilCalendar, with weekdays).
enum CivilDays {
    static func date(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) { CivilCalendar.date(fromDays: days) }
    static func days(year: Int64, month: Int64, day: Int64) -> Int64 { CivilCalendar.days(year: year, month: month, day: day) }
    static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : -((-a + b - 1) / b) }
    /// 0 = Sunday … 6 = Saturday.
    static func weekday(ofDays days: Int64) -> Int64 { ((days + 4) % 7 + 7) % 7 }
    static func isLeap(_ year: Int64) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }
    static func monthLength(year: Int64, month: Int64) -> Int64 {
        [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][Int(month - 1)]
    }
}
