// Contiguous bytes (`Value.bytes`, the storage of an embedder's `Data`) as a collection of
// UInt8: read, sliced, counted, compared and joined as bytes; a byte becomes an `.int` only when
// read, and iteration or a change the bytes cannot hold makes an ordinary array of them.

extension Runtime {
    /// `bytes[i]`, `bytes[a..<b]`.
    func bytesSubscript(_ bytes: [UInt8], _ key: Value?, at site: Location) throws -> Value? {
        switch key {
        case .int(let index)?:
            guard index >= 0 && index < bytes.count else { throw fault("Index out of range", at: site) }
            return .int(Int(bytes[index]))
        case .range(let lower, let upper, _)?:
            let start = lower == Int.min ? 0 : lower
            let end = upper == Int.max ? bytes.count : upper
            guard start >= 0 && end <= bytes.count && start <= end else { throw fault("Array index is out of range", at: site) }
            return .bytes(Array(bytes[start..<end]))
        default:
            return nil
        }
    }

    /// `bytes[i] = x`, `bytes[i] += x`: in place while the byte stays a byte.
    func bytesModify(_ container: inout Value, _ index: Int, at site: Location, _ body: (inout Value) throws -> Value) throws -> Value {
        guard case .bytes(var bytes) = container else { return .void }
        container = .void
        defer { container = .bytes(bytes) }
        guard index >= 0 && index < bytes.count else { throw fault("Index out of range", at: site) }
        var element = Value.int(Int(bytes[index]))
        let result = try body(&element)
        guard let value = element.asByte else {  // an Int or a UInt8 (`data[i] = newValue`)
            throw fault("Not enough bits to represent \(try describe(element, at: site)) in UInt8", at: site)
        }
        bytes[index] = value
        return result
    }

    /// The bytes as an array of Ints (for-in, `map`, changes that are not bytes), checked first:
    /// a boxed byte takes a value's room.
    func boxedBytes(_ bytes: [UInt8], at site: Location?) throws -> [Value] {
        try checkSize(bytes.count, adding: Runtime.bytes(ofValues: bytes.count), at: site)
        var values: [Value] = []
        values.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            if index & 0xFFFF == 0 { try checkLimits(at: site) }
            values.append(.int(Int(byte)))
        }
        return values
    }
}

extension Value {
    /// The count of an array or of bytes; nil for anything else.
    var elementCount: Int? {
        switch self {
        case .array(let elements): return elements.count
        case .bytes(let bytes): return bytes.count
        default: return nil
        }
    }

    /// The first element of an array or of bytes.
    var firstElement: Value? {
        switch self {
        case .array(let elements): return elements.first
        case .bytes(let bytes): return bytes.first.map { .int(Int($0)) }
        default: return nil
        }
    }

    /// The last element of an array or of bytes.
    var lastElement: Value? {
        switch self {
        case .array(let elements): return elements.last
        case .bytes(let bytes): return bytes.last.map { .int(Int($0)) }
        default: return nil
        }
    }

    /// An Int from 0 to 255 as a byte; nil for anything else.
    var asByte: UInt8? {
        if case .int(let x) = numericallyPlain { return UInt8(exactly: x) }
        return nil
    }
}
