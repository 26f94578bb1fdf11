// A dictionary stored in a variable, changed by a subscript where it is stored (`counts[key] = n`,
// `counts[word, default: 0] += 1`): no closure through the variable's place, and the dictionary
// moved out of the variable and back with no reference counting.

extension Compiler {
    /// Stores `value` for `key` in the dictionary at `stored`; false (nothing done) when `stored`
    /// holds no dictionary, or the key is one whose hashing could run script code (which could
    /// reach the variable while its dictionary is taken out).
    @inline(__always)
    static func assignInStoredDictionary(_ stored: UnsafeMutablePointer<Value>?, key: Value, _ value: Value) throws -> Bool {
        guard let stored, key.hashesNatively, var dictionary = takeDictionary(at: stored) else { return false }
        dictionary.assign(value, forKey: key)
        stored.pointee = .dictionary(consume dictionary)  // moved back: no copy of its storage
        return true
    }

    /// `body` run on the value for `key` in the dictionary at `stored` (added as `initial` when
    /// absent); nil (nothing done) as for `assignInStoredDictionary`.
    @inline(__always)
    static func modifyInStoredDictionary(_ stored: UnsafeMutablePointer<Value>?, key: Value, initial: Value,
                                         _ body: (inout Value) throws -> Value) throws -> Value? {
        guard let stored, key.hashesNatively, var dictionary = takeDictionary(at: stored) else { return nil }
        let result: Value?
        do {
            result = try dictionary.modifyValue(forKey: key, initial: initial, body)
        } catch {
            stored.pointee = .dictionary(consume dictionary)
            throw error
        }
        stored.pointee = .dictionary(consume dictionary)  // moved back: no copy of its storage
        return result ?? .void
    }

    /// `items[i] = value` on the array at `stored`, changed where it is stored: nil when it holds no
    /// array or the index is not an Int (nothing done), else whether `i` was in range (and stored).
    @inline(__always)
    static func assignInStoredArray(_ stored: UnsafeMutablePointer<Value>, index: Value, _ value: Value) -> Bool? {
        guard case .int(let i) = index, case .array = stored.pointee, case .array(var elements) = stored.move() else { return nil }
        stored.initialize(to: .void)
        let inRange = i >= 0 && i < elements.count
        if inRange { elements[i] = value }
        stored.pointee = .array(consume elements)  // moved back: no copy of its storage
        return inRange
    }

    /// The dictionary stored at `stored`, moved out (`()` left in its place until the caller
    /// stores it back), or nil when it holds something else.
    @inline(__always)
    static func takeDictionary(at stored: UnsafeMutablePointer<Value>) -> OrderedDictionary? {
        guard case .dictionary = stored.pointee, case .dictionary(let dictionary) = stored.move() else { return nil }
        stored.initialize(to: .void)
        return dictionary
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
    /// `dictionary[key] = value`, where the place is of the dictionary's Optional value type: nil
    /// removes the key, `.some(x)` stores `x` (as `Runtime.subscriptModify` stores it).
    mutating func assign(_ value: Value, forKey key: Value) {
        switch value {
        case .none: self[key] = nil
        case .some(let wrapped): self[key] = wrapped
        default: self[key] = value
        }
    }
}
