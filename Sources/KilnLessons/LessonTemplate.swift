// The lesson `kiln new` writes: every part of the format, filled in as a small working example.

public enum LessonTemplate {
    public static func starter(id: String) -> String { text(id: id, solved: false) }
    public static func solution(id: String) -> String { text(id: id, solved: true) }

    private static func text(id: String, solved: Bool) -> String {
        let work = solved
            ? "let note = \"Remember the milk\"\ntry note.write(to: fileURL, atomically: true, encoding: .utf8)"
            : "// ✏️ Write \"Remember the milk\" into fileURL, atomically.\nlet note = \"\""
        return """
        /*: lesson
        id: \(id)
        title: Saving a note
        title zh-Hans: 保存一条笔记
        minutes: 5
        */

        //: # Saving a note
        //:
        //: The prose of the lesson, in Markdown: what the student learns and what to write.

        /*: zh-Hans
        # 保存一条笔记

        本课的说明（Markdown）：学生要学什么、要写什么。
        */

        /*: hint
        `String` has `write(to:atomically:encoding:)`.
        */
        /*: hint zh-Hans
        `String` 有 `write(to:atomically:encoding:)` 方法。
        */

        import Foundation
        import Testing

        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        let fileURL = documents.appendingPathComponent("note.txt")

        \(work)

        print(note)
        #expect(FileManager.default.fileExists(atPath: fileURL.path))

        /*: expect output
        Remember the milk
        */

        /*: expect files
        Documents/note.txt contains "Remember the milk"
        */

        """
    }
}
