// The native primitives of the prelude's dates (PreludeDates.swift): time zones from the host's
// tzdata, the Gregorian calendar's fields, DateFormatter's patterns and locale data.
import KilnScript

extension Bindings {
    func registerDatePrimitives(in interpreter: Interpreter) {
        func zone(_ value: Value, _ context: NativeContext) throws -> ZoneInfo {
            let identifier = try stringArgument(value, context, "the time zone")
            guard let zone = ZoneDatabase.zone(identifier) else { throw context.fault("unknown time zone \(identifier)") }
            return zone
        }
        func unix(_ value: Value, _ context: NativeContext) throws -> Int64 {
            let seconds = try doubleArgument(value, context, "the date") + CalendarFields.referenceOffset
            guard seconds.isFinite, abs(seconds) < 1e15 else { return 0 }
            return Int64(seconds.rounded(.down))
        }
        // __kilnZoneIdentifier(name) -> the zone's identifier, or nil when there is none.
        primitive(interpreter, "ZoneIdentifier", 1) { context, arguments in
            ZoneDatabase.zone(try stringArgument(arguments[0], context, "the identifier")).map { .string($0.identifier) } ?? .none
        }
        primitive(interpreter, "ZoneCurrent", 0) { _, _ in .string(ZoneDatabase.current) }
        primitive(interpreter, "ZoneFixed", 1) { context, arguments in
            .string(ZoneDatabase.fixedIdentifier(try intArgument(arguments[0], context, "the offset")))
        }
        // __kilnZoneAt(zone, date) -> [secondsFromGMT, isDST (0/1), daylight saving offset]
        primitive(interpreter, "ZoneAt", 2) { context, arguments in
            let info = try zone(arguments[0], context)
            let type = info.type(at: try unix(arguments[1], context))
            var standard = type.offset
            if type.isDST {
                // The standard offset is that of the nearest standard time (a year either side).
                let t = try unix(arguments[1], context)
                for probe in stride(from: t, through: t + 366 * 86_400, by: 30 * 86_400) where !info.type(at: probe).isDST {
                    standard = info.type(at: probe).offset
                    break
                }
                if standard == type.offset { standard -= 3600 }
            }
            return .array([.int(type.offset), .int(type.isDST ? 1 : 0), .int(type.offset - standard)])
        }
        // __kilnZoneName(zone, date, style, locale): "abbreviation", "short", "long".
        primitive(interpreter, "ZoneName", 4) { context, arguments in
            let info = try zone(arguments[0], context)
            let type = info.type(at: try unix(arguments[1], context))
            let chinese = DateLocale.named(try stringArgument(arguments[3], context, "the locale")).isChinese
            switch try stringArgument(arguments[2], context, "the style") {
            case "abbreviation": return .string(ZoneNames.abbreviation(info, type))
            case "short": return .string(ZoneNames.short(info, type, chinese: chinese))
            default: return .string(ZoneNames.long(info, type, chinese: chinese))
            }
        }
        primitive(interpreter, "ZoneNextTransition", 2) { context, arguments in
            guard let next = try zone(arguments[0], context).nextTransition(after: try unix(arguments[1], context)) else { return .none }
            return .double(Double(next) - CalendarFields.referenceOffset)
        }
        primitive(interpreter, "ZoneKnownIdentifiers", 0) { _, _ in .array(ZoneDatabase.knownIdentifiers.map { .string($0) }) }
        primitive(interpreter, "ZoneDataVersion", 0) { _, _ in .string(ZoneDatabase.version) }
        // __kilnCalendarFields(zone, date, firstWeekday, minimumDays) -> [era, year, month, day,
        // hour, minute, second, nanosecond, weekday, weekdayOrdinal, quarter, weekOfMonth,
        // weekOfYear, yearForWeekOfYear, dayOfYear]
        primitive(interpreter, "CalendarFields", 4) { context, arguments in
            let date = try doubleArgument(arguments[1], context, "the date")
            let f = CalendarFields(instant: date, zone: try zone(arguments[0], context),
                                   firstWeekday: try intArgument(arguments[2], context, "firstWeekday"),
                                   minimumDays: try intArgument(arguments[3], context, "minimumDaysInFirstWeek"))
            return .array([f.era, f.year, f.month, f.day, f.hour, f.minute, f.second, f.nanosecond, f.weekday, f.weekdayOrdinal,
                           f.quarter, f.weekOfMonth, f.weekOfYear, f.yearForWeekOfYear, f.dayOfYear].map { .int($0) })
        }
        // __kilnCalendarInstant(zone, [era, year, month, day, hour, minute, second, nanosecond]) -> date
        primitive(interpreter, "CalendarInstant", 2) { context, arguments in
            guard case .array(let values) = arguments[1].unwrapped, values.count == 8 else {
                throw context.fault("the calendar fields must be eight Ints")
            }
            let v = try values.map { try intArgument($0, context, "a calendar field") }
            return .double(CalendarFields.instant(era: v[0], year: v[1], month: v[2], day: v[3], hour: v[4], minute: v[5],
                                                  second: v[6], nanosecond: v[7], zone: try zone(arguments[0], context)))
        }
        primitive(interpreter, "MonthLength", 2) { context, arguments in
            .int(Int(CalendarFields.monthLength(year: Int64(try intArgument(arguments[0], context, "the year")),
                                                month: Int64(try intArgument(arguments[1], context, "the month")))))
        }
        // __kilnDateFormat(pattern, date, zone, locale)
        primitive(interpreter, "DateFormat", 4) { context, arguments in
            .string(DateFormatting.format(try stringArgument(arguments[0], context, "the date format"),
                                          instant: try doubleArgument(arguments[1], context, "the date"),
                                          zone: try zone(arguments[2], context),
                                          locale: DateLocale.named(try stringArgument(arguments[3], context, "the locale"))))
        }
        // __kilnDateParse(text, pattern, zone, locale) -> date or nil
        primitive(interpreter, "DateParse", 4) { context, arguments in
            DateFormatting.parse(try stringArgument(arguments[0], context, "the text"),
                                 pattern: try stringArgument(arguments[1], context, "the date format"),
                                 zone: try zone(arguments[2], context),
                                 locale: DateLocale.named(try stringArgument(arguments[3], context, "the locale"))).map { .double($0) } ?? .none
        }
        // __kilnDateStylePattern(locale, dateStyle, timeStyle)
        primitive(interpreter, "DateStylePattern", 3) { context, arguments in
            .string(DateLocale.named(try stringArgument(arguments[0], context, "the locale"))
                .pattern(dateStyle: try intArgument(arguments[1], context, "dateStyle"),
                         timeStyle: try intArgument(arguments[2], context, "timeStyle")))
        }
        // __kilnDateTemplate(template, locale): a skeleton's fields (`yMMMd`, `jm`) in the locale's order.
        primitive(interpreter, "DateTemplate", 2) { context, arguments in
            let template = try stringArgument(arguments[0], context, "the template")
            let locale = DateLocale.named(try stringArgument(arguments[1], context, "the locale"))
            return .string(DateFormatting.pattern(fromTemplate: template, locale: locale))
        }
        // __kilnDateSymbols(locale, kind)
        primitive(interpreter, "DateSymbols", 2) { context, arguments in
            let data = DateLocale.named(try stringArgument(arguments[0], context, "the locale"))
            let list: [String]
            switch try stringArgument(arguments[1], context, "the symbols") {
            case "months": list = data.months
            case "shortMonths": list = data.shortMonths
            case "veryShortMonths": list = data.narrowMonths
            case "standaloneMonths": list = data.standaloneMonths
            case "shortStandaloneMonths": list = data.shortStandaloneMonths
            case "veryShortStandaloneMonths": list = data.narrowStandaloneMonths
            case "weekdays": list = data.weekdays
            case "shortWeekdays": list = data.shortWeekdays
            case "veryShortWeekdays": list = data.narrowWeekdays
            case "standaloneWeekdays": list = data.standaloneWeekdays
            case "shortStandaloneWeekdays": list = data.shortStandaloneWeekdays
            case "veryShortStandaloneWeekdays": list = data.narrowStandaloneWeekdays
            case "quarters", "standaloneQuarters": list = data.quarters
            case "shortQuarters", "shortStandaloneQuarters": list = data.shortQuarters
            case "eras": list = data.eras
            case "longEras": list = data.longEras
            case "ampm": list = [data.am, data.pm]
            default: list = ["\(data.firstWeekday)"]
            }
            return .array(list.map { .string($0) })
        }
    }
}
