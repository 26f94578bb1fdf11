// Calling a script's method the way Cocoa calls it, whether the script spells it today
// (`encode(with:)`, `applicationDidEnterBackground(_:)`) or as Swift 2 did, where a method's first
// parameter had no label unless it was given one: `func encodeWithCoder(aCoder: NSCoder)` read
// with today's rules has the label `aCoder`.
import KilnScript

/// Calls `name(labels…)` on `receiver`; if the object has the method only with another first
/// label (Swift 2's implicit one), calls that and reports the spelling through `noteSwift2`.
func callCocoaMethod(_ context: NativeContext, _ name: String, labels: [String?], on receiver: Value, arguments: [Value],
                     noteSwift2: (_ written: String, _ today: String) -> Void) throws -> Value {
    do {
        return try context.callMethod(name, labels: labels, on: receiver, arguments: arguments)
    } catch {
        // The interpreter's message lists the overloads: "…; there is name(a:b:), name(c:)".
        let message = "\(error)"
        guard message.contains("takes arguments"), let listStart = message.ranges(of: "there is ").last else { throw error }
        let candidates = message[listStart...].split(separator: " ")
        for candidate in candidates where candidate.hasPrefix(name + "(") {
            let inside = candidate.dropFirst(name.count + 1).prefix { $0 != ")" }
            let found = inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map { $0 == "_" ? nil : String($0) }
            guard found.count == labels.count, found.count > 0, Array(found.dropFirst()) == Array(labels.dropFirst()) else { continue }
            noteSwift2(name + "(" + found.map { "\($0 ?? "_"):" }.joined() + ")", name + "(" + labels.map { "\($0 ?? "_"):" }.joined() + ")")
            return try context.callMethod(name, labels: found, on: receiver, arguments: arguments)
        }
        throw error
    }
}

private extension String {
    /// Where `needle` starts in the text, each time.
    func ranges(of needle: String) -> [String.Index] {
        indices.filter { self[$0...].hasPrefix(needle) }.map { index($0, offsetBy: needle.count) }
    }
}
