/// A cursor writing bytes into a buffer of known size, for the binary writer.
///
/// The writer computes the exact file size first and writes straight into the result array's
/// storage: no per-byte capacity or uniqueness checks as `[UInt8].append` makes, no growth, no
/// final copy. Each write still checks the limit, so a size miscalculation traps instead of
/// writing past the buffer.
struct ByteWriter {
    private let base: UnsafeMutablePointer<UInt8>?
    private let limit: Int
    private(set) var position: Int

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>, position: Int = 0) {
        base = buffer.baseAddress
        limit = buffer.count
        self.position = position
    }

    @inline(__always)
    private func target(_ size: Int) -> UnsafeMutablePointer<UInt8> {
        guard let base, position + size <= limit else {
            preconditionFailure("binary writer: object sizes were miscounted (writing \(size) at \(position) of \(limit))")
        }
        return base + position
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        target(1).pointee = byte
        position += 1
    }

    /// The low `size` bytes of `value`, most significant first.
    @inline(__always)
    mutating func appendBigEndian(_ value: UInt64, size: Int) {
        let target = UnsafeMutableRawPointer(target(size))
        switch size {
        case 1: target.storeBytes(of: UInt8(truncatingIfNeeded: value), as: UInt8.self)
        case 2: target.storeBytes(of: UInt16(truncatingIfNeeded: value).bigEndian, as: UInt16.self)
        case 4: target.storeBytes(of: UInt32(truncatingIfNeeded: value).bigEndian, as: UInt32.self)
        case 8: target.storeBytes(of: value.bigEndian, as: UInt64.self)
        default:
            for i in 0..<size {
                target.storeBytes(of: UInt8(truncatingIfNeeded: value >> (UInt64(size - 1 - i) * 8)), toByteOffset: i, as: UInt8.self)
            }
        }
        position += size
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        target(bytes.count).update(from: source, count: bytes.count)
        position += bytes.count
    }

    mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }
}
