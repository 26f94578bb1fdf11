/// The archiver's identity table: the UID given to each object already encoded, keyed by the
/// object's address.
///
/// A `Dictionary<ObjectIdentifier, Int>` hashes each address with SipHash and so scatters objects
/// that were allocated one after another across the whole table; for a million objects nearly
/// every lookup is a cache miss. Here the bucket comes from the address itself (shifted past the
/// allocator's 16-byte alignment), so neighbours in memory are neighbours in the table, with
/// linear probing and a load of at most one half.
struct ObjectUIDTable {
    private var keys: [UInt] = Array(repeating: 0, count: 64)
    private var values: [Int] = Array(repeating: 0, count: 64)
    private var mask: UInt = 63
    private(set) var count = 0

    /// The UID of `identifier`, inserting `uid` for it when it has none; returns the existing UID.
    mutating func uid(for identifier: ObjectIdentifier, insertingIfAbsent uid: Int) -> Int? {
        let key = Self.address(of: identifier)
        var bucket = Self.bucket(of: key, mask: mask)
        while true {
            let existing = keys[Int(bucket)]
            if existing == key { return values[Int(bucket)] }
            if existing == 0 { break }
            bucket = (bucket + 1) & mask
        }
        keys[Int(bucket)] = key
        values[Int(bucket)] = uid
        count += 1
        if count * 2 > keys.count { grow(to: keys.count * 2) }
        return nil
    }

    subscript(identifier: ObjectIdentifier) -> Int? {
        let key = Self.address(of: identifier)
        var bucket = Self.bucket(of: key, mask: mask)
        while true {
            let existing = keys[Int(bucket)]
            if existing == key { return values[Int(bucket)] }
            if existing == 0 { return nil }
            bucket = (bucket + 1) & mask
        }
    }

    /// Makes room for `capacity` objects without growing on the way.
    mutating func reserveCapacity(_ capacity: Int) {
        var size = keys.count
        while capacity * 2 > size { size *= 2 }
        if size > keys.count { grow(to: size) }
    }

    /// Neighbouring addresses land in neighbouring buckets; the high bits are folded in so that
    /// objects a multiple of the table's span apart do not all collide.
    private static func bucket(of key: UInt, mask: UInt) -> UInt {
        ((key >> 4) ^ (key >> 24)) & mask
    }

    /// The object's address; never 0, which marks an empty bucket.
    private static func address(of identifier: ObjectIdentifier) -> UInt {
        UInt(bitPattern: identifier)
    }

    private mutating func grow(to size: Int) {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: 0, count: size)
        mask = UInt(size - 1)
        for index in oldKeys.indices where oldKeys[index] != 0 {
            var bucket = Self.bucket(of: oldKeys[index], mask: mask)
            while keys[Int(bucket)] != 0 { bucket = (bucket + 1) & mask }
            keys[Int(bucket)] = oldKeys[index]
            values[Int(bucket)] = oldValues[index]
        }
    }
}
