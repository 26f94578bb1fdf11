// The bplist00 layout, shared by the binary reader and writer and the keyed archiver's writer (CFBinaryPList.c names).
//
//   HEADER   "bplist00"
//   OBJECTS  each a marker byte (high nibble = type, low nibble = size or count) and its bytes
//   OFFSET TABLE  numObjects big-endian offsets, offsetIntSize bytes each
//   TRAILER  32 bytes: 5 unused, sortVersion, offsetIntSize, objectRefSize,
//            numObjects (8), topObject (8), offsetTableOffset (8), all big-endian

/// The object markers: the high nibble of an object's first byte. Package-wide: the keyed
/// archiver's direct writer (KeyedArchive/ArchiveBinaryWriter.swift) writes the same markers
/// (inlinable, so its hot loop sees constants).
package enum BinaryMarker {
    @inlinable package static var null: UInt8 { 0x00 }
    @inlinable package static var `false`: UInt8 { 0x08 }
    @inlinable package static var `true`: UInt8 { 0x09 }
    @inlinable package static var fill: UInt8 { 0x0F }
    @inlinable package static var integer: UInt8 { 0x10 }      // 0x1N: 2^N bytes
    @inlinable package static var real: UInt8 { 0x20 }         // 0x22 float32, 0x23 float64
    @inlinable package static var date: UInt8 { 0x33 }         // float64 seconds since 2001
    @inlinable package static var data: UInt8 { 0x40 }         // 0x4N: N bytes, or 0x4F + int count
    @inlinable package static var asciiString: UInt8 { 0x50 }
    @inlinable package static var utf16String: UInt8 { 0x60 }  // count in UTF-16 code units
    @inlinable package static var uid: UInt8 { 0x80 }          // 0x8N: N+1 bytes
    @inlinable package static var array: UInt8 { 0xA0 }
    @inlinable package static var set: UInt8 { 0xC0 }
    @inlinable package static var dictionary: UInt8 { 0xD0 }   // count = pairs; all key refs, then all value refs
    /// A low nibble of 0xF means the count follows as an integer object.
    @inlinable package static var countFollows: UInt8 { 0x0F }
}

/// The 32-byte trailer at the end of every bplist00 file.
struct BinaryTrailer {
    static let size = 32
    var sortVersion: UInt8 = 0
    var offsetIntSize: Int
    var objectRefSize: Int
    var numObjects: Int
    var topObject: Int
    var offsetTableOffset: Int
}

package let binaryHeader: [UInt8] = Array("bplist00".utf8)

/// CF's `_byteCount`: the bytes needed for `value`, rounded up to 1, 2, 4 or 8.
@inlinable package func byteCount(_ value: UInt64) -> Int {
    if value <= 0xFF { return 1 }
    if value <= 0xFFFF { return 2 }
    if value <= 0xFFFF_FFFF { return 4 }
    return 8
}
