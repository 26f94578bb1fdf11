// `/*: expect events` lines: what the simulated app must (or must not) have gone through, and in
// which order. One line is one check:
//     applicationDidEnterBackground(_:)                  it happened
//     no applicationWillTerminate(_:)                    it never happened
//     applicationDidEnterBackground(_:) before terminated    in this order (any number of steps)
import KilnFoundation
import KilnSimulator

/// One line of `/*: expect events`.
public struct EventExpectation: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Each pattern happened, in this order (one pattern: it happened at all).
        case sequence([EventPattern])
        /// The pattern never happened.
        case never(EventPattern)
    }

    public var kind: Kind
    /// The line as written, which names the check in reports.
    public var text: String
    /// The line in the lesson file.
    public var line: Int

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    init(parsing text: String, line: Int) throws {
        self.text = text
        self.line = line
        if text.hasPrefix("no ") {
            kind = .never(try EventPattern(parsing: String(text.dropFirst(3))))
            return
        }
        let parts = text.split(separator: " before ", omittingEmptySubsequences: false).map(String.init)
        kind = .sequence(try parts.map { try EventPattern(parsing: $0) })
    }

    /// Whether the events satisfy the line; when not, why (in the report's language).
    func evaluate(_ events: [SimulatorEvent], messages: Messages) -> (passed: Bool, message: String?) {
        switch kind {
        case .never(let pattern):
            if let index = events.firstIndex(where: pattern.matches) {
                return (false, messages.eventHappened(pattern.name, position: index + 1))
            }
            return (true, nil)
        case .sequence(let patterns):
            var position = events.startIndex
            for (offset, pattern) in patterns.enumerated() {
                guard let found = events[position...].firstIndex(where: pattern.matches) else {
                    if offset > 0, events.contains(where: pattern.matches) {
                        return (false, messages.eventOutOfOrder(pattern.name, after: patterns[offset - 1].name))
                    }
                    return (false, messages.eventMissing(pattern.name))
                }
                position = events.index(after: found)
            }
            return (true, nil)
        }
    }
}

/// An event as a lesson names it: a delegate callback, a state, a notification, the end of the process.
public enum EventPattern: Sendable, Equatable {
    case callback(AppCallback)
    case state(AppState)
    case notification(UIApplicationNotification)
    case terminated
    case jetsam
    case powerLost
    case memoryLimitExceeded

    init(parsing raw: String) throws {
        let text = raw.trimmingSpaces
        if let callback = AppCallback.allCases.first(where: {
            $0.swiftSelector == text || $0.swiftSelector.prefix(while: { $0 != "(" }) == text || "\($0)" == text
        }) {
            self = .callback(callback)
            return
        }
        if text.hasPrefix("state "), let state = AppState(rawValue: String(text.dropFirst(6)).trimmingSpaces) {
            self = .state(state)
            return
        }
        if let notification = UIApplicationNotification.allCases.first(where: { $0.rawValue == text || $0.swiftName == text }) {
            self = .notification(notification)
            return
        }
        switch text {
        case "terminated", "terminate": self = .terminated
        case "jetsam": self = .jetsam
        case "power lost": self = .powerLost
        case "memory limit exceeded": self = .memoryLimitExceeded
        default:
            throw EventExpectation.ParseError(description: "'\(text)' is not an event Kiln knows: write a delegate method "
                + "(applicationDidEnterBackground(_:)), 'state background', a notification "
                + "(UIApplication.didEnterBackgroundNotification), 'terminated', 'jetsam', 'power lost' or 'memory limit exceeded'")
        }
    }

    /// How reports name the event.
    public var name: String {
        switch self {
        case .callback(let callback): return callback.swiftSelector
        case .state(let state): return "state \(state)"
        case .notification(let notification): return notification.swiftName
        case .terminated: return "terminated"
        case .jetsam: return "jetsam"
        case .powerLost: return "power lost"
        case .memoryLimitExceeded: return "memory limit exceeded"
        }
    }

    func matches(_ event: SimulatorEvent) -> Bool {
        switch (self, event) {
        case (.callback(let expected), .callback(let actual)): return expected == actual
        case (.state(let expected), .stateChanged(_, let to)): return expected == to
        case (.notification(let expected), .notificationPosted(let actual)): return expected == actual
        case (.terminated, .processEnded(.terminated)): return true
        case (.jetsam, .processEnded(.jetsam)): return true
        case (.powerLost, .processEnded(.powerLost)): return true
        case (.memoryLimitExceeded, .memoryLimitExceeded): return true
        default: return false
        }
    }
}
