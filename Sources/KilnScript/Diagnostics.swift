// A diagnostic is a value: a location, a message, notes and fix-its. Kiln renders it the way the
// Swift compiler does: `file:line:col: error: message`, the source line, a caret.

/// A problem found in a script, before or while it runs.
public struct Diagnostic: Sendable, Equatable {
    public enum Severity: String, Sendable { case error, warning, note }

    public var severity: Severity
    public var message: String
    public var fileName: String
    /// Where it is; nil for problems of the whole run.
    public var location: Location?
    /// Extra lines: "did you mean `count`?", the script's call stack, today's name of an old API.
    public var notes: [String]
    /// Suggested edits, as swift-syntax phrases them ("insert ')'").
    public var fixIts: [String]

    public init(severity: Severity = .error, message: String, fileName: String, location: Location?,
                notes: [String] = [], fixIts: [String] = []) {
        self.severity = severity
        self.message = message
        self.fileName = fileName
        self.location = location
        self.notes = notes
        self.fixIts = fixIts
    }

    /// The compiler's rendering, with the source line and a caret under the column.
    ///
    ///     greet.swift:3:7: error: cannot find 'cuont' in scope
    ///     print(cuont)
    ///           ^
    ///     note: did you mean 'count'?
    public func rendered(source: String) -> String {
        var text = ""
        if let location {
            text += "\(fileName):\(location.line):\(location.column): \(severity.rawValue): \(message)\n"
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            if location.line >= 1, location.line <= lines.count {
                let line = String(lines[location.line - 1])
                text += line + "\n"
                // Keep tabs so the caret lines up under tab-indented code.
                let prefix: [Character] = line.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " }
                text += String(prefix) + "^\n"
            }
        } else {
            text += "\(fileName): \(severity.rawValue): \(message)\n"
        }
        for fixIt in fixIts { text += "\(fileName):\(location.map { "\($0.line):\($0.column): " } ?? " ")note: \(fixIt)\n" }
        for note in notes { text += note + "\n" }
        return text
    }
}

/// Levenshtein distance, for "did you mean" suggestions.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// The closest of `candidates` to `name`, if it is close enough to be a likely typo.
func nearestName(to name: String, in candidates: [String]) -> String? {
    var best: (name: String, distance: Int)?
    for candidate in Set(candidates) where candidate != name && !candidate.isEmpty {
        let distance = editDistance(name, candidate)
        if distance <= max(1, min(name.count, candidate.count) / 3 + 1),
           best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
            best = (candidate, distance)
        }
    }
    return best?.name
}
