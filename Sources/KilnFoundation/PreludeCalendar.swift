// The prelude's Calendar (Gregorian, every identifier computed as Gregorian), its components and
// DateComponents, DateInterval: fields from __kilnCalendarFields, instants from
// __kilnCalendarInstant (CalendarFields.swift); "today" is the simulated clock's.
extension Prelude {
    static let calendar = #"""
// The locale's names, as Calendar and DateFormatter both give them.
protocol __KilnDateSymbols {
    var __localeCode: String { get }
}

extension __KilnDateSymbols {
    var amSymbol: String { return __kilnDateSymbols(__localeCode, "ampm")[0] }
    var pmSymbol: String { return __kilnDateSymbols(__localeCode, "ampm")[1] }
    var eraSymbols: [String] { return __kilnDateSymbols(__localeCode, "eras") }
    var longEraSymbols: [String] { return __kilnDateSymbols(__localeCode, "longEras") }
    var monthSymbols: [String] { return __kilnDateSymbols(__localeCode, "months") }
    var shortMonthSymbols: [String] { return __kilnDateSymbols(__localeCode, "shortMonths") }
    var veryShortMonthSymbols: [String] { return __kilnDateSymbols(__localeCode, "veryShortMonths") }
    var standaloneMonthSymbols: [String] { return __kilnDateSymbols(__localeCode, "standaloneMonths") }
    var shortStandaloneMonthSymbols: [String] { return __kilnDateSymbols(__localeCode, "shortStandaloneMonths") }
    var veryShortStandaloneMonthSymbols: [String] { return __kilnDateSymbols(__localeCode, "veryShortStandaloneMonths") }
    var weekdaySymbols: [String] { return __kilnDateSymbols(__localeCode, "weekdays") }
    var shortWeekdaySymbols: [String] { return __kilnDateSymbols(__localeCode, "shortWeekdays") }
    var veryShortWeekdaySymbols: [String] { return __kilnDateSymbols(__localeCode, "veryShortWeekdays") }
    var standaloneWeekdaySymbols: [String] { return __kilnDateSymbols(__localeCode, "standaloneWeekdays") }
    var shortStandaloneWeekdaySymbols: [String] { return __kilnDateSymbols(__localeCode, "shortStandaloneWeekdays") }
    var veryShortStandaloneWeekdaySymbols: [String] { return __kilnDateSymbols(__localeCode, "veryShortStandaloneWeekdays") }
    var quarterSymbols: [String] { return __kilnDateSymbols(__localeCode, "quarters") }
    var shortQuarterSymbols: [String] { return __kilnDateSymbols(__localeCode, "shortQuarters") }
    var standaloneQuarterSymbols: [String] { return __kilnDateSymbols(__localeCode, "quarters") }
    var shortStandaloneQuarterSymbols: [String] { return __kilnDateSymbols(__localeCode, "shortQuarters") }
}

struct DateInterval: CustomStringConvertible, Equatable {
    var start: Date
    var duration: Double
    init(start: Date, duration: Double) { self.start = start; self.duration = duration }
    init(start: Date, end: Date) { self.start = start; duration = end.timeIntervalSince(start) }
    var end: Date { return start.addingTimeInterval(duration) }
    func contains(_ date: Date) -> Bool { return date >= start && date <= end }
    var description: String { return "\(start) to \(end)" }
}

struct DateComponents: CustomStringConvertible, CustomDebugStringConvertible, Hashable, Codable {
    var calendar: Calendar?
    var timeZone: TimeZone?
    var era: Int?
    var year: Int?
    var month: Int?
    var day: Int?
    var hour: Int?
    var minute: Int?
    var second: Int?
    var nanosecond: Int?
    var weekday: Int?
    var weekdayOrdinal: Int?
    var quarter: Int?
    var weekOfMonth: Int?
    var weekOfYear: Int?
    var dayOfYear: Int?
    var yearForWeekOfYear: Int?
    var isLeapMonth: Bool?
    var isRepeatedDay: Bool? { return nil }
    init(calendar: Calendar? = nil, timeZone: TimeZone? = nil, era: Int? = nil, year: Int? = nil, month: Int? = nil,
         day: Int? = nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil, nanosecond: Int? = nil,
         weekday: Int? = nil, weekdayOrdinal: Int? = nil, quarter: Int? = nil, weekOfMonth: Int? = nil,
         weekOfYear: Int? = nil, yearForWeekOfYear: Int? = nil) {
        self.calendar = calendar
        self.timeZone = timeZone
        self.era = era
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
        self.weekday = weekday
        self.weekdayOrdinal = weekdayOrdinal
        self.quarter = quarter
        self.weekOfMonth = weekOfMonth
        self.weekOfYear = weekOfYear
        self.yearForWeekOfYear = yearForWeekOfYear
    }
    func value(for component: Calendar.Component) -> Int? {
        switch component {
        case .era: return era
        case .year: return year
        case .month: return month
        case .day: return day
        case .hour: return hour
        case .minute: return minute
        case .second: return second
        case .nanosecond: return nanosecond
        case .weekday: return weekday
        case .weekdayOrdinal: return weekdayOrdinal
        case .quarter: return quarter
        case .weekOfMonth: return weekOfMonth
        case .weekOfYear: return weekOfYear
        case .yearForWeekOfYear: return yearForWeekOfYear
        case .dayOfYear: return dayOfYear
        default: return nil
        }
    }
    mutating func setValue(_ value: Int?, for component: Calendar.Component) {
        switch component {
        case .era: era = value
        case .year: year = value
        case .month: month = value
        case .day: day = value
        case .hour: hour = value
        case .minute: minute = value
        case .second: second = value
        case .nanosecond: nanosecond = value
        case .weekday: weekday = value
        case .weekdayOrdinal: weekdayOrdinal = value
        case .quarter: quarter = value
        case .weekOfMonth: weekOfMonth = value
        case .weekOfYear: weekOfYear = value
        case .yearForWeekOfYear: yearForWeekOfYear = value
        case .dayOfYear: dayOfYear = value
        default: break
        }
    }
    var date: Date? {
        guard let calendar = calendar else { return nil }
        var copy = calendar
        if let zone = timeZone { copy.timeZone = zone }
        return copy.date(from: self)
    }
    var isValidDate: Bool {
        return calendar != nil && __isValid()
    }
    func isValidDate(in calendar: Calendar) -> Bool { return __isValid() }
    // The fields in their ranges (a day within its month).
    func __isValid() -> Bool {
        if let month = month, month < 1 || month > 12 { return false }
        if let day = day, day < 1 || day > __kilnMonthLength(year ?? 2000, month ?? 1) { return false }
        if let hour = hour, hour < 0 || hour > 23 { return false }
        if let minute = minute, minute < 0 || minute > 59 { return false }
        if let second = second, second < 0 || second > 59 { return false }
        if let weekday = weekday, weekday < 1 || weekday > 7 { return false }
        return true
    }
    var description: String {
        var text = ""
        if let calendar = calendar { text += "calendar: \(calendar) " }
        if let timeZone = timeZone { text += "timeZone: \(timeZone) " }
        let names = ["era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday", "weekdayOrdinal",
                     "quarter", "weekOfMonth", "weekOfYear", "dayOfYear", "yearForWeekOfYear"]
        let values = [era, year, month, day, hour, minute, second, nanosecond, weekday, weekdayOrdinal, quarter,
                      weekOfMonth, weekOfYear, dayOfYear, yearForWeekOfYear]
        for i in 0..<names.count {
            if let value = values[i] { text += "\(names[i]): \(value) " }
        }
        if let leap = isLeapMonth { text += "isLeapMonth: \(leap) " }
        return text
    }
    var debugDescription: String { return description }
}

struct Calendar: CustomStringConvertible, CustomDebugStringConvertible, Hashable, Codable, __KilnDateSymbols {
    enum Identifier: Hashable, Codable {
        case gregorian, buddhist, chinese, coptic, ethiopicAmeteMihret, ethiopicAmeteAlem, hebrew, iso8601, indian,
             islamic, islamicCivil, japanese, persian, republicOfChina, islamicTabular, islamicUmmAlQura
    }
    enum Component: Hashable {
        case era, year, month, day, hour, minute, second, weekday, weekdayOrdinal, quarter, weekOfMonth, weekOfYear,
             yearForWeekOfYear, nanosecond, calendar, timeZone, isLeapMonth, isRepeatedDay, dayOfYear
    }
    enum SearchDirection { case forward, backward }
    enum MatchingPolicy { case nextTime, nextTimePreservingSmallerComponents, previousTimePreservingSmallerComponents, strict }
    enum RepeatedTimePolicy { case first, last }
    let identifier: Identifier
    var timeZone: TimeZone
    var locale: Locale?
    var firstWeekday: Int
    var minimumDaysInFirstWeek: Int
    var __autoupdating: Bool = false
    init(identifier: Identifier) {
        self.identifier = identifier
        timeZone = TimeZone.current
        locale = identifier == Calendar.Identifier.iso8601 ? Locale.current : nil
        firstWeekday = identifier == Calendar.Identifier.iso8601 ? 2 : 1
        minimumDaysInFirstWeek = identifier == Calendar.Identifier.iso8601 ? 4 : 1
    }
    static var current: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale.current
        calendar.firstWeekday = 2
        return calendar
    }
    static var autoupdatingCurrent: Calendar {
        var calendar = current
        calendar.__autoupdating = true
        return calendar
    }
    static func == (lhs: Calendar, rhs: Calendar) -> Bool {
        return lhs.identifier == rhs.identifier && lhs.timeZone == rhs.timeZone && lhs.locale == rhs.locale
            && lhs.firstWeekday == rhs.firstWeekday && lhs.minimumDaysInFirstWeek == rhs.minimumDaysInFirstWeek
    }
    func hash(into hasher: inout Hasher) { hasher.combine(identifier); hasher.combine(timeZone) }
    var description: String {
        let name = "\(identifier)"
        return name + (__autoupdating ? " (autoupdating " : " (") + name + ") locale: " + (locale?.identifier ?? "")
            + " time zone: \(timeZone) firstWeekday: \(firstWeekday) minDaysInFirstWeek: \(minimumDaysInFirstWeek)"
    }
    var debugDescription: String { return description }
    var __localeCode: String { return locale?.identifier ?? "en_US_POSIX" }

