import Foundation
import XCTest

/// Lessons worked through as a new student would, with only the prose and the hints: each
/// transcript in Transcripts/ is the student's session — commands with what Kiln answered, and the
/// edits they made — replayed in a fresh copy of the course; Kiln must answer exactly as recorded.
///
/// Format: `$ kiln ARGS` then the expected output and `[exit N]`; `@ edit FILE` then `- old line`
/// and `+ new line` (consecutive `-` lines are replaced by the `+` lines after them); `#` comments.
/// `KILN_RECORD_TRANSCRIPTS=1 swift test --filter TranscriptTests` writes the answers Kiln gives now.
final class TranscriptTests: XCTestCase {
    private let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts")

    private enum Step {
        case command([String], expected: String, status: Int32)
        case edit(file: String, old: [String], new: [String])
        case comment(String)
    }

    private func parse(_ text: String) -> [Step] {
        var steps: [Step] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("$ kiln ") {
                let arguments = line.dropFirst(7).split(separator: " ").map(String.init)
                var output: [String] = []
                var status: Int32 = 0
                index += 1
                while index < lines.count {
                    if lines[index].hasPrefix("[exit "), let code = Int32(lines[index].dropFirst(6).dropLast()) {
                        status = code
                        index += 1
                        break
                    }
                    output.append(lines[index])
                    index += 1
                }
                steps.append(.command(arguments, expected: output.map { $0 + "\n" }.joined(), status: status))
            } else if line.hasPrefix("@ edit ") {
                let file = String(line.dropFirst(7))
                var old: [String] = [], new: [String] = []
                index += 1
                while index < lines.count, lines[index].hasPrefix("- ") || lines[index].hasPrefix("+ ") || lines[index] == "+" {
                    if lines[index].hasPrefix("- ") { old.append(String(lines[index].dropFirst(2))) } else { new.append(String(lines[index].dropFirst(2))) }
                    index += 1
                }
                steps.append(.edit(file: file, old: old, new: new))
            } else {
                steps.append(.comment(line))
                index += 1
            }
        }
        return steps
    }

    private func render(_ steps: [Step]) -> String {
        steps.map { step -> String in
            switch step {
            case .command(let arguments, let expected, let status):
                return "$ kiln " + arguments.joined(separator: " ") + "\n" + expected + "[exit \(status)]\n"
            case .edit(let file, let old, let new):
                return "@ edit \(file)\n" + old.map { "- \($0)\n" }.joined() + new.map { $0.isEmpty ? "+\n" : "+ \($0)\n" }.joined()
            case .comment(let line):
                return line + "\n"
            }
        }.joined()
    }

    func testEveryTranscriptReplaysAsRecorded() throws {
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "transcript" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertFalse(files.isEmpty, "no transcripts in \(directory.path)")
        let recording = ProcessInfo.processInfo.environment["KILN_RECORD_TRANSCRIPTS"] == "1"
        for file in files {
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-transcript-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: scratch) }
            let course = scratch.appendingPathComponent("course")
            let start = try KilnProcess.run(["start", course.path, "--course", KilnProcess.packageRoot.appendingPathComponent("Lessons").path])
            XCTAssertEqual(start.status, 0, start.stderr)
            var steps = parse(try String(contentsOf: file))
            for (position, step) in steps.enumerated() {
                switch step {
                case .comment: continue
                case .edit(let name, let old, let new):
                    let url = course.appendingPathComponent(name)
                    let text = try String(contentsOf: url)
                    let before = old.joined(separator: "\n"), after = new.joined(separator: "\n")
                    guard text.contains(before) else {
                        XCTFail("\(file.lastPathComponent): step \(position): \(name) has no lines\n\(before)")
                        break
                    }
                    try text.replacingOccurrences(of: before, with: after).write(to: url, atomically: true, encoding: .utf8)
                case .command(let arguments, let expected, let status):
                    let result = try KilnProcess.run(arguments, directory: course)
                    let actual = result.stdout + result.stderr
                    if recording {
                        steps[position] = .command(arguments, expected: actual.hasSuffix("\n") || actual.isEmpty ? actual : actual + "\n", status: result.status)
                    } else {
                        XCTAssertEqual(actual, expected, "\(file.lastPathComponent): $ kiln \(arguments.joined(separator: " "))")
                        XCTAssertEqual(result.status, status, "\(file.lastPathComponent): $ kiln \(arguments.joined(separator: " "))")
                    }
                }
            }
            if recording { try render(steps).write(to: file, atomically: true, encoding: .utf8) }
        }
    }
}
