// A dictionary stored in a variable, changed by a subscript where it is stored (`counts[key] = n`,
// `counts[word, default: 0] += 1`): no closure through the variable's place; and OrderedDictionary's
// changes that find or add a key in one hash lookup.

extension Compiler {
    /// Stores `value` for `key` in the dictionary at `stored`; false (nothing done) when `stored`
    /// holds no dictionary, or the key is one whose hashing could run script code (which could
    /// reach the variable while its dictionary is taken out).
    @inline(__always)
    static func assignInStoredDictionary(_ stored: UnsafeMutablePointer<Value>?, key: Value, _ value: Value) throws -> Bool {
        guard let stored, key.hashesNatively, case .dictionary = stored.pointee, var dictionary = stored.pointee.takeDictionary() else {
            return false
        }
        dictionary.assign(value, forKey: key)
        stored.pointee = .dictionary(dictionary)
        return true
    }

    /// `body` run on the value for `key` in the dictionary at `stored` (added as `initial` when
    /// absent); nil (nothing done) as for `assignInStoredDictionary`.
    @inline(__always)
    static func modifyInStoredDictionary(_ stored: UnsafeMutablePointer<Value>?, key: Value, initial: Value,
                                         _ body: (inout Value) throws -> Value) throws -> Value? {
        guard let stored, key.hashesNatively, case .dictionary = stored.pointee, var dictionary = stored.pointee.takeDictionary() else {
            return nil
        }
        defer { stored.pointee = .dictionary(dictionary) }
        return try dictionary.modifyValue(forKey: key, initial: initial, body) ?? .void
    }
}

extension Value {
    /// A key hashed and compared by Kiln itself (a number, a String, a Character, a Bool), never by
    /// a script's `hash(into:)` or `==`.
    var hashesNatively: Bool {
        switch self {
        case .int, .string, .double, .fixed, .float, .bool, .character: return true
        default: return false
        }
    }
}

extension OrderedDictionary {
    /// Runs `body` on the value stored for `key` in place (one hash lookup), first storing
    /// `initial` when the key is absent; with no `initial`, an absent key is left absent and nil is
    /// returned.
    mutating func modifyValue(forKey key: Value, initial: Value?, _ body: (inout Value) throws -> Value) rethrows -> Value? {
        let hashKey = HashKey(key)
        guard let initial else {
            guard let position = index[hashKey] else { return nil }
            return try body(&values[position])
        }
        let position = positionAdding(hashKey)
        guard position == values.count else { return try body(&values[position]) }
        keys.append(key)
        values.append(initial)
        do {
            return try body(&values[position])
        } catch {
            // A change that threw adds no key.
            keys.removeLast()
            values.removeLast()
            index[hashKey] = nil
            throw error
        }
    }

    /// Stores `value` for `key` (`dictionary[key] = value` of a value that is not nil): one hash
    /// lookup, whether the key is new or not.
    mutating func set(_ value: Value, forKey key: Value) {
        let hashKey = HashKey(key)
        let position = positionAdding(hashKey)
        if position == values.count {
            keys.append(key)
            values.append(value)
        } else {
            values[position] = value
        }
    }

    /// The position of `key`'s value; for a key not there yet, the next position (`values.count`),
    /// recorded for it in the same lookup (the caller then appends the key and its value).
    mutating func positionAdding(_ key: HashKey) -> Int {
        let next = values.count
        return OrderedDictionary.read(&index[key, default: next])
    }

    static func read(_ position: inout Int) -> Int { position }

    /// `dictionary[key] = value`, where the place is of the dictionary's Optional value type: nil
    /// removes the key, `.some(x)` stores `x` (as `Runtime.subscriptModify` stores it).
    mutating func assign(_ value: Value, forKey key: Value) {
        switch value {
        case .none: self[key] = nil
        case .some(let wrapped): set(wrapped, forKey: key)
        default: set(value, forKey: key)
        }
    }
}
