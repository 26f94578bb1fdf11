// Members of String and Character (and the Foundation methods of NSString that scripts call on String).

extension Library {
    private func splitASCII(_ text: String, at separator: UInt8) -> [Value]? {
        let pieces: [Value]?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var pieces: [Value] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == separator {
                if index > start { pieces.append(.substring(SubstringValue(base: text, lower: start, upper: index))) }
                start = index + 1
            }
            return pieces
        }
        return pieces ?? nil
    }

    func declareString(_ type: TypeInfo) {
        func text(_ value: Value) -> String {
            switch value {
            case .string(let s): return s
            case .substring(let s): return s.text
            case .character(let c): return String(c)
            default: return ""
            }
        }
        property(type, "count") { .int(ASCIICharacters.count(of: text($0))) }
        // Kiln holds a Unicode.Scalar as a Character of one scalar (`UnicodeScalar(97)` too).
        declareStringViews(type, runtime.builtinTypes.character)
        // `var it = s.makeIterator(); while let c = it.next() { … }`: String.Iterator holds the
        // text and the UTF-8 offset of the next Character.
        let iterator = TypeInfo(name: "Iterator", kind: .structure, module: "Swift")
        iterator.enclosingName = "String"
        method(type, "makeIterator", []) { s, _ in .structValue(iterator, [.string(text(s)), .int(0)]) }
        method(iterator, "next", [], mutating: true) { s, _ in
            guard case .structValue(_, let fields) = s, fields.count == 2, case .string(let string) = fields[0],
                  case .int(let offset) = fields[1], offset < string.utf8.count else { return .none }
            let index = string.utf8.index(string.utf8.startIndex, offsetBy: offset)
            guard let character = string[index...].first else { return .none }
            s = .structValue(iterator, [fields[0], .int(offset + character.utf8.count)])
            return .some(.character(character))
        }
        property(type, "isContiguousUTF8") { _ in .bool(true) }
        method(type, "makeContiguousUTF8", [], mutating: true) { _, _ in .void }
        // TextOutputStream's `write(_:)`: appends.
        method(type, "write", [nil], mutating: true) { s, a in
            guard case .string(var string) = s else { return .void }
            s = .void
            string += text(a[0])
            s = .string(string)
            return .void
        }
        // TextOutputStreamable's `write(to: &stream)`: the text appended to the stream (a String,
        // or a script's TextOutputStream through its `write(_:)`); a Character's likewise.
        for streamable in [type, runtime.builtinTypes.character] {
            method(streamable, "write", ["to"], inoutAt: [0]) { [unowned self] s, a in
                try self.runtime.write(text(s), toStream: &a[0], at: self.site)
                return .void
            }
        }
        for (name, larger) in [("max", true), ("min", false)] {
            method(type, name, [nil, nil]) { [unowned self] _, a in
                let less = try self.runtime.less(a[1], a[0], at: self.site)
                return larger ? (less ? a[0] : a[1]) : (less ? a[1] : a[0])
            }
        }
        declareStringIndices(type)
        property(type, "isEmpty") { .bool(text($0).isEmpty) }
        property(type, "first") { text($0).first.map { .some(.character($0)) } ?? .none }
        property(type, "last") { text($0).last.map { .some(.character($0)) } ?? .none }
        method(type, "uppercased", []) { s, _ in .string(text(s).uppercased()) }
        method(type, "lowercased", []) { s, _ in .string(text(s).lowercased()) }
        method(type, "padding", ["toLength", "withPad", "startingAt"]) { [unowned self] s, a in
            // NSString's: cut to the length, or filled from the pad string (starting at its index).
            let string = text(s), pad = Array(text(a[1])), length = try self.int(a[0]), start = try self.int(a[2])
            if string.count >= length { return .string(String(string.prefix(length))) }
            guard !pad.isEmpty, start >= 0, start < pad.count else { throw self.runtime.fault("padding: the pad index is out of range", at: self.site) }
            var result = string
            var i = start
            while result.count < length { result.append(pad[i % pad.count]); i += 1 }
            return .string(result)
        }
        method(type, "components", ["separatedBy"]) { [unowned self] s, a in
            if case .structValue = a[0] {
                // A CharacterSet (Foundation's, in the prelude): the set splits the text itself.
                var set = a[0]
                let (member, plan) = try self.runtime.findMethod(on: set, "__components", labels: [nil], cache: MemberCache(), at: self.site)
                return try self.runtime.invoke(member, plan: plan, on: &set, arguments: [s], at: self.site)
            }
            // Foundation's (NSString's) method; an empty separator leaves the text whole.
            let string = text(s), separator = text(a[0])
            guard !separator.isEmpty else { return .array([.string(string)]) }
            return .array(string.split(separator: separator, omittingEmptySubsequences: false).map { .string(String($0)) })
        }
        // (Methods of one argument, called without an arguments array where a site found them before.)
        method(type, "hasPrefix", label: nil) { s, a in .bool(text(s).hasPrefix(text(a))) }
        method(type, "hasSuffix", label: nil) { s, a in .bool(text(s).hasSuffix(text(a))) }
        method(type, "contains", label: nil) { [unowned self] s, a in
            // `password.contains { $0.isNumber }`: a trailing closure is `contains(where:)`'s predicate.
            if case .function = a { return .bool(try text(s).contains { self.truth(try self.call(a, .character($0))) }) }
            if case .character(let c) = a {
                // An ASCII Character in ASCII text (`"aeiou".contains(ch)`): its byte, found among
                // the text's bytes with no Characters made of them.
                var found = false
                if let byte = ASCIICharacters.byte(of: c), ASCIICharacters.withBytes(of: text(s), { found = $0.contains(byte) }) { return .bool(found) }
                return .bool(text(s).contains(c))
            }
            let needle = text(a)
            return .bool(needle.isEmpty || text(s).contains(needle))
        }
        // removeFirst() / removeLast() return the Character; with a count they remove that many.
        for (name, fromEnd) in [("removeFirst", false), ("removeLast", true)] {
            method(type, name, [], mutating: true) { [unowned self] s, _ in
                guard case .string(var string) = s else { return .void }
                guard !string.isEmpty else {
                    throw self.runtime.fault("Can't remove \(fromEnd ? "last" : "first") element from an empty collection", at: self.site)
                }
                s = .void
                let removed = fromEnd ? string.removeLast() : string.removeFirst()
                s = .string(string)
                return .character(removed)
            }
            method(type, name, [nil], mutating: true) { [unowned self] s, a in
                guard case .string(var string) = s else { return .void }
                let k = try self.int(a[0])
                guard k >= 0 else { throw self.runtime.fault("Number of elements to remove should be non-negative", at: self.site) }
                guard k <= string.count else { throw self.runtime.fault("Can't remove more items from a collection than it contains", at: self.site) }
                s = .void
                if fromEnd { string.removeLast(k) } else { string.removeFirst(k) }
                s = .string(string)
                return .void
            }
        }
        for label in [nil, "contentsOf"] as [String?] {
            method(type, "append", [label], mutating: true) { [unowned self] s, a in
                guard case .string(var string) = s else { return .void }
                // `append(contentsOf:)` takes a String, a Substring or an array of Characters.
                let extra: String
                if case .array(let characters) = a[0] { extra = characters.map { text($0) }.joined() }
                else if case .slice(_, let characters) = a[0] { extra = characters.map { text($0) }.joined() } else { extra = text(a[0]) }
                try self.runtime.checkSize(string.utf8.count + extra.utf8.count, adding: extra.utf8.count, at: self.site)
                s = .void
                string += extra
                s = .string(string)
                return .void
            }
        }
        method(type, "split", ["whereSeparator"]) { [unowned self] s, a in
            // `line.split { !$0.isLetter }`: pieces between the Characters the closure picks.
            var failure: Error?
            let pieces = text(s).split { character in
                if failure != nil { return false }
                do { return try self.runtime.callValue(a[0], arguments: [.character(character)], at: self.site) == .bool(true) }
                catch { failure = error; return false }
            }
            if let failure { throw failure }
            let base = text(s)
            return .array(pieces.map { .substring(SubstringValue(base, $0)) })
        }
        method(type, "split", ["separator"]) { [unowned self] s, a in
            let separator = text(a[0])
            guard separator.count == 1, let character = separator.first else {
                throw self.runtime.fault("split(separator:) takes one Character, not \"\(separator)\"", at: self.site)
            }
            let string = text(s)
            if let byte = character.asciiValue, byte != 0x0A, byte != 0x0D, let pieces = splitASCII(string, at: byte) {
                return .array(pieces)
            }
            return .array(string.split(separator: character).map { .substring(SubstringValue(string, $0)) })
        }
        for labels in [["separator", "maxSplits"], ["separator", "omittingEmptySubsequences"], ["separator", "maxSplits", "omittingEmptySubsequences"]] {
            method(type, "split", labels) { [unowned self] s, a in
                let separator = text(a[0])
                guard separator.count == 1, let character = separator.first else {
                    throw self.runtime.fault("split(separator:) takes one Character, not \"\(separator)\"", at: self.site)
                }
                var maxSplits = Int.max, omitting = true
                for (label, argument) in zip(labels.dropFirst(), a.dropFirst()) {
                    if label == "maxSplits", case .int(let n) = argument { maxSplits = n }
                    if label == "omittingEmptySubsequences", case .bool(let b) = argument { omitting = b }
                }
                guard maxSplits >= 0 else { throw self.runtime.fault("Must take zero or more splits", at: self.site) }
                let string = text(s)
                return .array(string.split(separator: character, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                    .map { .substring(SubstringValue(string, $0)) })
            }
        }
        method(type, "reversed", []) { s, _ in
            let characters = text(s)
            if let backward = ASCIICharacters.elements(of: characters, reversed: true) { return .array(backward) }
            return .array(characters.reversed().map { .character($0) })
        }
        // A Substring of the receiver (Substrings.swift).
        func piece(_ string: String, _ part: Substring) -> Value { .substring(SubstringValue(string, part)) }
        method(type, "dropFirst", []) { s, _ in let string = text(s); return piece(string, string.dropFirst()) }
        method(type, "dropLast", []) { s, _ in let string = text(s); return piece(string, string.dropLast()) }
        for (name, fromEnd) in [("dropFirst", false), ("dropLast", true)] {
            method(type, name, [nil]) { [unowned self] s, a in
                let k = try self.int(a[0])
                guard k >= 0 else { throw self.runtime.fault("Can't drop a negative number of elements from a collection", at: self.site) }
                let string = text(s)
                return piece(string, fromEnd ? string.dropLast(k) : string.dropFirst(k))
            }
        }
        // `trimmingPrefix(_:)` (Swift 5.7): the text without the prefix when it starts with it.
        method(type, "trimmingPrefix", [nil]) { s, a in
            let whole = text(s), prefix = text(a[0])
            return piece(whole, whole.hasPrefix(prefix) ? whole.dropFirst(prefix.count) : whole[...])
        }
        method(type, "trimmingPrefix", ["while"]) { [unowned self] s, a in
            let whole = text(s)
            var rest = whole[...]
            while let first = rest.first, self.truth(try self.call(a[0], .character(first))) { rest = rest.dropFirst() }
            return piece(whole, rest)
        }
        method(type, "prefix", [nil]) { [unowned self] s, a in let string = text(s); return piece(string, string.prefix(max(0, try self.int(a[0])))) }
        method(type, "suffix", [nil]) { [unowned self] s, a in let string = text(s); return piece(string, string.suffix(max(0, try self.int(a[0])))) }
        property(type, "isLetter") { if case .character(let c) = $0 { return .bool(c.isLetter) }; return .bool(false) }
        property(type, "isNumber") { if case .character(let c) = $0 { return .bool(c.isNumber) }; return .bool(false) }
        property(type, "isUppercase") { if case .character(let c) = $0 { return .bool(c.isUppercase) }; return .bool(false) }
        let character = runtime.builtinTypes.character
        method(character, "uppercased", []) { s, _ in .string(text(s).uppercased()) }
        method(character, "lowercased", []) { s, _ in .string(text(s).lowercased()) }
        let tests: [(String, (Character) -> Bool)] = [
            ("isLetter", { $0.isLetter }), ("isNumber", { $0.isNumber }), ("isUppercase", { $0.isUppercase }),
            ("isLowercase", { $0.isLowercase }), ("isWhitespace", { $0.isWhitespace }), ("isPunctuation", { $0.isPunctuation }),
        ]
        for (name, test) in tests {
            let answers = ASCIICharacters.Answers(test)
            property(character, name) { if case .character(let c) = $0 { return .bool(answers.answer(c)) }; return .bool(false) }
        }
        // A Unicode.Scalar's code point (Kiln's scalars are Characters of one scalar).
        property(character, "value") {
            guard case .character(let c) = $0, let first = c.unicodeScalars.first else { return .void }
            return .fixed(FixedInt(truncating: UInt64(first.value), .uint32))
        }
        property(character, "asciiValue") {
            if case .character(let c) = $0, let n = c.asciiValue { return .some(.int(Int(n))) }
            return .none
        }
        property(character, "wholeNumberValue") {
            if case .character(let c) = $0, let n = c.wholeNumberValue { return .some(.int(n)) }
            return .none
        }
    }
}
