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

    /// Whether `value` is a struct of exactly `type`, asked without copying it.
    @inline(__always)
    static func isStruct(_ value: UnsafePointer<Value>, of type: TypeInfo) -> Bool {
        guard case .structValue = value.pointee else { return false }
        return UnsafeRawPointer(value).load(as: UnsafeRawPointer.self) == UnsafeRawPointer(Unmanaged.passUnretained(type).toOpaque())
    }
}
