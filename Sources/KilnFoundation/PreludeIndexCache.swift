// The prelude selection's index (PreludeSelection: the prelude cut into declarations and members,
// with the names that bring each), kept between runs of Kiln. Building it reads the whole prelude
// (~250 KB) and took 2–3 ms of every start, more than the rest of a short script's work; reading
// it back takes microseconds.
//
// The file is `$XDG_CACHE_HOME/kiln/prelude-index-KEY` (else `~/.cache/kiln/…`), KEY a hash of
// the prelude's text and of the running executable's identity (size, modification time): a
// rebuilt Kiln, whose selection code may differ, writes a file of its own. Anything wrong with a
// file — another format, a different text length, a range outside the text, a short read — and
// the index is built as before and written again (to a temporary name, then renamed, so that
// processes starting together never read half a file). With nowhere to write (no HOME, a
// read-only home) or `KILN_NO_CACHE` set, it is built on every start, as before.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KilnSimulator

enum PreludeIndexCache {
    static let format = "kiln-prelude-index/2"

    /// The selection for `source`: read back, or built (and kept for the next start).
    static func selection(for source: String) -> PreludeSelection {
        guard let path = path(for: source) else { return PreludeSelection(source) }
        if let bytes = readFile(path), let selection = decode(bytes, source: source) { return selection }
        let selection = PreludeSelection(source)
        writeFile(encode(selection, sourceCount: source.utf8.count), to: path)
        return selection
    }

    // MARK: Where

