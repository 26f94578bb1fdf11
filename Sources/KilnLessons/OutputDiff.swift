// The output check's detail: a unified diff of the expected and the actual output, lines that
// differ only in invisible characters made visible (a trailing space as `·`, a tab as `→`), and a
// missing final newline said in words.

enum OutputDiff {
    /// `---`/`+++` headers, then hunks of `-` expected / `+` actual lines with 3 lines of context.
    static func unified(expected: String, actual: String, messages: Messages) -> String {
        // Past a few thousand lines a diff helps nobody: compare the start, count the rest.
        var old = lines(of: expected)
        var new = lines(of: actual)
        let omitted = max(0, old.count - maximumCompared) + max(0, new.count - maximumCompared)
        old = Array(old.prefix(maximumCompared))
        new = Array(new.prefix(maximumCompared))
        // A line without its final newline differs from the same text with one.
        let edits = script(old.map { $0.terminated ? $0.text : $0.text + "\u{0}" }, new.map { $0.terminated ? $0.text : $0.text + "\u{0}" })
        var out = "--- \(messages.language == "zh-Hans" ? "预期" : "expected")\n+++ \(messages.language == "zh-Hans" ? "你的输出" : "your output")\n"
        // Group edits into hunks: runs of changes with up to 3 equal lines around them.
        var index = 0
        var shownLines = 0
        while index < edits.count {
            if shownLines >= maximumLines {
                let left = edits[index...].filter { $0.kind != .same }.count
                if left > 0 { out += messages.moreDifferences(left) + "\n" }
                break
            }
            guard let firstChange = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
            let start = max(index, firstChange - 3)
            var end = firstChange
            var lastChange = firstChange
            while end < edits.count {
                if edits[end].kind != .same { lastChange = end }
                if end - lastChange > 6 { break }
                end += 1
            }
            let stop = min(edits.count, lastChange + 4)
            let oldStart = (edits[start].oldIndex ?? 0) + 1
            let newStart = (edits[start].newIndex ?? 0) + 1
            let oldCount = edits[start..<stop].filter { $0.kind != .insert }.count
            let newCount = edits[start..<stop].filter { $0.kind != .delete }.count
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in edits[start..<stop] {
                shownLines += 1
                if shownLines > maximumLines { break }
                switch edit.kind {
                case .same: out += " " + visible(old[edit.oldIndex!].text) + "\n"
                case .delete:
                    out += "-" + visible(old[edit.oldIndex!].text) + "\n"
                    if !old[edit.oldIndex!].terminated { out += messages.missingFinalNewline + "\n" }
                case .insert:
                    out += "+" + visible(new[edit.newIndex!].text) + "\n"
                    if !new[edit.newIndex!].terminated { out += messages.missingFinalNewline + "\n" }
                }
            }
            index = stop
        }
        if omitted > 0 { out += messages.moreDifferences(omitted) + "\n" }
        return out
    }

    /// A flood of output gets a diff a student can read: this many lines, then a count.
    static let maximumLines = 200
    static let maximumCompared = 5_000

    private struct Line {
        var text: String
        /// Whether a newline ends it (false only for the last line of output without one).
        var terminated: Bool
    }

    private static func lines(of text: String) -> [Line] {
        guard !text.isEmpty else { return [] }
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map { Line(text: String($0), terminated: true) }
        if result.last?.text.isEmpty == true { result.removeLast() } else { result[result.count - 1].terminated = false }
        return result
    }

    /// A trailing space becomes `·`, a tab `→`, a carriage return `␍`.
    static func visible(_ line: String) -> String {
        var characters = Array(line)
        var index = characters.count - 1
        while index >= 0, characters[index] == " " {
            characters[index] = "·"
            index -= 1
        }
        return String(characters.map { $0 == "\t" ? "→" : $0 == "\r" ? "␍" : $0 })
    }

    private enum EditKind { case same, delete, insert }
    private struct Edit {
        var kind: EditKind
        var oldIndex: Int?
        var newIndex: Int?
    }

    /// The shortest edit script by longest common subsequence (outputs are lesson-sized; past
    /// 2,000 lines a side, the common prefix and suffix are kept and the middle is replaced whole).
    private static func script(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var edits = (0..<prefix).map { Edit(kind: .same, oldIndex: $0, newIndex: $0) }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        if middleA.count > 2_000 || middleB.count > 2_000 {
            edits += middleA.indices.map { Edit(kind: .delete, oldIndex: prefix + $0, newIndex: nil) }
            edits += middleB.indices.map { Edit(kind: .insert, oldIndex: nil, newIndex: prefix + $0) }
        } else {
            // lengths[i][j]: the LCS of middleA[i...] and middleB[j...].
            let n = middleA.count, m = middleB.count
            var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lengths[i][j] = middleA[i] == middleB[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < n || j < m {
                if i < n, j < m, middleA[i] == middleB[j] {
                    edits.append(Edit(kind: .same, oldIndex: prefix + i, newIndex: prefix + j)); i += 1; j += 1
                } else if j < m, i == n || lengths[i][j + 1] > lengths[i + 1][j] {
                    edits.append(Edit(kind: .insert, oldIndex: nil, newIndex: prefix + j)); j += 1
                } else {
                    edits.append(Edit(kind: .delete, oldIndex: prefix + i, newIndex: nil)); i += 1
                }
            }
        }
        edits += (0..<suffix).map { Edit(kind: .same, oldIndex: a.count - suffix + $0, newIndex: b.count - suffix + $0) }
        return edits
    }
}
