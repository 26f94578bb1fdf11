// Strings of ASCII text taken apart into Characters and put together again by their bytes: each
// Character of such a string is one byte (save "\r\n", one Character of two bytes, which sends a
// string the general way), so no grapheme breaking and no small-string building per Character.

enum ASCIICharacters {
    /// The 128 ASCII characters, by code.
    static let characters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    /// The `.character` value of an ASCII byte.
    @inline(__always)
    static func value(_ byte: UInt8) -> Value {
        #if arch(x86_64) || arch(arm64)
        // Made as a one-byte small string is laid out (`byte(of:)` reads it back so), without
        // reading the table: a global's read costs its lazy-initialization check each time.
        if byte < 0x80 { return .character(unsafeBitCast((UInt64(byte), UInt64(0xE100_0000_0000_0000)), to: Character.self)) }
        #endif
        return .character(characters[Int(byte)])
    }

    /// `body` given each byte of `text`, when every Character of it is one ASCII byte; false (and
    /// `body` not called) otherwise.
    @inline(__always)
    static func withBytes(of text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows -> Bool {
        var text = text
        return try text.withUTF8 { bytes in
            for byte in bytes where byte >= 0x80 || byte == 0x0D { return false }
            try body(bytes)
            return true
        }
    }

    /// `text.count`: its UTF-8 length when every Character is one ASCII byte (found by one pass
    /// over the bytes, much shorter than Swift's grapheme breaking); Swift's count otherwise.
    static func count(of text: String) -> Int {
        var text = text
        let simple = text.withUTF8 { bytes in
            var ascii = true
            for byte in bytes where byte >= 0x80 || byte == 0x0D { ascii = false; break }
            return ascii
        }
        return simple ? text.utf8.count : text.count
    }

    /// The Characters of `text` as values (`for ch in text`, `text.map`), or nil when it is not
    /// one ASCII byte per Character.
    static func elements(of text: String, reversed: Bool = false) -> [Value]? {
        var elements: [Value] = []
        let simple = withBytes(of: text) { bytes in
            elements.reserveCapacity(bytes.count)
            characters.withUnsafeBufferPointer { table in
                if reversed {
                    for byte in bytes.reversed() { elements.append(.character(table[Int(byte)])) }
                } else {
                    for byte in bytes { elements.append(.character(table[Int(byte)])) }
                }
            }
        }
        return simple ? elements : nil
    }

    /// The byte of a Character that is one ASCII byte, else nil.
    @inline(__always)
    static func byte(of character: Character) -> UInt8? {
        #if arch(x86_64) || arch(arm64)
        // A one-byte ASCII Character is a small string: its byte, zeros, and the discriminator
        // 0xE1 (small, ASCII, one byte) in the last byte — read without the UTF-8 view.
        let raw = unsafeBitCast(character, to: (UInt64, UInt64).self)
        if raw.1 == 0xE100_0000_0000_0000, raw.0 < 0x80 { return UInt8(truncatingIfNeeded: raw.0) }
        #endif
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return nil }
        return byte
    }

    /// The String of Character values, when each is one ASCII byte (`String(text.reversed())`);
    /// nil otherwise.
    static func string(from characters: [Value]) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count)
        // The elements borrowed where they are, not copied one by one.
        let simple = characters.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                guard case .character(let c) = elements[index], let byte = byte(of: c) else { return false }
                bytes.append(byte)
            }
            return true
        }
        return simple ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// Swift's answers to one question about Characters (`isUppercase`, `isLetter`), asked once
    /// for the ASCII characters, on first use, and read from a table for those after.
    final class Answers {
        private let test: (Character) -> Bool
        private lazy var table: [Bool] = ASCIICharacters.characters.map(test)

        init(_ test: @escaping (Character) -> Bool) { self.test = test }

        func answer(_ character: Character) -> Bool {
            if let byte = ASCIICharacters.byte(of: character) { return table[Int(byte)] }
            return test(character)
        }
    }
}