    /// The file for `source` in this executable; nil when caching is off or there is no home.
    static func path(for source: String) -> String? {
        if getenv("KILN_NO_CACHE") != nil { return nil }
        guard let identity = executableIdentity() else { return nil }
        let directory: String
        if let cache = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), cache.hasPrefix("/") {
            directory = cache + "/kiln"
        } else if let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") {
            directory = home + "/.cache/kiln"
        } else {
            return nil
        }
        let key = hash(source) ^ identity
        let hex = String(key, radix: 16)
        return directory + "/prelude-index-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The running executable's size and modification time, mixed; nil where it cannot be read.
    private static func executableIdentity() -> UInt64? {
        #if os(Linux)
        var status = stat()
        guard stat("/proc/self/exe", &status) == 0 else { return nil }
        let parts = [UInt64(truncatingIfNeeded: status.st_size), UInt64(truncatingIfNeeded: status.st_mtim.tv_sec),
                     UInt64(truncatingIfNeeded: status.st_mtim.tv_nsec), UInt64(truncatingIfNeeded: status.st_ino)]
        return parts.reduce(0x9E37_79B9_7F4A_7C15) { ($0 ^ $1) &* 0x100_0000_01B3 }
        #else
        return nil
        #endif
    }

    /// FNV-1a over the text, four lanes of eight bytes at a time (the prelude is ~250 KB: one lane
    /// of single bytes took a quarter of a millisecond).
    static func hash(_ source: String) -> UInt64 {
        var text = source
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { hash(UnsafeRawBufferPointer($0)) } ?? 0
    }

    private static func hash(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        let prime: UInt64 = 0x100_0000_01B3
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0xCBF2_9CE4_8422_2325, 0x8422_2325_CBF2_9CE4, 0x9CE4_CBF2_2325_8422, 0x2325_8422_9CE4_CBF2)
        var offset = 0
        while offset + 32 <= raw.count {
            lanes.0 = (lanes.0 ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
            lanes.1 = (lanes.1 ^ raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)) &* prime
            lanes.2 = (lanes.2 ^ raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)) &* prime
            lanes.3 = (lanes.3 ^ raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)) &* prime
            offset += 32
        }
        var mixed = lanes.0 ^ (lanes.1 &* 31) ^ (lanes.2 &* 961) ^ (lanes.3 &* 29791)
        while offset < raw.count {
            mixed = (mixed ^ UInt64(raw[offset])) &* prime
            offset += 1
        }
        return (mixed ^ UInt64(raw.count)) &* prime
    }

    // MARK: The file's text
    //
    //     kiln-prelude-index/2 SOURCE-BYTES UNITS
    //     HEADER-START HEADER-END
    //     one line per unit: P EXTENDED WRAPPER PIECES NAMES IMPLICIT
    //
    // P is 1 for a protocol; EXTENDED and WRAPPER a type name or `-`; PIECES `start-end,…`; NAMES
    // and IMPLICIT comma-separated words or `-`. Names are words of Swift code: no spaces or commas.

    static func encode(_ selection: PreludeSelection, sourceCount: Int) -> [UInt8] {
        func list(_ words: [String]) -> String { words.isEmpty ? "-" : words.joined(separator: ",") }
        // The number of units: a file cut short at the end of a line is not a smaller index.
        var text = "\(format) \(sourceCount) \(selection.units.count)\n\(selection.header.lowerBound) \(selection.header.upperBound)\n"
        for unit in selection.units {
            let pieces = unit.pieces.map { "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ",")
            text += "\(unit.isProtocol ? 1 : 0) \(unit.extendedType ?? "-") \(unit.wrapper ?? "-") \(pieces) "
                + "\(list(unit.names)) \(list(unit.implicitMembers))\n"
        }
        return Array(text.utf8)
    }

    /// The selection a file describes, or nil when it does not describe one of `source`. Read as
    /// bytes: splitting Strings by Character made reading as slow as building.
    static func decode(_ bytes: [UInt8], source: String) -> PreludeSelection? {
        let count = source.utf8.count
        var reader = Reader(bytes: bytes)
        guard let first = reader.field(), bytes[first].elementsEqual(format.utf8), let stated = reader.integer(), stated == count,
              let unitCount = reader.integer(), reader.endOfLine(), let headerStart = reader.integer(), let headerEnd = reader.integer(), reader.endOfLine(),
              0 <= headerStart, headerStart <= headerEnd, headerEnd <= count else { return nil }
        let dash = UInt8(ascii: "-"), comma = UInt8(ascii: ",")
        func word(_ range: Range<Int>) -> String? {
            range.count == 1 && bytes[range.lowerBound] == dash ? nil : String(decoding: bytes[range], as: UTF8.self)
        }
        func words(_ range: Range<Int>) -> [String] {
            guard word(range) != nil else { return [] }
            return bytes[range].split(separator: comma).map { String(decoding: $0, as: UTF8.self) }
        }
        var units: [PreludeSelection.Unit] = []
        while !reader.atEnd {
            guard let protocolFlag = reader.field(), let extended = reader.field(), let wrapper = reader.field(),
                  let pieceList = reader.field(), let names = reader.field(), let implicit = reader.field(), reader.endOfLine(),
                  protocolFlag.count == 1, bytes[protocolFlag.lowerBound] == UInt8(ascii: "0") || bytes[protocolFlag.lowerBound] == UInt8(ascii: "1")
            else { return nil }
            var pieces: [Range<Int>] = []
            for piece in bytes[pieceList].split(separator: comma) {
                guard let middle = piece.firstIndex(of: dash), let lower = number(piece[..<middle]),
                      let upper = number(piece[(middle + 1)...]), lower <= upper, upper <= count else { return nil }
                pieces.append(lower..<upper)
            }
            guard !pieces.isEmpty else { return nil }
            var unit = PreludeSelection.Unit(pieces: pieces)
            unit.isProtocol = bytes[protocolFlag.lowerBound] == UInt8(ascii: "1")
            unit.extendedType = word(extended)
            unit.wrapper = word(wrapper)
            unit.names = words(names)
            unit.implicitMembers = words(implicit)
            units.append(unit)
        }
        guard !units.isEmpty, units.count == unitCount else { return nil }
        return PreludeSelection(source: source, header: headerStart..<headerEnd, units: units)
    }

    /// A decimal number of at most 12 digits.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 12 else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    /// Reads the file's space-separated fields, line by line.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        var atEnd: Bool { position >= bytes.count }

        /// The next field of the line (a run of bytes up to a space or the line's end).
        mutating func field() -> Range<Int>? {
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: " "), bytes[position] != UInt8(ascii: "\n") { position += 1 }
            return start < position ? start..<position : nil
        }

        mutating func integer() -> Int? { field().flatMap { number(bytes[$0]) } }

        mutating func endOfLine() -> Bool {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\n") else { return false }
            position += 1
            return true
        }
    }

    // MARK: Files (HostFiles: written to a temporary name and renamed)

    /// The file's bytes; nil when it is missing, empty or too large to be an index.
    private static func readFile(_ path: String) -> [UInt8]? {
        guard let size = HostFiles.size(path), size > 0, size < 16 << 20 else { return nil }
        return try? HostFiles.readBytes(path)
    }

    /// Writes `bytes` at `path`; a failure leaves no file. Each build of Kiln writes its own
    /// file: those not touched for a day (older builds) go when a new one is written.
    private static func writeFile(_ bytes: [UInt8], to path: String) {
        guard let slash = path.lastIndex(of: "/") else { return }
        let directory = String(path[..<slash])
        guard (try? HostFiles.makeDirectories(directory)) != nil, (try? HostFiles.write(bytes, to: path)) != nil else { return }
        let dayAgo = Double(time(nil) - 86_400)
        for name in (try? HostFiles.entries(directory)) ?? [] where name.hasPrefix("prelude-index-") {
            let file = directory + "/" + name
            if file != path, let modified = HostFiles.modificationTime(file), modified < dayAgo { try? HostFiles.remove(file) }
        }
    }
}
