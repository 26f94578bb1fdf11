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
    ///
    /// `firstLine` is the line number of `source`'s first line (a REPL chunk's place in the session).
    public func rendered(source: String, firstLine: Int = 1) -> String {
        var text = ""
        if let location {
            text += "\(fileName):\(location.line):\(location.column): \(severity.rawValue): \(message)\n"
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            let index = location.line - firstLine
            if index >= 0, index < lines.count {
                let line = String(lines[index])
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

/// Edit distance with adjacent transpositions counted as one edit ("cuont" is one edit from
/// "count"), ignoring case: the measure behind "did you mean".
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], before[j - 2] + 1)
            }
        }
        before = previous
        previous = current
    }
    return previous[b.count]
}

/// The closest of `candidates` to `name`, if it is close enough to be a likely typo. Candidates
/// come nearest scope first; on a tie the nearer one wins.
public func nearestName(to name: String, in candidates: [String]) -> String? {
    var best: (name: String, distance: Int)?
    var seen: Set<String> = []
    for candidate in candidates where candidate != name && !candidate.isEmpty && seen.insert(candidate).inserted {
        let distance = editDistance(name, candidate)
        guard distance <= max(1, min(name.count, candidate.count) / 3 + 1) else { continue }
        if let current = best, current.distance <= distance { continue }
        best = (candidate, distance)
    }
    return best?.name
}
