// A struct's field read where the struct is stored, with no reference counting: `student.grade`
// in a sort's comparison, `copy.position` in a loop. Binding the payload of `.structValue(type,
// fields)` to find a field's address retains the fields array and releases it again, and with
// many structs each retain is a cache miss on an array header (a third of `sorted(by:)` over
// structs). Here the payload's two words are read as they lie: the type's address, compared with
// the call site's cached type, and the fields array's storage, whose elements follow its header.
// `StructFieldTests` checks these reads against the pattern-matching ones.

enum StructFields {
    /// Where Swift's array storage puts its first element: after the object header (isa and
    /// reference counts) and the array's count and capacity, four words on 64-bit platforms.
    static var elementsOffset: Int { 4 * MemoryLayout<Int>.stride }

    /// Where field `index` of the struct at `value` lives, if it is a struct of exactly `type`;
    /// valid while `value` holds the struct unchanged. `index` must be one of `type`'s fields
    /// (a call site's cached stored property of the type).
    @inline(__always)
    static func field(_ index: Int, of value: UnsafePointer<Value>, ifInstanceOf type: TypeInfo) -> UnsafePointer<Value>? {
        guard isStruct(value, of: type) else { return nil }
        let storage = UnsafeRawPointer(value).load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
        return (storage + elementsOffset).assumingMemoryBound(to: Value.self) + index
    }

    /// Where field `index` of the struct at `value` lives, its fields array made this value's own
    /// first (copied if another value shares it, as Swift's copy-on-write does on a copy's first
    /// change), if it is a struct of exactly `type`. The payload's array is changed where it lies:
    /// no reference counting, no struct rebuilt. Valid until the struct is changed otherwise or
    /// let go: a caller runs no script code while it uses the address, or keeps the fields alive
    /// (`withUniqueField`).
    @inline(__always)
    static func uniqueField(_ index: Int, of value: UnsafeMutablePointer<Value>, ifInstanceOf type: TypeInfo) -> UnsafeMutablePointer<Value>? {
        guard isStruct(value, of: type) else { return nil }
        let fields = (UnsafeMutableRawPointer(value) + MemoryLayout<UnsafeRawPointer>.stride).assumingMemoryBound(to: [Value].self)
        return fields.pointee.withUnsafeMutableBufferPointer { $0.baseAddress! + index }
    }

    /// Runs `body` on field `index` of the struct `value` where it lies (`uniqueField`), if it is
    /// a struct of exactly `type`; nil (and `body` not run) otherwise. The fields array is held
    /// for the change, so script code run by `body` that replaces the struct (a program Swift
    /// would stop for overlapping accesses) leaves the field's storage alive; such a change is
    /// then lost, as Kiln's moved-out values lose it.
    @inline(__always)
    static func withUniqueField(_ index: Int, of value: inout Value, ifInstanceOf type: TypeInfo,
                                _ body: (inout Value) throws -> Value) rethrows -> Value? {
        try withUnsafeMutablePointer(to: &value) { stored in
            guard let field = uniqueField(index, of: stored, ifInstanceOf: type) else { return nil }
            let storage = Unmanaged<AnyObject>.fromOpaque(
                UnsafeRawPointer(stored).load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self))
            _ = storage.retain()
            defer { storage.release() }
            return try body(&field.pointee)
        }
    }

    /// Whether `value` is a struct of exactly `type`, asked without copying it.
    @inline(__always)
    static func isStruct(_ value: UnsafePointer<Value>, of type: TypeInfo) -> Bool {
        guard case .structValue = value.pointee else { return false }
        return UnsafeRawPointer(value).load(as: UnsafeRawPointer.self) == UnsafeRawPointer(Unmanaged.passUnretained(type).toOpaque())
    }
}
