// Substring: `s.dropFirst(2)`, `s.prefix(3)`, `s[a..<b]`, `line.split(separator: ",")`'s pieces
// keep their base and their bounds in the base's indices (`Value.substring`), so that an index
// found in a substring is valid in its base with Swift's meaning (`s[t.startIndex]`,
// `t.endIndex == s.endIndex`, `t.base`, a slice of a slice) and the reverse. The bounds are UTF-8
// offsets in the base: a piece of a split is its base shared and two numbers, nothing copied until
// its text is read. A substring prints, compares and hashes as its text; its members are the
// String's, run on its text with index arguments moved into the text and index and substring
// results moved back to the base (the hot ones — `isEmpty`, `count`, `first`, `startIndex`,
// `dropFirst`, … — read the base in place). Native library functions are given its text as a
// String (`Runtime.call`); a script's own code gets the substring.

/// A Substring's base and bounds (UTF-8 offsets in the base), 24 bytes, so `Value` stays 32.
public struct SubstringValue {
    public var base: String
    private var lowerBits: UInt32
    private var upperBits: UInt32

    public var lower: Int { Int(lowerBits) }
    public var upper: Int { Int(upperBits) }

    public init(base: String, lower: Int, upper: Int) {
        self.base = base
        lowerBits = UInt32(truncatingIfNeeded: lower)
        upperBits = UInt32(truncatingIfNeeded: upper)
    }

    /// The substring of `base` that `piece` (a host Substring of it) is.
    public init(_ base: String, _ piece: Substring) {
        let utf8 = base.utf8
        let lower = utf8.distance(from: utf8.startIndex, to: piece.startIndex)
        self.init(base: base, lower: lower, upper: lower + piece.utf8.count)
    }

    var hostRange: Range<String.Index> {
        let utf8 = base.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: lower)
        return from..<utf8.index(from, offsetBy: upper - lower)
    }

    /// The host Substring (indices shared with `base`).
    public var host: Substring { base[hostRange] }
    /// Its text as a String of its own: the base itself when it is the whole of it, else its
    /// bytes copied straight from the base's (a split's piece read as a String).
    public var text: String {
        let utf8 = base.utf8
        if lower == 0, upper == utf8.count { return base }
        let copied = utf8.withContiguousStorageIfAvailable { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
        }
        return copied ?? String(host)
    }
}

extension Value {
    /// A String's text, or a Substring's: what library code reads of either.
    var textOfString: String? {
        switch self {
        case .string(let text): return text
        case .substring(let sub): return sub.text
        default: return nil
        }
    }

    /// A Substring given where library code reads a String: its text; any other value as it is.
    @inline(__always)
    var demotedSubstring: Value {
        if case .substring(let sub) = self { return .string(sub.text) }
        return self
    }

    /// A String.Index (an optional one, a range of them, an array of ranges) moved by `offset`
    /// UTF-8 code units: from a substring's base into its text and back.
    func movedStringIndex(by offset: Int) -> Value {
        guard offset != 0 else { return self }
        switch self {
        case .stringIndex(var index):
            index.offset += offset
            index.anyEncoding = false
            return .stringIndex(index)
        case .indexRange(var lower, var upper, let closed):
            lower?.offset += offset
            lower?.anyEncoding = false
            upper?.offset += offset
            upper?.anyEncoding = false
            return .indexRange(lower: lower, upper: upper, closed: closed)
        case .some(let wrapped): return .some(wrapped.movedStringIndex(by: offset))
        default: return self
        }
    }
}

/// Library arguments: a Substring among them is given as its text.
@inline(__always)
func demotingSubstrings(_ arguments: [Value]) -> [Value] {
    for argument in arguments {
        if case .substring = argument { return arguments.map(\.demotedSubstring) }
    }
    return arguments
}

extension Runtime {
    /// The members of `Substring` named `name`: its own (below), else the String's run on its text.
    func substringMembers(_ name: String) -> [Member] {
        let string = builtinTypes.string
        let own = builtinTypes.substringOwn.members[name] ?? []
        let ownLabels = own.compactMap { member -> [String?]? in
            if case .method(let code) = member { return code.parameters.map(\.label) }
            return nil
        }
        let found = own + (string.lookup(name) ?? string.protocolDefaults[name] ?? []).compactMap { member -> Member? in
            switch member {
            case .method(let code) where ownLabels.contains(code.parameters.map(\.label)): return nil
            case .computed where !own.isEmpty: return nil
            default: return substringMember(member, name)
            }
        }
        if !found.isEmpty { builtinTypes.substring.members[name] = found }
        return found
    }

