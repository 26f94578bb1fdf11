import KilnSimulator
import PropertyList
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the REPL shows the app's files: a directory tree with sizes, text or a hex dump, a
/// property-list dictionary as a table, an image in block characters.
enum SandboxView {
    /// `312 B`, `4.5 KB`, `1.2 MB`.
    static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) B" }
        let (value, unit) = bytes < 1024 * 1024 ? (Double(bytes) / 1024, "KB") : (Double(bytes) / 1024 / 1024, "MB")
        return "\((value * 10).rounded() / 10) \(unit)"
    }

    /// The tree under `directory`, two spaces an indent level, directories first marked `/`.
    static func tree(_ directory: String, style: TerminalStyle, depth: Int = 0) -> String {
        var text = ""
        let indent = String(repeating: "  ", count: depth + 1)
        for (name, isDirectory, size) in entries(directory) {
            if isDirectory {
                text += indent + style.heading(name + "/") + "\n"
                if depth < 12 { text += tree(directory + "/" + name, style: style, depth: depth + 1) }
            } else {
                text += indent + name + "  " + style.aside(self.size(size)) + "\n"
            }
        }
        return text
    }

    private static func entries(_ directory: String) -> [(name: String, isDirectory: Bool, size: Int)] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var found: [(String, Bool, Int)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            var info = stat()
            guard lstat(directory + "/" + name, &info) == 0 else { continue }
            found.append((name, info.st_mode & S_IFMT == S_IFDIR, Int(info.st_size)))
        }
        return found.sorted { ($0.1 ? 0 : 1, $0.0) < ($1.1 ? 0 : 1, $1.0) }
    }

    /// Text as it is (UTF-8 without NUL bytes), else a hex dump as `hexdump -C` writes it.
    static func text(of bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        if !bytes.contains(0), text.utf8.elementsEqual(bytes) {
            return text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
        }
        return hexDump(bytes)
    }

    static func hexDump(_ bytes: [UInt8], limit: Int = 4096) -> String {
        var text = ""
        for offset in stride(from: 0, to: min(bytes.count, limit), by: 16) {
            let row = bytes[offset..<min(offset + 16, bytes.count)]
            var hex = ""
            for (index, byte) in row.enumerated() {
                hex += hexByte(byte) + " " + (index == 7 ? " " : "")
            }
            hex += String(repeating: " ", count: max(0, 49 - hex.count))
            let ascii = String(row.map { (0x20..<0x7F).contains($0) ? Character(Unicode.Scalar($0)) : "." })
            text += hexOffset(offset) + "  " + hex + " |" + ascii + "|\n"
        }
        if bytes.count > limit { text += "… \(bytes.count - limit) more bytes\n" }
        return text + hexOffset(bytes.count) + "\n"
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    private static func hexOffset(_ offset: Int) -> String {
        let hex = String(offset, radix: 16)
        return String(repeating: "0", count: max(0, 8 - hex.count)) + hex
    }

    /// A dictionary's keys, types and values, one row each, in columns.
    static func table(_ dictionary: PropertyListDictionary) -> String {
        let rows = dictionary.entries.map { key, value in (key, typeName(value), describe(value)) }
        guard !rows.isEmpty else { return "(empty)\n" }
        let keyWidth = max(3, rows.map(\.0.count).max() ?? 0), typeWidth = max(4, rows.map(\.1.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var text = pad("key", keyWidth) + "  " + pad("type", typeWidth) + "  value\n"
        for (key, type, value) in rows { text += pad(key, keyWidth) + "  " + pad(type, typeWidth) + "  " + value + "\n" }
        return text
    }

    /// The Swift type a value reads back as from `UserDefaults`.
    private static func typeName(_ value: PropertyList) -> String {
        let names: [BinaryPropertyList.Kind: String] = [
            .string: "String", .integer: "Int", .real: "Double", .bool: "Bool", .date: "Date", .data: "Data",
            .array: "Array", .dictionary: "Dictionary", .uid: "UID",
        ]
        return names[value.kind] ?? value.kind.rawValue
    }

    /// One line, as a Swift literal would write it (long collections cut short).
    static func describe(_ value: PropertyList) -> String {
        let text: String
        switch value {
        case .string(let string): text = "\"" + string + "\""
        case .integer(let number): text = "\(number)"
        case .unsignedInteger(let number): text = "\(number)"
        case .real(let number): text = "\(number)"
        case .float32(let number): text = "\(number)"
        case .bool(let flag): text = "\(flag)"
        case .date(let seconds): text = isoDate(seconds)
        case .data(let bytes): text = "\(bytes.count) bytes"
        case .uid(let uid): text = "UID(\(uid))"
        case .array(let elements): text = "[" + elements.map(describe).joined(separator: ", ") + "]"
        case .dictionary(let dictionary):
            text = dictionary.count == 0 ? "[:]" : "[" + dictionary.entries.map { "\"\($0)\": " + describe($1) }.joined(separator: ", ") + "]"
        }
        return text.count > 72 ? String(text.prefix(71)) + "…" : text
    }

    private static func isoDate(_ secondsSince2001: Double) -> String {
        let seconds = Int64(secondsSince2001.rounded(.down)) + 978_307_200
        let days = CivilCalendar.floorDivide(seconds, 86_400), time = seconds - days * 86_400
        let (year, month, day) = CivilCalendar.date(fromDays: days)
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month))-\(two(day)) \(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60)) +0000"
    }

    /// The image in at most 48 columns: with colour, each character two pixel rows (upper half
    /// block, foreground the upper, background the lower); without, a grey ramp.
    static func preview(_ bitmap: Bitmap, colour: Bool, columns: Int = 48) -> String {
        let width = min(columns, bitmap.width)
        let step = Double(bitmap.width) / Double(width)
        // A character cell is about twice as tall as wide: two pixel rows per cell with colour.
        let rows = colour ? max(1, Int((Double(bitmap.height) / step).rounded())) : max(1, Int((Double(bitmap.height) / step / 2).rounded()))
        let rowStep = Double(bitmap.height) / Double(rows)
        func pixel(_ column: Int, _ row: Int) -> RGBA {
            bitmap[min(bitmap.width - 1, Int(Double(column) * step)), min(bitmap.height - 1, Int(Double(row) * rowStep))]
        }
        var text = ""
        if colour {
            for row in stride(from: 0, to: rows, by: 2) {
                for column in 0..<width {
                    let top = pixel(column, row), bottom = row + 1 < rows ? pixel(column, row + 1) : top
                    text += "\u{1B}[38;2;\(top.red);\(top.green);\(top.blue)m\u{1B}[48;2;\(bottom.red);\(bottom.green);\(bottom.blue)m▀"
                }
                text += "\u{1B}[0m\n"
            }
        } else {
            let ramp = Array(" ░▒▓█")
            for row in 0..<rows {
                for column in 0..<width {
                    let p = pixel(column, row)
                    let light = (Int(p.red) * 299 + Int(p.green) * 587 + Int(p.blue) * 114) / 1000 * Int(p.alpha) / 255
                    text.append(ramp[min(ramp.count - 1, (255 - light) * ramp.count / 256)])
                }
                text += "\n"
            }
        }
        return text
    }
}
