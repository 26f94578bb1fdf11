#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The device at hand: what iOS does by itself (`Simulator.pressHome()`, …), one command each,
/// printing the events it caused (state changes, the app delegate's callbacks, notifications)
/// after what the callbacks printed.
extension ReplCommandTable {
    static let device: [ReplCommandEntry] = [
        action(["home"], "press the Home button: the app goes to the background", "Simulator.pressHome()"),
        action(["tap"], "tap the app's icon: back to the foreground, or a launch", "Simulator.tapIcon()"),
        ReplCommandEntry(names: ["call"], argument: "[end]", summary: "a phone call comes in (the app is inactive); :call end ends it") { repl, argument in
            switch argument {
            case nil: repl.performOnDevice("Simulator.incomingCall()", command: "call")
            case "end": repl.performOnDevice("Simulator.endCall()", command: "call end")
            default: repl.fail(":call takes nothing, or end")
            }
            return true
        },
        action(["warning"], "a low-memory warning: the delegate, the notification, view controllers", "Simulator.receiveMemoryWarning()"),
        action(["terminate"], "the system ends the app; only its files remain", "Simulator.terminate()"),
        ReplCommandEntry(names: ["advance"], argument: "SECONDS", summary: "move the simulated clock (timers fire, a background app is suspended)") { repl, argument in
            guard let argument, let seconds = Double(argument), seconds >= 0, seconds.isFinite else {
                repl.fail(":advance needs a number of SECONDS, such as :advance 5")
                return true
            }
            repl.performOnDevice("Simulator.advance(seconds: \(seconds))", command: "advance")
            return true
        },
        ReplCommandEntry(names: ["state"], argument: "", summary: "the app's state: notRunning, inactive, active, background, suspended") { repl, _ in
            print(repl.playground.appState)
            return true
        },
    ]

    private static func action(_ names: [String], _ summary: String, _ call: String) -> ReplCommandEntry {
        ReplCommandEntry(names: names, argument: "", summary: summary) { repl, _ in
            repl.performOnDevice(call, command: names[0])
            return true
        }
    }
}

extension REPL {
    /// Runs a device call in the session, out of the session's own lines (the next line typed is
    /// still the next line of repl.swift), then prints the events it caused.
    func performOnDevice(_ call: String, command: String) {
        let report = session.evaluate(call, fileName: ":" + command)
        fflush(nil)
        if !report.succeeded {
            // `:home:1:11: error: pressHome(): the app is not running` → the message alone.
            let first = report.diagnostics.split(separator: "\n").first.map(String.init) ?? ""
            fail(first.firstRange(of: "error: ").map { String(first[$0.upperBound...]) } ?? first)
        }
        for event in report.events {
            print(event.hasPrefix("state ") || event.hasPrefix("post ") ? style.aside(event) : event)
        }
        if report.succeeded, report.events.isEmpty { print(style.aside("nothing happened: the app is \(playground.appState)")) }
    }
}