    /// A Substring's stand-in for the String method `code` with `&` parameters: `run` writes
    /// them back when the call site has `&` places, and works on copies when it has none.
    private func inoutWrapper(of code: FunctionCode, _ run: @escaping (inout Value, inout [Value]) throws -> Value) -> Member {
        let wrapper = FunctionCode(name: code.name, parameters: code.parameters, hasSelf: true, isMutating: code.isMutating)
        wrapper.nativeInout = run
        wrapper.native = { selfValue, arguments in
            var copies = arguments
            return try run(&selfValue, &copies)
        }
        return .method(wrapper)
    }

    private func substringMember(_ member: Member, _ name: String) -> Member {
        switch member {
        case .method(let code) where code.nativeInout != nil:
            // A native String method with `&` arguments, run on the text, its `&` arguments
            // written back.
            let mutating = code.isMutating
            return inoutWrapper(of: code) { [unowned self] selfValue, arguments in
                try self.onSubstring(&selfValue, writingBack: &arguments, mutating: mutating) { text, given in try code.nativeInout?(&text, &given) ?? .void }
            }
        case .method(let code) where code.native != nil:
            let wrapper = FunctionCode(name: code.name, parameters: code.parameters, hasSelf: true, isMutating: code.isMutating)
            let mutating = code.isMutating
            wrapper.native = { [unowned self] selfValue, arguments in
                try self.onSubstring(&selfValue, arguments, mutating: mutating) { text, given in try code.native?(&text, given) ?? .void }
            }
            return .method(wrapper)
        case .method(let code) where !code.isMutating && code.parameters.contains(where: \.isInout):
            // The same in Swift (the prelude's `write(to: &stream)`, `formIndex(after: &i)`): the
            // callee's final `&` parameters go back, indices moved into the base.
            let inoutParameters = code.parameters.indices.filter { code.parameters[$0].isInout }
            return inoutWrapper(of: code) { [unowned self] selfValue, arguments in
                try self.onSubstring(&selfValue, writingBack: &arguments, mutating: false) { text, given in
                    var finals = given
                    let result = try self.call(code, captured: nil, selfValue: &text, arguments: given, at: self.currentLocation) { callee in
                        for parameter in inoutParameters { finals[parameter] = callee.slots[1 + parameter] }
                    }
                    given = finals
                    return result
                }
            }
        case .method(let code) where !code.isMutating:
            // A String method in Swift (the prelude's `range(of:)`, a script's `extension
            // StringProtocol`): run on the text, its index and substring results moved back.
            let wrapper = FunctionCode(name: code.name, parameters: code.parameters, hasSelf: true)
            wrapper.native = { [unowned self] selfValue, arguments in
                try self.onSubstring(&selfValue, arguments, mutating: false) { text, given in
                    try self.call(code, captured: nil, selfValue: &text, arguments: given, at: self.currentLocation)
                }
            }
            return .method(wrapper)
        case .computed(let property, let get, nil):
            let getter = FunctionCode(name: get.name, parameters: [], hasSelf: true)
            let read: (Value) throws -> Value = { [unowned self] value in
                var receiver = value
                return try self.onSubstring(&receiver, [], mutating: false) { text, _ in
                    if let native = get.native { return try native(&text, []) }
                    return try self.call(get, captured: nil, selfValue: &text, arguments: [], at: self.currentLocation)
                }
            }
            getter.native = { selfValue, _ in try read(selfValue) }
            getter.nativeGetter = read
            return .computed(name: property, get: getter, set: nil)
        default:
            return member
        }
    }

