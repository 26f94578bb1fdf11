// The Gregorian calendar as Foundation's is (Julian before 1582-10-15): an instant in a zone to its
// fields (year, month, day, weekday, week of year, ...) and fields back to an instant, with
// fields out of range carried over (month 13 is January of the next year, day 0 the last of the
// month before). Calendar, DateComponents and DateFormatter are built on these two.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials
import PropertyList

/// The fields of an instant in a zone, as Calendar's components number them.
struct CalendarFields {
    var era = 1, year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0, nanosecond = 0
    var weekday = 5, dayOfYear = 1, weekOfYear = 1, weekOfMonth = 1, yearForWeekOfYear = 1970, weekdayOrdinal = 1
    var quarter = 1
    var offset = 0
    /// Seconds past the minute, with the fraction (for `S` patterns).
    var fraction = 0.0

    /// Seconds since 1970 of Foundation's reference date.
    static let referenceOffset: Double = 978_307_200
    /// 1582-10-15, the first Gregorian day, in days since 1970.
    static let gregorianStart: Int64 = -141_427

    /// `year` (astronomical: 0 is 1 BC), month and day of `days` since 1970.
    static func civil(_ days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        if days >= gregorianStart { return CivilCalendar.date(fromDays: days) }
        let c = days + 2_440_588 + 32_082
        let d = CivilCalendar.floorDivide(4 * c + 3, 1461)
        let e = c - CivilCalendar.floorDivide(1461 * d, 4)
        let m = (5 * e + 2) / 153
        return (d - 4800 + m / 10, m + 3 - 12 * (m / 10), e - (153 * m + 2) / 5 + 1)
    }

    /// Days since 1970 of a date; month and day may be out of range (carried over).
    static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = year + CivilCalendar.floorDivide(month - 1, 12)
        let m = month - 1 - CivilCalendar.floorDivide(month - 1, 12) * 12 + 1
        let gregorian = CivilCalendar.days(year: y, month: m, day: 1)
        if gregorian >= gregorianStart { return gregorian + day - 1 }
        let a = (14 - m) / 12
        let yy = y + 4800 - a
        let mm = m + 12 * a - 3
        let julian = 1 + (153 * mm + 2) / 5 + 365 * yy + CivilCalendar.floorDivide(yy, 4) - 32_083 - 2_440_588
        return julian + day - 1
    }

    static func monthLength(year: Int64, month: Int64) -> Int64 {
        days(year: year, month: month + 1, day: 1) - days(year: year, month: month, day: 1)
    }

    /// The fields of `instant` (seconds since 2001) in `zone`, weeks counted from `firstWeekday`
    /// (1 = Sunday) with `minimumDays` days in the first week.
    init(instant: Double, zone: ZoneInfo, firstWeekday: Int = 1, minimumDays: Int = 1) {
        let unix = instant + CalendarFields.referenceOffset
        let whole = unix.rounded(.down)
        offset = zone.type(at: Int64(whole)).offset
        let local = Int64(whole) + Int64(offset)
        let days = CivilCalendar.floorDivide(local, 86_400)
        let seconds = Int(local - days * 86_400)
        let (y, m, d) = CalendarFields.civil(days)
        era = y > 0 ? 1 : 0
        year = Int(y > 0 ? y : 1 - y)
        month = Int(m)
        day = Int(d)
        hour = seconds / 3600
        minute = seconds / 60 % 60
        second = seconds % 60
        fraction = Double(second) + (unix - whole)
        nanosecond = Int(((unix - whole) * 1e9).rounded())
        if nanosecond >= 1_000_000_000 { nanosecond = 999_999_999 }
        weekday = Int(((days + 4) % 7 + 7) % 7) + 1
        dayOfYear = Int(days - CalendarFields.days(year: y, month: 1, day: 1)) + 1
        quarter = (month - 1) / 3 + 1
        weekdayOrdinal = (day - 1) / 7 + 1
        let firstOfMonthWeekday = ((weekday - 1 - (day - 1)) % 7 + 7) % 7 + 1
        weekOfMonth = CalendarFields.week(ordinal: day, firstDayWeekday: firstOfMonthWeekday,
                                          firstWeekday: firstWeekday, minimumDays: minimumDays)
        let janFirstWeekday = ((weekday - 1 - (dayOfYear - 1)) % 7 + 7) % 7 + 1
        var week = CalendarFields.week(ordinal: dayOfYear, firstDayWeekday: janFirstWeekday, firstWeekday: firstWeekday,
                                       minimumDays: minimumDays)
        yearForWeekOfYear = year
        if week == 0 {
            // The last week of the year before.
            let previous = CalendarFields(instant: instant - Double(dayOfYear) * 86_400, zone: zone,
                                          firstWeekday: firstWeekday, minimumDays: minimumDays)
            week = previous.weekOfYear
            yearForWeekOfYear = previous.yearForWeekOfYear
        } else {
            let yearLength = Int(CalendarFields.days(year: y + 1, month: 1, day: 1) - CalendarFields.days(year: y, month: 1, day: 1))
            let nextJanFirstWeekday = (janFirstWeekday - 1 + yearLength) % 7 + 1
            let daysIntoNextYearsWeek = (nextJanFirstWeekday - firstWeekday + 7) % 7
            if daysIntoNextYearsWeek != 0, 7 - daysIntoNextYearsWeek >= minimumDays, dayOfYear > yearLength - daysIntoNextYearsWeek {
                week = 1
                yearForWeekOfYear = year + 1
            }
        }
        weekOfYear = week
    }

    /// The week (1-based; 0 = the period's days before its first full week) of day `ordinal`.
    static func week(ordinal: Int, firstDayWeekday: Int, firstWeekday: Int, minimumDays: Int) -> Int {
        let lead = (firstDayWeekday - firstWeekday + 7) % 7
        var week = (ordinal - 1 + lead) / 7
        if 7 - lead >= minimumDays { week += 1 }
        return week
    }

    /// The instant (seconds since 2001) of local time `year`-`month`-`day` `hour`:`minute`:`second`
    /// in `zone`, each field carried over when out of range; `era` 0 counts years BC.
    static func instant(era: Int = 1, year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
                        nanosecond: Int = 0, zone: ZoneInfo) -> Double {
        let astronomical = Int64(era == 0 ? 1 - year : year)
        let days = CalendarFields.days(year: astronomical, month: Int64(month), day: Int64(day))
        let local = days * 86_400 + Int64(hour) * 3600 + Int64(minute) * 60 + Int64(second)
        let unix = zone.instant(forLocal: local)
        return Double(unix) - referenceOffset + Double(nanosecond) / 1e9
    }
}
