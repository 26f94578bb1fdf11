/// `<date>` text: `YYYY-MM-DDTHH:MM:SSZ`, UTC, whole seconds, for seconds since 2001-01-01.
///
/// Years outside 0000–9999 (a binary plist can hold any double) are written in ISO 8601's expanded
/// form — a sign for negative years, more than four digits for large ones — and read back, so every
/// date the writer produces can be read again.
enum XMLDate {
    /// Days from 1970-01-01 to 2001-01-01.
    private static let referenceDay: Int64 = 11_323
    /// The dates the writer can express: about ±285 million years around 2001.
    private static let limit: Double = 9e15

    static func format(_ seconds: Double) -> String {
        let total = seconds.isFinite ? Int64(max(min(seconds.rounded(.down), limit), -limit)) : 0
        let days = CivilCalendar.floorDivide(total, 86_400)
        let secondOfDay = total - days * 86_400
        let (year, month, day) = CivilCalendar.date(fromDays: days + referenceDay)
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let digits = String(year.magnitude)
        let yearText = (year < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
    }

    /// Parses `YYYY-MM-DDTHH:MM:SSZ` (with an expanded year as `format` writes it); nil if the text
    /// is not in that form or lies beyond the dates `format` can write.
    static func parse(_ text: String) -> Double? {
        var utf8 = Array(text.utf8)
        let negative = utf8.first == UInt8(ascii: "-")
        if negative { utf8.removeFirst() }
        // An expanded year: the digits before the first "-" beyond the usual four.
        guard let yearEnd = utf8.firstIndex(of: UInt8(ascii: "-")), (4...9).contains(yearEnd) else { return nil }
        let yearDigits = utf8[..<yearEnd]
        utf8.replaceSubrange(..<yearEnd, with: [UInt8](repeating: UInt8(ascii: "0"), count: 4))
        guard utf8.count == 20, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
              utf8[10] == UInt8(ascii: "T"), utf8[13] == UInt8(ascii: ":"), utf8[16] == UInt8(ascii: ":"),
              utf8[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for i in range {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[i]) else { return nil }
                value = value * 10 + Int64(utf8[i] - UInt8(ascii: "0"))
            }
            return value
        }
        var year: Int64 = 0
        for digit in yearDigits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            year = year * 10 + Int64(digit - UInt8(ascii: "0"))
        }
        if negative { year = -year }
        guard let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let days = CivilCalendar.days(year: year, month: month, day: day) - referenceDay
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second)
        return abs(seconds) <= limit ? seconds : nil
    }
}