    /// Runs a String member on a substring's text: index arguments moved into the text, index
    /// and substring results moved back into the base; a mutating member's change kept as a
    /// substring of the same base where it removed from an end, else of the changed text.
    func onSubstring(_ receiver: inout Value, _ arguments: [Value], mutating: Bool,
                     _ body: (inout Value, [Value]) throws -> Value) throws -> Value {
        guard case .substring(let sub) = receiver else { return try body(&receiver, arguments) }
        var given = arguments
        for position in given.indices {
            switch given[position] {
            case .substring, .stringIndex, .indexRange, .some: given[position] = given[position].demotedSubstring.movedStringIndex(by: -sub.lower)
            default: break
            }
        }
        let before = sub.text
        var text = Value.string(before)
        let result = try body(&text, given)
        if mutating, case .string(let after) = text, after != before {
            let (old, new) = (before.utf8.count, after.utf8.count)
            if new < old, before.hasSuffix(after) {
                receiver = .substring(SubstringValue(base: sub.base, lower: sub.upper - new, upper: sub.upper))
            } else if new < old, before.hasPrefix(after) {
                receiver = .substring(SubstringValue(base: sub.base, lower: sub.lower, upper: sub.lower + new))
            } else {
                receiver = .substring(SubstringValue(base: after, lower: 0, upper: new))
            }
        }
        return rebased(result, on: sub)
    }

    /// `onSubstring` for a member with `&` arguments: they are given in the text's terms and
    /// what the member leaves in them goes back in the base's (a `String.Index` moved again).
    func onSubstring(_ receiver: inout Value, writingBack arguments: inout [Value], mutating: Bool,
                     _ body: (inout Value, inout [Value]) throws -> Value) throws -> Value {
        guard case .substring(let sub) = receiver else { return try body(&receiver, &arguments) }
        var finals = arguments
        let result = try onSubstring(&receiver, arguments, mutating: mutating) { text, given in
            var changed = given
            defer { finals = changed }
            return try body(&text, &changed)
        }
        arguments = finals.map { $0.movedStringIndex(by: sub.lower) }
        return result
    }

    /// A String member's result on a substring's text, in the substring's base.
    private func rebased(_ result: Value, on sub: SubstringValue) -> Value {
        switch result {
        case .substring(let piece):
            return .substring(SubstringValue(base: sub.base, lower: sub.lower + piece.lower, upper: sub.lower + piece.upper))
        case .stringIndex, .indexRange: return result.movedStringIndex(by: sub.lower)
        case .some(let wrapped): return .some(rebased(wrapped, on: sub))
        case .array(let elements):
            guard let first = elements.first else { return result }
            switch first {
            case .substring, .stringIndex, .indexRange: return .array(elements.map { rebased($0, on: sub) })
            default: return result
            }
        case .structValue(let type, _) where type === builtinTypes.stringViews.last:
            // `sub.indices`: the base's indices of its Characters.
            return .array(StringViewKind.indices.elements(of: sub.text).map { $0.movedStringIndex(by: sub.lower) })
        default:
            return result
        }
    }

    /// `sub[i]`, `sub[a..<b]`: by the base's indices, within the substring's bounds.
    func substringSubscript(_ sub: SubstringValue, _ key: Value, at site: Location) throws -> Value {
        switch key {
        case .stringIndex(let index):
            guard index.offset >= sub.lower, index.offset < sub.upper else { throw fault("Substring index is out of bounds", at: site) }
            let position = try hostIndex(key, in: sub.base, at: site)
            return .character(sub.base[position])
        case .indexRange(let lower, let upper, let closed):
            // Open ends are the substring's own.
            let from = lower ?? StringIndex(offset: sub.lower)
            let to = upper ?? StringIndex(offset: sub.upper)
            guard from.offset >= sub.lower, to.offset <= sub.upper, from.offset <= to.offset,
                  !(closed && upper != nil && to.offset >= sub.upper) else { throw fault("Substring index range is out of bounds", at: site) }
            let range = try hostRange(.indexRange(lower: from, upper: to, closed: closed && upper != nil), in: sub.base, at: site)
            return .substring(SubstringValue(sub.base, sub.base[range]))
        case .some(let wrapped):
            return try substringSubscript(sub, wrapped, at: site)
        default:
            // The library's Character offsets, in the substring's text.
            let text = sub.text
            let found = try subscriptGet(.string(text), [key], labels: [nil], at: site)
            return rebased(found, on: sub)
        }
    }
}

