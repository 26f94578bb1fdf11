// Which of the prelude's units a script keeps (PreludeSelection): the least set closed under
// "a kept unit's words bring the units they name". Worked through a queue: a unit is looked at
// when a word it waits for enters the needed, named or implicit words, never in rounds over
// every unit (a script's selection went over the ~650 units a dozen times, hashing their names
// each time). The units' conditions are those of the rounds, and every one of them only grows
// with the sets, so the queue reaches the same units.

extension PreludeSelection {
    /// For each word, the units to look at when it enters a set.
    struct Triggers {
        /// When a word becomes needed: members split off a type (its name), extensions of a type
        /// (its name), declarations (their names), conformances of Swift's types (a protocol).
        var needed: [String: [Int]] = [:]
        /// When a word is named (the script's words, and those of kept units not errors).
        var named: [String: [Int]] = [:]
        /// When a word is written after a bare dot.
        var implicit: [String: [Int]] = [:]
        /// Units kept whatever the script says (the errors native code throws).
        var always: [Int] = []
    }

    static func triggers(of units: [Unit], declared: Set<String>, protocols: Set<String>, text: [UInt8]) -> Triggers {
        var triggers = Triggers()
        for (index, unit) in units.enumerated() {
            if let extended = unit.wrapper {
                triggers.needed[extended, default: []].append(index)
                for name in unit.names { triggers.named[name, default: []].append(index) }
                for name in unit.implicitMembers { triggers.implicit[name, default: []].append(index) }
            } else if let extended = unit.extendedType {
                if declared.contains(extended) && !protocols.contains(extended) {
                    triggers.needed[extended, default: []].append(index)
                } else if standardTypes.contains(extended) {
                    for name in unit.names { triggers.named[name, default: []].append(index) }
                    if unit.names.isEmpty {
                        for word in words(of: unit, in: text) where protocols.contains(word) {
                            triggers.needed[word, default: []].append(index)
                        }
                    }
                } else {
                    triggers.needed[extended, default: []].append(index)
                    for name in unit.names { triggers.named[name, default: []].append(index) }
                }
            } else {
                for name in unit.names { triggers.needed[name, default: []].append(index) }
                for name in unit.implicitMembers { triggers.implicit[name, default: []].append(index) }
                if unit.names.contains(where: thrownErrorTypes.contains) { triggers.always.append(index) }
            }
        }
        return triggers
    }

    /// Marks in `kept` the units that `words` name, and those that kept units name, in turn.
    /// Units kept already are not looked at again: what they need was kept with them.
    func keep(neededBy words: Set<String>, implicit implicitWords: Set<String>, in kept: inout [Bool]) {
        var state = Keeping(selection: self)
        state.queue = triggers.always
        for word in words {
            state.need(word)
            state.name(word)
        }
        for word in implicitWords { state.implicit(word) }
        // An old spelling runs today's (`stringByAppendingPathComponent` → `appendingPathComponent`).
        for (old, new) in PreludeSelection.renamedWords where words.contains(old) {
            state.need(new)
            state.name(new)
            if implicitWords.contains(old) { state.implicit(new) }
        }
        // A session's types compiled by earlier chunks are there: a member split off one of them
        // comes when this chunk names it (`u.error` after a chunk that made `u`). (cov-coders)
        for (index, unit) in units.enumerated() where kept[index] && unit.wrapper == nil && unit.extendedType == nil {
            for name in unit.names where !PreludeSelection.thrownErrorTypes.contains(name) { state.need(name) }
        }
        while let index = state.queue.popLast() {
            guard !kept[index], state.wants(units[index]) else { continue }
            kept[index] = true
            let unit = units[index]
            let unitWords = PreludeSelection.usedWords(of: unit, in: text)
            // The errors every script gets: a member named only in them (`description`, `path`)
            // does not bring the extensions that declare it.
            let isThrownError = unit.names.contains(where: PreludeSelection.thrownErrorTypes.contains)
            for word in unitWords {
                if isThrownError {
                    if !PreludeSelection.thrownErrorTypes.contains(word) { state.need(word) }
                } else {
                    state.need(word)
                    state.name(word)
                }
            }
            if let wrapper = unit.wrapper { state.need(wrapper) }
            for piece in unit.pieces {
                for word in PreludeSelection.implicitMemberWords(text[piece]) { state.implicit(word) }
            }
        }
    }

    /// The words met so far and the units waiting to be looked at.
    private struct Keeping {
        let selection: PreludeSelection
        var needed: Set<String> = []
        var named: Set<String> = []
        var implicit: Set<String> = []
        var queue: [Int] = []

        init(selection: PreludeSelection) {
            self.selection = selection
            needed.reserveCapacity(512)
            named.reserveCapacity(512)
        }

        mutating func need(_ word: String) {
            guard needed.insert(word).inserted else { return }
            if let units = selection.triggers.needed[word] { queue += units }
            // Values read back from archives and property lists, and the coders' errors, are made
            // by native code without the script naming them.
            if PreludeSelection.readers.contains(word) { for type in PreludeSelection.readValueTypes { need(type) } }
            if PreludeSelection.coders.contains(word) { for type in PreludeSelection.codingErrorTypes { need(type) } }
            // `NSNumber(value: true)` is the number box, which prints 1 (NumberBindings.swift).
            if word == "NSNumber" { need("__NSCFNumber") }
            // `error as NSError` bridges a script's error through the prelude (CompilerCasts.swift).
            // A file operation's CocoaError is cast to NSError (`catch let e as NSError`) through it too.
            if word == "NSError" { need("__kilnBridgedNSError"); need("__kilnCastToNSError") }
            // Casts between NSError and CocoaError bridge through the prelude (CompilerCasts.swift).
            if word == "CocoaError" { need("__kilnCastToCocoaError"); need("__kilnCastToNSError"); need("__kilnBridgedNSError") }
            // `data as NSData` boxes the bytes through the prelude (CompilerCasts.swift).
            if word == "NSData" { need("__kilnBoxedNSData") }
        }

        mutating func name(_ word: String) {
            guard named.insert(word).inserted else { return }
            if let units = selection.triggers.named[word] { queue += units }
        }

        mutating func implicit(_ word: String) {
            guard implicit.insert(word).inserted else { return }
            if let units = selection.triggers.implicit[word] { queue += units }
        }

        /// Whether `unit` is needed now.
        func wants(_ unit: Unit) -> Bool {
            if let extended = unit.wrapper {
                // A member split off its type: with the type, when something names it (a static
                // one also as an implicit member, which brings the type).
                return (!selection.declared.contains(extended) || needed.contains(extended))
                    && unit.names.contains(where: named.contains)
                    || unit.implicitMembers.contains(where: implicit.contains)
            }
            if let extended = unit.extendedType {
                // An extension of the prelude's own type comes with it; one of String or Array
                // when something names one of its members; one of a native class (FileManager)
                // also when something names the class.
                if selection.declared.contains(extended) && !selection.protocols.contains(extended) {
                    return needed.contains(extended)
                }
                if PreludeSelection.standardTypes.contains(extended) {
                    // `extension Int: P {}` comes with the prelude's protocol P.
                    return unit.names.contains(where: named.contains)
                        || (unit.names.isEmpty && PreludeSelection.words(of: unit, in: selection.text).contains {
                            selection.protocols.contains($0) && needed.contains($0)
                        })
                }
                return needed.contains(extended) || unit.names.contains(where: named.contains)
            }
            return unit.names.contains(where: needed.contains) || unit.implicitMembers.contains(where: implicit.contains)
                || unit.names.contains(where: PreludeSelection.thrownErrorTypes.contains)
        }
    }
}
