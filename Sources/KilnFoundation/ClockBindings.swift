// Time, identity and identifiers: `Date()` reads the simulated clock, `UUID()` the run's seeded
// generator, so a script's output is the same in every run.
import KilnScript
import KilnSimulator
import PropertyList

extension Bindings {
    func registerClockPrimitives(in interpreter: Interpreter) {
        let simulator = self.simulator
        primitive(interpreter, "Now", 0) { _, _ in .double(simulator.clock.now) }
        // NSLog, os_log, Logger (PreludeLogging.swift): a line on the device's console.
        primitive(interpreter, "LocalNotification", 3) { context, arguments in
            let identifier = try stringArgument(arguments[0], context, "the identifier")
            if try boolArgument(arguments[2], context, "scheduled") {
                simulator.recordLocalNotification(scheduled: identifier, title: try stringArgument(arguments[1], context, "the title"))
            } else {
                simulator.recordLocalNotification(removed: identifier)
            }
            return .void
        }
        primitive(interpreter, "ConsoleLog", 1) { context, arguments in
            simulator.console.log(try stringArgument(arguments[0], context, "the message"), now: simulator.clock.unixTime)
            return .void
        }
        primitive(interpreter, "DateDescription", 1) { context, arguments in
            .string(dateDescription(try doubleArgument(arguments[0], context, "the date")))
        }
        primitive(interpreter, "ScheduleTimer", 3) { [unowned self] context, arguments in
            let interval = try doubleArgument(arguments[0], context, "the time interval")
            let repeats = try boolArgument(arguments[1], context, "repeats")
            let timer = arguments[2]
            do {
                let token = try simulator.scheduleTimer(after: interval, repeats: repeats) { [unowned self] in
                    app.runAppCode {
                        _ = try context.callMethod("__kilnFire", labels: [], on: timer, arguments: [])
                    }
                }
                nextTimerID += 1
                let id = nextTimerID
                timers[id] = token
                return .int(id)
            } catch {
                throw context.fault("\(error)")
            }
        }
        primitive(interpreter, "InvalidateTimer", 1) { [unowned self] context, arguments in
            let id = try intArgument(arguments[0], context, "the timer")
            if let token = timers.removeValue(forKey: id) { simulator.invalidateTimer(token) }
            return .void
        }
        primitive(interpreter, "UUID", 0) { _, _ in .string(simulator.makeUUIDString()) }
        primitive(interpreter, "TypeName", 1) { _, arguments in .string(typeName(of: arguments[0]) ?? "Object") }
        primitive(interpreter, "Identical", 2) { _, arguments in
            if case .object(let a) = arguments[0].unwrapped, case .object(let b) = arguments[1].unwrapped { return .bool(a === b) }
            return .bool(false)
        }
    }
}

/// `Date`'s description: `2020-06-23 08:00:00 +0000` for seconds since 2001-01-01 UTC.
func dateDescription(_ secondsSinceReference: Double) -> String {
    guard secondsSinceReference.isFinite, abs(secondsSinceReference) < 1e13 else { return "\(secondsSinceReference)" }
    let unix = Int((secondsSinceReference + SimulatedClock.unixEpochOffset).rounded(.down))
    var days = unix / 86_400
    var seconds = unix % 86_400
    if seconds < 0 { seconds += 86_400; days -= 1 }
    let (year, month, day) = CivilCalendar.date(fromDays: Int64(days))
    // Foundation describes no date before the year 0.
    if year < 0 { return "<description unavailable>" }
    func two<N: BinaryInteger>(_ n: N) -> String { n < 10 ? "0\(n)" : "\(n)" }
    // Foundation pads the year to four digits (`0000-12-30` is Date.distantPast).
    let paddedYear = year >= 0 && year < 1000 ? String(repeating: "0", count: 4 - "\(year)".count) + "\(year)" : "\(year)"
    return "\(paddedYear)-\(two(month))-\(two(day)) \(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60)) +0000"
}