extension Runtime {
    /// The members a Substring reads from its base in place (the others are the String's, through
    /// `substringMembers`): its bounds, `base`, the questions a tokenizer's loop asks each step,
    /// and the slicing that gives a substring of the same base.
    func declareSubstringMembers() {
        let type = builtinTypes.substringOwn
        func property(_ name: String, _ body: @escaping (SubstringValue) throws -> Value) {
            let code = FunctionCode(name: name, parameters: [], hasSelf: true)
            let read: (Value) throws -> Value = { value in
                guard case .substring(let sub) = value else { return .void }
                return try body(sub)
            }
            code.native = { selfValue, _ in try read(selfValue) }
            code.nativeGetter = read
            type.members[name, default: []].append(.computed(name: name, get: code, set: nil))
        }
        func method(_ name: String, _ labels: [String?], _ body: @escaping (SubstringValue, [Value]) throws -> Value) {
            let code = FunctionCode(name: name, parameters: labels.map { Parameter(label: $0) }, hasSelf: true)
            code.native = { selfValue, arguments in
                guard case .substring(let sub) = selfValue else { return .void }
                return try body(sub, arguments)
            }
            type.members[name, default: []].append(.method(code))
        }
        func piece(_ sub: SubstringValue, _ part: Substring) -> Value { .substring(SubstringValue(sub.base, part)) }
        func count(_ value: Value, _ name: String) throws -> Int {
            guard case .int(let k) = value else { throw fault("expected an Int, got '\(typeName(of: value))'", at: currentLocation) }
            guard k >= 0 else {
                throw fault("Can't \(name.hasPrefix("drop") ? "drop" : "take") a negative number of elements from a collection", at: currentLocation)
            }
            return k
        }
        /// An index argument, inside the substring's bounds (`through` its end when `end`).
        func position(_ sub: SubstringValue, _ value: Value, end: Bool) throws -> String.Index {
            guard case .stringIndex(let index) = value, index.offset >= sub.lower, end ? index.offset <= sub.upper : index.offset < sub.upper else {
                throw fault("Substring index is out of bounds", at: currentLocation)
            }
            return try hostIndex(value, in: sub.base, at: currentLocation)
        }
        property("startIndex") { .stringIndex(StringIndex(offset: $0.lower, anyEncoding: $0.lower == 0)) }
        property("endIndex") { .stringIndex(StringIndex(offset: $0.upper)) }
        property("base") { .string($0.base) }
        property("isEmpty") { .bool($0.lower == $0.upper) }
        property("count") { .int($0.host.count) }
        property("first") { $0.host.first.map { .some(.character($0)) } ?? .none }
        property("last") { $0.host.last.map { .some(.character($0)) } ?? .none }
        method("dropFirst", []) { sub, _ in piece(sub, sub.host.dropFirst()) }
        method("dropLast", []) { sub, _ in piece(sub, sub.host.dropLast()) }
        method("dropFirst", [nil]) { sub, a in piece(sub, sub.host.dropFirst(try count(a[0], "dropFirst"))) }
        method("dropLast", [nil]) { sub, a in piece(sub, sub.host.dropLast(try count(a[0], "dropLast"))) }
        method("prefix", [nil]) { sub, a in piece(sub, sub.host.prefix(try count(a[0], "prefix"))) }
        method("suffix", [nil]) { sub, a in piece(sub, sub.host.suffix(try count(a[0], "suffix"))) }
        /// `popFirst()`, `removeLast()`, …: the substring's bounds moved in, its base kept.
        func shrinking(_ name: String, _ labels: [String?], _ body: @escaping (SubstringValue, [Value]) throws -> (Value, Substring)) {
            let code = FunctionCode(name: name, parameters: labels.map { Parameter(label: $0) }, hasSelf: true, isMutating: true)
            code.native = { selfValue, arguments in
                guard case .substring(let sub) = selfValue else { return .void }
                let (result, rest) = try body(sub, arguments)
                selfValue = .substring(SubstringValue(sub.base, rest))
                return result
            }
            type.members[name, default: []].append(.method(code))
        }
        func empty(_ name: String) -> Error { fault("Can't \(name) from an empty collection", at: currentLocation) }
        shrinking("popFirst", []) { sub, _ in (sub.host.first.map { .some(.character($0)) } ?? .none, sub.host.dropFirst()) }
        shrinking("popLast", []) { sub, _ in (sub.host.last.map { .some(.character($0)) } ?? .none, sub.host.dropLast()) }
        shrinking("removeFirst", []) { sub, _ in
            guard let first = sub.host.first else { throw empty("remove first element") }
            return (.character(first), sub.host.dropFirst())
        }
        shrinking("removeLast", []) { sub, _ in
            guard let last = sub.host.last else { throw empty("remove last element") }
            return (.character(last), sub.host.dropLast())
        }
        /// `prefix(while:)`, `drop(while:)`: the Characters tested from the start, no further than
        /// the first that fails (a tokenizer's step costs its token, not the rest of the text).
        func leading(_ sub: SubstringValue, _ predicate: Value) throws -> String.Index {
            let host = sub.host
            var end = host.startIndex
            while end < host.endIndex, case .bool(true) = try callValue(predicate, arguments: [.character(host[end])], at: currentLocation) {
                end = host.index(after: end)
            }
            return end
        }
        method("prefix", ["while"]) { sub, a in piece(sub, sub.host[..<(try leading(sub, a[0]))]) }
        method("drop", ["while"]) { sub, a in piece(sub, sub.host[(try leading(sub, a[0]))...]) }
        method("split", ["separator"]) { [unowned self] sub, a in
            // `line.split(separator: ",")` of a line split from a text: the pieces' bounds found
            // in the base's bytes, nothing copied.
            let separator: Character
            switch a[0] {
            case .character(let c): separator = c
            case .string(let text) where text.count == 1: separator = text.first!
            default: throw self.fault("split(separator:) takes one Character", at: self.currentLocation)
            }
            if let byte = separator.asciiValue, byte != 0x0A, byte != 0x0D,
               let pieces = sub.base.utf8.withContiguousStorageIfAvailable({ bytes -> [Value]? in
                   var pieces: [Value] = []
                   var start = sub.lower
                   for index in sub.lower..<sub.upper {
                       let unit = bytes[index]
                       if unit >= 0x80 { return nil }
                       if unit == byte {
                           if index > start { pieces.append(.substring(SubstringValue(base: sub.base, lower: start, upper: index))) }
                           start = index + 1
                       }
                   }
                   if sub.upper > start { pieces.append(.substring(SubstringValue(base: sub.base, lower: start, upper: sub.upper))) }
                   return pieces
               }), let pieces {
                return .array(pieces)
            }
            return .array(sub.host.split(separator: separator).map { piece(sub, $0) })
        }
        method("index", ["after"]) { [unowned self] sub, a in
            let i = try position(sub, a[0], end: false)
            return self.indexValue(sub.base.index(after: i), in: sub.base)
        }
        method("index", ["before"]) { [unowned self] sub, a in
            let i = try position(sub, a[0], end: true)
            guard case .stringIndex(let index) = a[0], index.offset > sub.lower else {
                throw self.fault("Substring index is out of bounds", at: self.currentLocation)
            }
            return self.indexValue(sub.base.index(before: i), in: sub.base)
        }
    }
}

extension Library {
    /// Marks the library's native functions, members and initializers as given a Substring's
    /// text (`FunctionCode.demotesSubstrings`), but for those that store their argument
    /// (`parts.append(word)` keeps a Substring, with its indices).
    func markSubstringDemotion() {
        var seen = Set<ObjectIdentifier>()
        var codes = functions.values.flatMap { $0 }
        for type in Array(types.values) + runtime.builtinTypes.all where seen.insert(ObjectIdentifier(type)).inserted {
            for member in Array(type.members.values.joined()) + Array(type.staticMembers.values.joined()) + type.initializers {
                switch member {
                case .method(let code): codes.append(code)
                case .computed(_, let get, let set): codes.append(get); if let set { codes.append(set) }
                default: break
                }
            }
        }
        let storing: Set<String> = ["append", "insert", "updateValue"]
        for code in codes where code.native != nil || code.nativeInout != nil { code.demotesSubstrings = !storing.contains(code.name) }
        for type in [runtime.builtinTypes.string, runtime.builtinTypes.character] {
            for case .method(let code) in Array(type.members.values.joined()) + type.initializers where code.native != nil { code.demotesSubstrings = true }
        }
    }
}
