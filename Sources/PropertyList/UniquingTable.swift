/// The binary writer's table from a scalar value to the object already written for it.
///
/// Open addressing with a caller-supplied hash: strings are hashed as their UTF-8 bytes with
/// FNV-1a, numbers by a multiplicative mix of their bit pattern. Swift's `Dictionary` would hash
/// every one of the hundreds of thousands of keys of a large archive with SipHash; this table is
/// several times cheaper, and it compares strings by their bytes' hash first, so two canonically
/// equivalent strings with different bytes stay two objects (CF would write both, too).
struct UniquingTable<Key: Equatable> {
    private var keys: [Key] = []
    private var hashes: [UInt64] = []
    private var objects: [Int] = []
    /// Per bucket: 0 if empty, else the entry number + 1 in the low 32 bits and the high 32 bits of
    /// the entry's hash above them, so that most misses are decided without touching `keys`.
    /// The count is a power of two, at most half full.
    private var buckets: [UInt64] = Array(repeating: 0, count: 64)

    /// The number of distinct keys; entry `count - 1` is the one inserted last.
    var count: Int { keys.count }

    subscript(entry: Int) -> Key { keys[entry] }

    /// The object for `key` if there is one; otherwise records `newObject` for it and returns that.
    mutating func object(for key: Key, hash: UInt64, orInsert newObject: Int) -> Int {
        let mask = buckets.count - 1
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while buckets[bucket] != 0 {
            let slot = buckets[bucket]
            if slot & 0xFFFF_FFFF_0000_0000 == tag {
                let entry = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                if keys[entry] == key { return objects[entry] }
            }
            bucket = (bucket + 1) & mask
        }
        keys.append(key)
        hashes.append(hash)
        objects.append(newObject)
        buckets[bucket] = tag | UInt64(keys.count)
        if keys.count * 2 > buckets.count { grow() }
        return newObject
    }

    private mutating func grow() {
        buckets = Array(repeating: 0, count: buckets.count * 2)
        let mask = buckets.count - 1
        for (entry, hash) in hashes.enumerated() {
            var bucket = Int(truncatingIfNeeded: hash) & mask
            while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
            buckets[bucket] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(entry + 1)
        }
    }
}

/// FNV-1a over bytes, then mixed so that the low bits (the bucket) depend on every byte.
@inline(__always)
func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return mix(hash)
}

/// A bit pattern spread over all 64 bits (the finalizer of MurmurHash3).
@inline(__always)
func mix(_ value: UInt64) -> UInt64 {
    var x = value
    x = (x ^ (x >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    x = (x ^ (x >> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return x ^ (x >> 33)
}