    static let __order: [Component] = [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond, .weekday,
                                       .weekdayOrdinal, .quarter, .weekOfMonth, .weekOfYear, .yearForWeekOfYear, .dayOfYear]
    func __fields(_ date: Date) -> [Int] {
        return __kilnCalendarFields(timeZone.identifier, date.timeIntervalSinceReferenceDate, firstWeekday, minimumDaysInFirstWeek)
    }
    func __value(_ component: Component, _ fields: [Int]) -> Int? {
        let index: [Component: Int] = [.era: 0, .year: 1, .month: 2, .day: 3, .hour: 4, .minute: 5, .second: 6, .nanosecond: 7,
                                       .weekday: 8, .weekdayOrdinal: 9, .quarter: 10, .weekOfMonth: 11, .weekOfYear: 12,
                                       .yearForWeekOfYear: 13, .dayOfYear: 14]
        guard let i = index[component] else { return nil }
        return fields[i]
    }
    func __instant(_ f: [Int]) -> Date {
        return Date(timeIntervalSinceReferenceDate: __kilnCalendarInstant(timeZone.identifier, f))
    }
    func component(_ component: Component, from date: Date) -> Int {
        return __value(component, __fields(date)) ?? 0
    }
    func dateComponents(_ components: Set<Component>, from date: Date) -> DateComponents {
        let fields = __fields(date)
        var result = DateComponents()
        for component in Calendar.__order where components.contains(component) {
            result.setValue(__value(component, fields), for: component)
        }
        if components.contains(.calendar) { result.calendar = self }
        if components.contains(.timeZone) { result.timeZone = timeZone }
        if components.contains(.month) || components.contains(.isLeapMonth) { result.isLeapMonth = false }
        return result
    }
    func dateComponents(in timeZone: TimeZone, from date: Date) -> DateComponents {
        var calendar = self
        calendar.timeZone = timeZone
        let all: Set<Component> = [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond, .weekday, .weekdayOrdinal,
                                   .quarter, .weekOfMonth, .weekOfYear, .yearForWeekOfYear, .dayOfYear, .calendar, .timeZone]
        return calendar.dateComponents(all, from: date)
    }
    func date(from components: DateComponents) -> Date? {
        var f = [components.era ?? 1, components.year ?? 1, components.month ?? 1, components.day ?? 1,
                 components.hour ?? 0, components.minute ?? 0, components.second ?? 0, components.nanosecond ?? 0]
        if components.day == nil, let dayOfYear = components.dayOfYear { f[2] = 1; f[3] = dayOfYear }
        var calendar = self
        if let zone = components.timeZone { calendar.timeZone = zone }
        var date = calendar.__instant(f)
        if let weekday = components.weekday, components.day == nil {
            let current = calendar.component(.weekday, from: date)
            var delta = (weekday - current + 7) % 7
            if let ordinal = components.weekdayOrdinal { delta += (ordinal - 1) * 7 }
            date = calendar.__instant([f[0], f[1], f[2], f[3] + delta, f[4], f[5], f[6], f[7]])
        }
        return date
    }
    func date(byAdding components: DateComponents, to date: Date, wrappingComponents: Bool = false) -> Date? {
        var f = __fields(date)
        var values = [f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7]]
        values[1] += components.year ?? 0
        values[2] += (components.month ?? 0) + 3 * (components.quarter ?? 0)
        if components.year != nil || components.month != nil || components.quarter != nil {
            let length = __kilnMonthLength(values[1] + (values[2] - 1 >= 0 ? (values[2] - 1) / 12 : (values[2] - 12) / 12),
                                           ((values[2] - 1) % 12 + 12) % 12 + 1)
            if values[3] > length { values[3] = length }
        }
        values[3] += (components.day ?? 0) + 7 * ((components.weekOfYear ?? 0) + (components.weekOfMonth ?? 0))
        var result = __instant(values)
        let seconds = (components.hour ?? 0) * 3600 + (components.minute ?? 0) * 60 + (components.second ?? 0)
        result = result.addingTimeInterval(Double(seconds) + Double(components.nanosecond ?? 0) / 1e9)
        f = []
        return result
    }
    func date(byAdding component: Component, value: Int, to date: Date, wrappingComponents: Bool = false) -> Date? {
        var components = DateComponents()
        components.setValue(value, for: component)
        return self.date(byAdding: components, to: date, wrappingComponents: wrappingComponents)
    }
    func date(bySetting component: Component, value: Int, of date: Date) -> Date? {
        var f = __fields(date)
        let index: [Component: Int] = [.year: 1, .month: 2, .day: 3, .hour: 4, .minute: 5, .second: 6]
        guard let i = index[component] else { return nil }
        if f[i] == value { return date }
        if i == 3 && value > f[i] || i == 2 && value > f[i] || i == 1 {
            f[i] = value
        } else {
            f[i - 1] += 1
            f[i] = value
        }
        for j in (i + 1)..<7 { f[j] = j <= 3 ? 1 : 0 }
        return __instant([f[0], f[1], f[2], f[3], f[4], f[5], f[6], 0])
    }
    func date(bySettingHour hour: Int, minute: Int, second: Int, of date: Date, matchingPolicy: MatchingPolicy = .nextTime,
              repeatedTimePolicy: RepeatedTimePolicy = .first, direction: SearchDirection = .forward) -> Date? {
        guard hour >= 0, hour < 24, minute >= 0, minute < 60, second >= 0, second < 60 else { return nil }
        let f = __fields(date)
        return __instant([f[0], f[1], f[2], f[3], hour, minute, second, 0])
    }
    func startOfDay(for date: Date) -> Date {
        let f = __fields(date)
        return __instant([f[0], f[1], f[2], f[3], 0, 0, 0, 0])
    }
    func dateComponents(_ components: Set<Component>, from start: DateComponents, to end: DateComponents) -> DateComponents {
        guard let a = date(from: start), let b = date(from: end) else { return DateComponents() }
        return __difference(components, a, b)
    }
    func dateComponents(_ components: Set<Component>, from start: Date, to end: Date) -> DateComponents {
        return __difference(components, start, end)
    }
    func __difference(_ components: Set<Component>, _ start: Date, _ end: Date) -> DateComponents {
        var result = DateComponents()
        var cursor = start
        let forward = end >= start
        for component in [Component.year, .month, .day, .hour, .minute, .second] where components.contains(component) {
            var count = 0
            while true {
                guard let next = date(byAdding: component, value: forward ? count + 1 : -(count + 1), to: cursor) else { break }
                if forward ? next > end : next < end { break }
                count += 1
                if count > 100000 { break }
            }
            result.setValue(forward ? count : -count, for: component)
            cursor = date(byAdding: component, value: forward ? count : -count, to: cursor) ?? cursor
        }
        if components.contains(.weekOfYear) || components.contains(.weekOfMonth) {
            let weeks = Int(end.timeIntervalSince(cursor) / 604800)
            result.setValue(weeks, for: components.contains(.weekOfYear) ? .weekOfYear : .weekOfMonth)
        }
        if components.contains(.nanosecond) {
            result.nanosecond = Int(end.timeIntervalSince(cursor) * 1e9)
        }
        return result
    }
    func isDate(_ date1: Date, inSameDayAs date2: Date) -> Bool {
        let a = __fields(date1), b = __fields(date2)
        return a[0] == b[0] && a[1] == b[1] && a[2] == b[2] && a[3] == b[3]
    }
    func isDateInToday(_ date: Date) -> Bool { return isDate(date, inSameDayAs: Date()) }
    func isDateInTomorrow(_ date: Date) -> Bool {
        return isDate(date, inSameDayAs: self.date(byAdding: .day, value: 1, to: startOfDay(for: Date()))!)
    }
    func isDateInYesterday(_ date: Date) -> Bool {
        return isDate(date, inSameDayAs: self.date(byAdding: .day, value: -1, to: startOfDay(for: Date()))!)
    }
    func isDateInWeekend(_ date: Date) -> Bool {
        let weekday = component(.weekday, from: date)
        return weekday == 1 || weekday == 7
    }
    func dateInterval(of component: Component, for date: Date) -> DateInterval? {
        let f = __fields(date)
        var start: [Int]
        switch component {
        case .era: start = [f[0], 1, 1, 1, 0, 0, 0, 0]
        case .year: start = [f[0], f[1], 1, 1, 0, 0, 0, 0]
        case .quarter: start = [f[0], f[1], (f[10] - 1) * 3 + 1, 1, 0, 0, 0, 0]
        case .month: start = [f[0], f[1], f[2], 1, 0, 0, 0, 0]
        case .weekOfYear, .weekOfMonth: start = [f[0], f[1], f[2], f[3] - (f[8] - firstWeekday + 7) % 7, 0, 0, 0, 0]
        case .day, .weekday, .dayOfYear: start = [f[0], f[1], f[2], f[3], 0, 0, 0, 0]
        case .hour: start = [f[0], f[1], f[2], f[3], f[4], 0, 0, 0]
        case .minute: start = [f[0], f[1], f[2], f[3], f[4], f[5], 0, 0]
        case .second: start = [f[0], f[1], f[2], f[3], f[4], f[5], f[6], 0]
        default: return nil
        }
        let begin = __instant(start)
        var next = start
        switch component {
        case .year: next[1] += 1
        case .quarter: next[2] += 3
        case .month: next[2] += 1
        case .weekOfYear, .weekOfMonth: next[3] += 7
        case .day, .weekday, .dayOfYear: next[3] += 1
        case .hour: next[4] += 1
        case .minute: next[5] += 1
        case .second: next[6] += 1
        default: next[1] += 1000000
        }
        return DateInterval(start: begin, end: __instant(next))
    }
    func dateInterval(of component: Component, start: inout Date, interval: inout Double, for date: Date) -> Bool {
        guard let found = dateInterval(of: component, for: date) else { return false }
        start = found.start
        interval = found.duration
        return true
    }
    func compare(_ date1: Date, to date2: Date, toGranularity component: Component) -> ComparisonResult {
        guard let a = dateInterval(of: component, for: date1), let b = dateInterval(of: component, for: date2) else {
            return date1 < date2 ? .orderedAscending : date1 == date2 ? .orderedSame : .orderedDescending
        }
        return a.start < b.start ? .orderedAscending : a.start == b.start ? .orderedSame : .orderedDescending
    }
    func isDate(_ date1: Date, equalTo date2: Date, toGranularity component: Component) -> Bool {
        return compare(date1, to: date2, toGranularity: component) == .orderedSame
    }
    func minimumRange(of component: Component) -> Range<Int>? {
        let ranges: [Component: Range<Int>] = [.era: 0..<2, .year: 1..<140743, .month: 1..<13, .day: 1..<29, .hour: 0..<24,
                                               .minute: 0..<60, .second: 0..<60, .weekday: 1..<8, .weekdayOrdinal: 1..<5,
                                               .quarter: 1..<5, .weekOfMonth: 0..<5, .weekOfYear: 1..<53, .nanosecond: 0..<1000000000,
                                               .dayOfYear: 1..<366]
        return ranges[component]
    }
    func maximumRange(of component: Component) -> Range<Int>? {
        let ranges: [Component: Range<Int>] = [.era: 0..<2, .year: 1..<144684, .month: 1..<13, .day: 1..<32, .hour: 0..<24,
                                               .minute: 0..<60, .second: 0..<60, .weekday: 1..<8, .weekdayOrdinal: 1..<6,
                                               .quarter: 1..<5, .weekOfMonth: 0..<7, .weekOfYear: 1..<54, .nanosecond: 0..<1000000000,
                                               .dayOfYear: 1..<367]
        return ranges[component]
    }
    func range(of smaller: Component, in larger: Component, for date: Date) -> Range<Int>? {
        let f = __fields(date)
        switch (smaller, larger) {
        case (.day, .month): return 1..<(__kilnMonthLength(f[0] == 0 ? 1 - f[1] : f[1], f[2]) + 1)
        case (.day, .year), (.dayOfYear, .year):
            let y = f[0] == 0 ? 1 - f[1] : f[1]
            return 1..<(__kilnMonthLength(y, 2) == 29 ? 367 : 366)
        case (.month, .year): return 1..<13
        case (.hour, .day): return 0..<24
        case (.minute, .hour): return 0..<60
        case (.second, .minute): return 0..<60
        case (.weekday, .weekOfYear), (.weekday, .weekOfMonth): return 1..<8
        default: return nil
        }
    }
    func ordinality(of smaller: Component, in larger: Component, for date: Date) -> Int? {
        let f = __fields(date)
        switch (smaller, larger) {
        case (.day, .month): return f[3]
        case (.day, .year): return f[14]
        case (.month, .year): return f[2]
        case (.hour, .day): return f[4] + 1
        case (.minute, .hour): return f[5] + 1
        case (.second, .minute): return f[6] + 1
        case (.weekday, .weekOfYear), (.weekday, .weekOfMonth): return (f[8] - firstWeekday + 7) % 7 + 1
        case (.weekOfYear, .year): return f[12]
        case (.weekOfMonth, .month): return f[11]
        case (.quarter, .year): return f[10]
        default: return nil
        }
    }
    func date(_ date: Date, matchesComponents components: DateComponents) -> Bool {
        let fields = __fields(date)
        for component in Calendar.__order {
            if let wanted = components.value(for: component), __value(component, fields) != wanted { return false }
        }
        return true
    }
    func nextDate(after date: Date, matching components: DateComponents, matchingPolicy: MatchingPolicy,
                  repeatedTimePolicy: RepeatedTimePolicy = .first, direction: SearchDirection = .forward) -> Date? {
        var step: Component = .second
        if components.second == nil { step = .minute }
        if components.second == nil && components.minute == nil { step = .hour }
        if components.second == nil && components.minute == nil && components.hour == nil { step = .day }
        var candidate = date
        if step == .day { candidate = startOfDay(for: date) }
        else if let interval = dateInterval(of: step, for: date) { candidate = interval.start }
        for _ in 0..<(step == .day ? 3000 : 200000) {
            candidate = self.date(byAdding: step, value: direction == .forward ? 1 : -1, to: candidate)!
            if (direction == .forward ? candidate > date : candidate < date) && self.date(candidate, matchesComponents: components) {
                return candidate
            }
        }
        return nil
    }
    func enumerateDates(startingAfter start: Date, matching components: DateComponents, matchingPolicy: MatchingPolicy,
                        repeatedTimePolicy: RepeatedTimePolicy = .first, direction: SearchDirection = .forward,
                        using block: (Date?, Bool, inout Bool) -> Void) {
        var current = start
        var stop = false
        while !stop {
            guard let next = nextDate(after: current, matching: components, matchingPolicy: matchingPolicy,
                                      repeatedTimePolicy: repeatedTimePolicy, direction: direction) else { return }
            block(next, true, &stop)
            current = next
        }
    }
    func dateIntervalOfWeekend(containing date: Date) -> DateInterval? {
        guard isDateInWeekend(date) else { return nil }
        let weekday = component(.weekday, from: date)
        let saturday = self.date(byAdding: .day, value: weekday == 7 ? 0 : -1, to: startOfDay(for: date))!
        return DateInterval(start: saturday, end: self.date(byAdding: .day, value: 2, to: saturday)!)
    }
    func nextWeekend(startingAfter date: Date, direction: SearchDirection = .forward) -> DateInterval? {
        let weekday = component(.weekday, from: date)
        let day = startOfDay(for: date)
        let offset = direction == .forward ? (7 - weekday == 0 ? 7 : 7 - weekday) : -(weekday + 1)
        let saturday = self.date(byAdding: .day, value: offset, to: day)!
        return DateInterval(start: saturday, end: self.date(byAdding: .day, value: 2, to: saturday)!)
    }
}
"""#
}
