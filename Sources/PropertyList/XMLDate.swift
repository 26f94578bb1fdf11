/// `<date>` text: `YYYY-MM-DDTHH:MM:SSZ`, UTC, whole seconds, for seconds since 2001-01-01.
enum XMLDate {
    /// Days from 1970-01-01 to 2001-01-01.
    private static let referenceDay: Int64 = 11_323

    static func format(_ seconds: Double) -> String {
        let total = seconds.isFinite ? Int64(max(min(seconds.rounded(.down), 9e15), -9e15)) : 0
        let days = floorDivide(total, 86_400)
        let secondOfDay = total - days * 86_400
        let (year, month, day) = civil(fromDays: days + referenceDay)
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let yearText = year >= 0 && year < 1000 ? String(String(year + 10_000).dropFirst()) : String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
    }

    /// Parses `YYYY-MM-DDTHH:MM:SSZ`; nil if the text is not in that form.
    static func parse(_ text: String) -> Double? {
        let utf8 = Array(text.utf8)
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
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let days = days(fromCivil: year, month, day) - referenceDay
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second)
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// Howard Hinnant's `civil_from_days` (proleptic Gregorian calendar).
    private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Howard Hinnant's `days_from_civil`.
    private static func days(fromCivil year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = floorDivide(y, 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
