/// The device's clock. It starts at a fixed instant and moves only when told, so `Date()` prints
/// the same in every run and "five seconds in the background" takes no real time.
///
/// Times are seconds since 2001-01-01T00:00:00Z (Foundation's reference date, as
/// `Date.timeIntervalSinceReferenceDate` counts them).
///
/// Only `Simulator.advance(seconds:)` moves it, so that suspension and timers keep pace.
///
/// ```swift
/// try simulator.advance(seconds: 5)
/// simulator.clock.now == SimulatedClock.start + 5   // true
/// ```
public final class SimulatedClock {
    /// Monday 2020-06-22 16:00:00 UTC (the WWDC 2020 keynote), a fixed, documented instant:
    /// 614 534 400 s after the reference date.
    public static let start: Double = 614_534_400
    /// Seconds between the Unix epoch (1970) and the reference date (2001).
    public static let unixEpochOffset: Double = 978_307_200

    /// The current instant, in seconds since the reference date.
    public private(set) var now: Double

    init(start: Double = SimulatedClock.start) {
        now = start
    }

    /// The current instant in seconds since 1970, as file dates are stored.
    public var unixTime: Double { now + SimulatedClock.unixEpochOffset }

    /// Moves the clock forward. Negative or non-finite amounts are refused: time does not go back.
    func advance(seconds: Double) throws {
        guard seconds.isFinite, seconds >= 0 else {
            throw SimulatorError.invalidArgument("advance(seconds:) needs a finite, non-negative number of seconds, not \(seconds)")
        }
        now += seconds
    }
}
