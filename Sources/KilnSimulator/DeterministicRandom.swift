/// The run's source of randomness: SplitMix64 from a seed, so that `UUID()`, shuffles and random
/// numbers a script makes are the same on every run with the same seed.
///
/// ```swift
/// var random = DeterministicRandom(seed: 42)
/// random.uuidString()   // the same string on every run
/// ```
public struct DeterministicRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        // SplitMix64 (Steele, Lea, Flood 2014): passes BigCrush, and any seed is a good seed.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Sixteen bytes of a version 4 (random) UUID, as RFC 4122 lays them out.
    public mutating func uuidBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        for word in [next(), next()] {
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return bytes
    }

    /// A version 4 UUID in `UUID().uuidString` form: upper-case hex, 8-4-4-4-12.
    public mutating func uuidString() -> String {
        DeterministicRandom.format(uuid: uuidBytes())
    }

    /// Formats sixteen bytes as `UUID().uuidString` does.
    public static func format(uuid bytes: [UInt8]) -> String {
        let digits = Array("0123456789ABCDEF")
        var text = ""
        for (index, byte) in bytes.enumerated() {
            if [4, 6, 8, 10].contains(index) { text.append("-") }
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return text
    }
}
