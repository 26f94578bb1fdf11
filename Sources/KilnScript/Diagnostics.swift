// A diagnostic is a value: a location, a message, notes (each with its own place) and fix-its
// (a phrase and the edits it makes). Kiln renders it at the edges the way the Swift compiler
// does: `file:line:col: error: message`, the source line, a caret, then `file:L:C: note: …` lines.

/// A problem found in a script, before or while it runs.
public struct Diagnostic: Sendable, Equatable {
    public enum Severity: String, Sendable { case error, warning, note }

    /// What swiftc prints under an error: a note with its own place ("did you mean 'count'?",
    /// "coalesce using '??'…", the compiler's words on a refused line), or a plain line of the
    /// script's call stack (`severity` nil, no place).
    public struct Note: Sendable, Equatable {
        public var severity: Severity?
        public var message: String
        public var fileName: String?
        public var location: Location?

        public init(severity: Severity? = .note, message: String, fileName: String? = nil, location: Location? = nil) {
            self.severity = severity
            self.message = message
            self.fileName = fileName
            self.location = location
        }

        /// A note from its rendered line: `file:L:C: note: message`, `note: message`, or a plain
        /// line (a call stack's).
        public init(line: String) {
            self.init(severity: nil, message: line)
            for severity in [Severity.note, .warning, .error] {
                let marker = ": \(severity.rawValue): "
                if line.hasPrefix(severity.rawValue + ": ") {
                    self = Note(severity: severity, message: String(line.dropFirst(severity.rawValue.count + 2)))
                    return
                }
                guard let range = line.firstRange(of: marker) else { continue }
                let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { continue }
                self = Note(severity: severity, message: String(line[range.upperBound...]),
                            fileName: place.dropLast(2).joined(separator: ":"), location: Location(line: lineNumber, column: column))
                return
            }
        }

        /// As swiftc prints it: `file:L:C: note: message`.
        public var rendered: String {
            guard let severity else { return message }
            if let location, let fileName { return "\(fileName):\(location.line):\(location.column): \(severity.rawValue): \(message)" }
            return "\(severity.rawValue): \(message)"
        }
    }

    /// A suggested change to the source, as swiftc offers it: the phrase an editor shows
    /// ("insert ' as! String'") and the edits that make it.
    public struct FixIt: Sendable, Equatable {
        public struct Edit: Sendable, Equatable {
            /// The range replaced, from `start` up to `end` (equal for an insertion).
            public var start: Location
            public var end: Location
            public var replacement: String

            public init(start: Location, end: Location, replacement: String) {
                self.start = start
                self.end = end
                self.replacement = replacement
            }
        }

        public var phrase: String
        public var edits: [Edit]

        public init(phrase: String, edits: [Edit]) {
            self.phrase = phrase
            self.edits = edits
        }

        /// The same edits `shift` lines down (a script's lines after a prelude, a REPL chunk's).
        public func movingLines(by shift: Int) -> FixIt {
            FixIt(phrase: phrase, edits: edits.map { edit in
                Edit(start: Location(line: edit.start.line + shift, column: edit.start.column),
                     end: Location(line: edit.end.line + shift, column: edit.end.column), replacement: edit.replacement)
            })
        }

        /// An insertion of `text` at `location`, phrased as swiftc phrases one.
        public static func insert(_ text: String, at location: Location) -> FixIt {
            FixIt(phrase: "insert '\(text)'", edits: [Edit(start: location, end: location, replacement: text)])
        }
    }

    public var severity: Severity
    public var message: String
    public var fileName: String
    /// Where it is; nil for problems of the whole run.
    public var location: Location?
    /// What swiftc prints under it: notes at their own places, the call stack.
    public var notes: [Note]
    /// Suggested edits.
    public var fixIts: [FixIt]

    public init(severity: Severity = .error, message: String, fileName: String, location: Location?,
                notes: [Note] = [], fixIts: [FixIt] = []) {
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
    ///     greet.swift:3:7: note: did you mean 'count'?
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
        for fixIt in fixIts { text += "\(fileName):\(location.map { "\($0.line):\($0.column): " } ?? " ")note: \(fixIt.phrase)\n" }
        for note in notes { text += note.rendered + "\n" }
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
