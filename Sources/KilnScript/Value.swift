// A script value: a compact enum. Int, Double and Bool live inline (no boxing); aggregates use
// Swift's own copy-on-write storage, so a script array is a Swift array.

/// One value of a running script.
public enum Value {
    case void
    case int(Int)
    case double(Double)
    /// `Int8` … `UInt64`, `UInt` (`FixedWidthNumbers.swift`).
    case fixed(FixedInt)
    case float(Float)
    case bool(Bool)
    case string(String)
    /// A Substring: its base and its bounds in the base's UTF-8 offsets, so that its indices are
    /// its base's (Substrings.swift).
    case substring(SubstringValue)
    case character(Character)
    /// `Optional.none`.
    case none
    /// `Optional.some(wrapped)`.
    indirect case some(Value)
    case array([Value])
    case slice(start: Int, elements: [Value])  // an ArraySlice: `start` is its base's index of the first (ArraySlices.swift)
    /// Contiguous bytes, a collection of `UInt8` (an embedder's `Data` storage): one Swift array
    /// of bytes, not a boxed value per byte; a byte becomes an `.int` only when read.
    case bytes([UInt8])
    case dictionary(OrderedDictionary)
    case set(OrderedSet)
    case tuple(Tuple)
    /// A half-open range `lower..<upper` of Ints; closed ranges are stored half-open with `closed` set
    /// so that they print as written.
    case range(lower: Int, upper: Int, closed: Bool)
    /// A `String.Index` (its UTF-8 offset, StringIndices.swift).
    case stringIndex(StringIndex)
    /// A range of String indices: `i..<j`, `i...j`, and the partial `i...`, `..<j` (nil at an open end).
    /// Boxed: inline, its two indices would make every value (an array's element, a frame's slot)
    /// 48 bytes instead of 32.
    indirect case indexRange(lower: StringIndex?, upper: StringIndex?, closed: Bool)
    /// A struct: its type and its stored properties in declaration order (value semantics by copy).
    case structValue(TypeInfo, [Value])
    /// An enum case: its type, the case's index, and its associated values.
    case enumCase(TypeInfo, Int, [Value])
    /// A class instance (reference semantics), script-defined or native.
    case object(Instance)
    case function(Function)
    /// A type used as a value: `Point.self`, `Point` in `Point(x: 1)`.
    case metatype(TypeInfo)

    /// Wraps `self` in `Optional.some` unless it already is an optional (Swift flattens optional
    /// chains: `a?.b` where `b: Int?` is an `Int?`).
    // Taking a payload out of a value leaves `.void` behind, so the caller holds the only
    // reference and can change the payload in place (copy-on-write then copies nothing).
    // Matching on a temporary (`switch (container, key)`) would keep a second reference alive.

    mutating func takeArray() -> [Value]? {
        guard case .array(let elements) = self else { return nil }
        self = .void
        return elements
    }

    mutating func takeDictionary() -> OrderedDictionary? {
        guard case .dictionary(let dictionary) = self else { return nil }
        self = .void
        return dictionary
    }

    mutating func takeStructFields() -> (TypeInfo, [Value])? {
        guard case .structValue(let type, let fields) = self else { return nil }
        self = .void
        return (type, fields)
    }

    mutating func takeWrapped() -> Value? {
        guard case .some(let wrapped) = self else { return nil }
        self = .void
        return wrapped
    }

    /// Promotes a plain value to a variable of type `T?` (depth 1), `T??` (depth 2).
    func wrapped(depth: Int) -> Value {
        switch self {
        case .none: return self
        case .some(let inner):
            // `let x: Int?? = find()` of a `find() -> Int?`: a value that is there is wrapped as
            // deep as the declared type (only a nil's depth is ambiguous).
            guard depth > 1 else { return self }
            var layers = 1, innermost = inner
            while case .some(let next) = innermost { layers += 1; innermost = next }
            if case .none = innermost { return self }
            var value = self
            for _ in layers..<max(layers, depth) { value = .some(value) }
            return value
        default:
            var value = self
            for _ in 0..<depth { value = .some(value) }
            return value
        }
    }

    /// Applies a declared type's implicit conversions: an Int literal given for a `Double`, a plain
    /// value given for an Optional.
    func converted(_ conversion: Conversion) -> Value {
        var value = self
        if conversion.unwrapsImplicitly, case .some(let wrapped) = value { value = wrapped }
        if conversion.keyUnwrapsImplicitly, case .dictionary(let dictionary) = value, dictionary.keys.contains(where: \.isOptional) {
            var unwrapped = OrderedDictionary()
            for (key, element) in zip(dictionary.keys, dictionary.values) {
                if case .some(let plain) = key { unwrapped[plain] = element } else { unwrapped[key] = element }
            }
            value = .dictionary(unwrapped)
        }
        if conversion.keyToAnyHashable, case .dictionary(let dictionary) = value,
           dictionary.keys.contains(where: { AnyHashableBox.base(of: $0) == nil }) {
            var wrapped = OrderedDictionary()
            for (key, element) in zip(dictionary.keys, dictionary.values) { wrapped[AnyHashableBox.wrap(key)] = element }
            value = .dictionary(wrapped)
        }
        if conversion.stringToArray, case .string(let text) = value { value = .array(text.map { .character($0) }) }
        if !conversion.tupleElements.isEmpty, case .tuple(var tuple) = value, tuple.elements.count == conversion.tupleElements.count {
            tuple.elements = zip(tuple.elements, conversion.tupleElements).map { $0.converted($1) }
            value = .tuple(tuple)
        }
        if !conversion.tupleLabels.isEmpty { value = value.labeled(conversion.tupleLabels) }
        if conversion.toSet {
            switch value {
            case .array(let elements): value = .set(OrderedSet(elements))
            case .some(.array(let elements)): value = .some(.set(OrderedSet(elements)))
            default: break
            }
        }
        if conversion.elementOptionalDepth > 0 || conversion.elementToDouble || conversion.elementToNumber != nil || conversion.elementToSet
            || !conversion.nestedElement.isEmpty {
            let element = conversion.nestedElement.first ?? Conversion(optionalDepth: conversion.elementOptionalDepth, toDouble: conversion.elementToDouble,
                                                                       toNumber: conversion.elementToNumber, toSet: conversion.elementToSet)
            switch value {
            case .set(let members):
                if members.elements.contains(where: { $0.needsConversion(element) }) {
                    value = .set(OrderedSet(members.elements.map { $0.converted(element) }))
                }
            case .array(let elements):
                if elements.contains(where: { $0.needsConversion(element) }) { value = .array(elements.map { $0.converted(element) }) }
            case .dictionary(var dictionary):
                if dictionary.values.contains(where: { $0.needsConversion(element) }) {
                    for key in dictionary.keys { _ = dictionary.modifyValue(forKey: key, initial: nil) { $0 = $0.converted(element); return .void } }
                    value = .dictionary(dictionary)
                }
            default: break
            }
        }
        if conversion.toDouble {
            switch value {
            case .int(let x): value = .double(Double(x))
            case .some(.int(let x)): value = .some(.double(Double(x)))
            default: break
            }
        }
        if let number = conversion.toNumber { value = value.converted(to: number) }
        return conversion.optionalDepth > 0 ? value.wrapped(depth: conversion.optionalDepth) : value
    }

    /// Whether `converted(conversion)` would change this value: a read-only pass that stops at the
    /// first element needing it, so a `[Double]` argument that already holds Doubles (anything but
    /// a literal, in a valid program) is not copied on every call.
    func needsConversion(_ conversion: Conversion) -> Bool {
        if conversion.optionalDepth > 0 { return !isOptional }
        var value = self
        if conversion.unwrapsImplicitly, case .some = value { return true }
        if conversion.keyUnwrapsImplicitly, case .dictionary(let dictionary) = value, dictionary.keys.contains(where: \.isOptional) { return true }
        if conversion.keyToAnyHashable, case .dictionary(let dictionary) = value,
           dictionary.keys.contains(where: { AnyHashableBox.base(of: $0) == nil }) { return true }
        if case .some(let wrapped) = value { value = wrapped }
        if conversion.toNumber == .anyHashable { return AnyHashableBox.base(of: value) == nil && !value.isOptional }
        switch value {
        case .int: return conversion.toDouble || conversion.toNumber != nil
        case .double: return conversion.toNumber == .float
        case .string: return conversion.toNumber == .substring
        case .tuple(let tuple):
            if !conversion.tupleLabels.isEmpty, tuple.elements.count == conversion.tupleLabels.count, tuple.labels != conversion.tupleLabels { return true }
            return tuple.elements.count == conversion.tupleElements.count
                && zip(tuple.elements, conversion.tupleElements).contains { $0.needsConversion($1) }
        default: break
        }
        if conversion.toSet, case .array = value { return true }
        guard conversion.elementOptionalDepth > 0 || conversion.elementToDouble || conversion.elementToNumber != nil || conversion.elementToSet
            || !conversion.nestedElement.isEmpty else { return false }
        let element = conversion.nestedElement.first ?? Conversion(optionalDepth: conversion.elementOptionalDepth, toDouble: conversion.elementToDouble,
                                                                   toNumber: conversion.elementToNumber, toSet: conversion.elementToSet)
        if element.toDouble, element.optionalDepth == 0, element.toNumber == nil, !element.toSet, element.tupleElements.isEmpty,
           element.nestedElement.isEmpty, case .array(let elements) = value {
            // `[Double]`, the common case: a plain loop, as it runs on every call taking one.
            for item in elements { if case .int = item { return true } }
            return false
        }
        switch value {
        case .array(let elements): return elements.contains { $0.needsConversion(element) }
        case .set(let members): return members.elements.contains { $0.needsConversion(element) }
        case .dictionary(let dictionary): return dictionary.values.contains { $0.needsConversion(element) }
        default: return false
        }
    }

    /// Whether this is a struct or enum value of exactly `type`.
    @inline(__always)
    func isValueInstance(of type: TypeInfo?) -> Bool {
        switch self {
        case .structValue(let own, _): return own === type
        case .enumCase(let own, _, _): return own === type
        default: return false
        }
    }

    /// Whether this is an instance of exactly `type`: checked on every cached method call and
    /// property read, without copying (and so retaining) the object.
    @inline(__always)
    func isObject(of type: TypeInfo?) -> Bool {
        guard case .object(let instance) = self, let type else { return false }
        return instance.hasType(type)
    }

    /// Where field `index` of this object lives, if this is an instance of exactly `type` (a
    /// call site's cached stored property); valid while this value holds the object.
    @inline(__always)
    func fieldAddress(_ index: Int, ifInstanceOf type: TypeInfo?) -> UnsafeMutablePointer<Value>? {
        guard case .object(let instance) = self, let type, instance.hasType(type) else { return nil }
        return instance.fields + index
    }

    /// Whether this is a class instance (the struct-or-object question, asked without copying).
    var isObjectReference: Bool {
        if case .object = self { return true }
        return false
    }

    /// Whether this is a struct or an enum case: a value whose parts a mutating method changes.
    var isValueTypeInstance: Bool {
        switch self {
        case .structValue, .enumCase: return true
        default: return false
        }
    }

    /// Where field `index` of this struct lives, if it is a value of exactly `type` (a call site's
    /// cached stored property of a struct): read in place, with no retain of the fields array as
    /// a copy of it would cost. Valid while this value holds the struct unchanged.
    @inline(__always)
    func structFieldAddress(_ index: Int, ifInstanceOf type: TypeInfo?) -> UnsafePointer<Value>? {
        guard let type, case .structValue = self else { return nil }
        return withUnsafePointer(to: self) { StructFields.field(index, of: $0, ifInstanceOf: type) }  // StructFields.swift
    }

    var flattenedOptional: Value {
        switch self {
        case .none, .some: return self
        default: return .some(self)
        }
    }
}

/// A tuple's elements and their labels (nil where unlabeled).
public struct Tuple {
    public var elements: [Value]
    public var labels: [String?]
}

/// A script function value: code plus the frame it captured.
public final class Function {
    let code: FunctionCode
    let captured: Frame?
    /// For a bound method (`object.method` used as a value), the receiver.
    let boundSelf: Value?

    init(code: FunctionCode, captured: Frame?, boundSelf: Value? = nil) {
        self.code = code
        self.captured = captured
        self.boundSelf = boundSelf
    }
}

/// What an instance records besides its stored properties.
public struct InstanceHeader {
    let type: TypeInfo
    let fieldCount: Int
    var native: AnyObject?
    /// True for the stand-in that runs a script `deinit` (so it does not run it again).
    var isDeinitializing = false
}

/// A class instance. Script classes keep stored properties in `fields`; native classes keep their
/// Swift object in `native`. One allocation holds both (a `ManagedBuffer`): making objects is
/// what object-heavy lessons do most.
public final class Instance: ManagedBuffer<InstanceHeader, Value> {
    /// An instance whose `count` fields start as `()`, to be filled in by the caller.
    static func make(type: TypeInfo, count: Int) -> Instance {
        let buffer = Instance.create(minimumCapacity: max(count, 1)) { _ in InstanceHeader(type: type, fieldCount: count) }
        let instance = unsafeDowncast(buffer, to: Instance.self)
        instance.withUnsafeMutablePointerToElements { $0.initialize(repeating: .void, count: count) }
        return instance
    }

    static func make(type: TypeInfo, fields: [Value]) -> Instance {
        let instance = make(type: type, count: fields.count)
        for (index, value) in fields.enumerated() { instance.fields[index] = value }
        return instance
    }

    // The header is reached through its pointer (see `Frame.count`: no exclusivity checks).
    public var type: TypeInfo { withUnsafeMutablePointerToHeader { $0.pointee.type } }

    /// Whether the instance's type is `type`, compared as addresses (loading the type as a
    /// reference would retain it).
    @inline(__always)
    func hasType(_ type: TypeInfo) -> Bool {
        withUnsafeMutablePointerToHeader { header in
            UnsafeRawPointer(header).load(fromByteOffset: MemoryLayout<InstanceHeader>.offset(of: \InstanceHeader.type) ?? 0, as: UnsafeRawPointer.self)
                == UnsafeRawPointer(Unmanaged.passUnretained(type).toOpaque())
        }
    }

    /// The instance's type's address, read without retaining the type (a polymorphic call
    /// site's tables compare it, `MemberCache`).
    @inline(__always)
    var typeAddress: UnsafeRawPointer {
        withUnsafeMutablePointerToHeader { header in
            UnsafeRawPointer(header).load(fromByteOffset: MemoryLayout<InstanceHeader>.offset(of: \InstanceHeader.type) ?? 0, as: UnsafeRawPointer.self)
        }
    }

    /// The Swift object behind a native class's instance (see `NativeType`).
    public var native: AnyObject? {
        get { withUnsafeMutablePointerToHeader { $0.pointee.native } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.native = newValue } }
    }

    /// Stored properties in the type's layout order (fixed once the instance exists).
    @inline(__always)
    var fields: UnsafeMutablePointer<Value> { withUnsafeMutablePointerToElements { $0 } }

    /// The stored properties as an array (for describing the object).
    var fieldValues: [Value] { Array(UnsafeBufferPointer(start: fields, count: header.fieldCount)) }

    deinit {
        let count = header.fieldCount
        defer { _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: count) } }
        // Swift forbids `self` escaping a deinit, so the script's `deinit` runs on a stand-in
        // holding the same fields; the stand-in does not deinitialize again.
        let type = header.type
        guard type.hasDeinit, !header.isDeinitializing, let runtime = type.runtime, !runtime.finished else { return }
        var chain: TypeInfo? = type
        var stand: Instance?
        while let current = chain {
            if let code = current.deinitializer {
                let instance: Instance
                if let stand { instance = stand } else {
                    instance = Instance.make(type: type, count: count)
                    instance.fields.update(from: fields, count: count)
                    instance.header.native = header.native
                    instance.header.isDeinitializing = true
                    stand = instance
                }
                runtime.runDeinit(code, on: instance)
            }
            chain = current.superclass
        }
    }
}

/// A dictionary that keeps insertion order. Swift's own order depends on a per-process hash seed, so
/// no script can rely on it; insertion order keeps Kiln's output reproducible.
public struct OrderedDictionary {
    public private(set) var keys: [Value] = []
    public private(set) var values: [Value] = []
    private var index: [HashKey: Int] = [:]

    public init() {}

    public var count: Int { keys.count }

    public subscript(key: Value) -> Value? {
        get { index[HashKey(key)].map { values[$0] } }
        set {
            let hashKey = HashKey(key)
            if let position = index[hashKey] {
                if let newValue { values[position] = newValue } else { remove(at: position) }
            } else if let newValue {
                index[hashKey] = keys.count
                keys.append(key)
                values.append(newValue)
            }
        }
    }

    /// Runs `body` on the value stored for `key` in place (one hash lookup), first storing
    /// `initial` when the key is absent; with no `initial`, an absent key is left absent and nil is
    /// returned.
    mutating func modifyValue(forKey key: Value, initial: Value?, _ body: (inout Value) throws -> Value) rethrows -> Value? {
        let hashKey = HashKey(key)
        if let position = index[hashKey] { return try body(&values[position]) }
        guard var value = initial else { return nil }
        let result = try body(&value)
        index[hashKey] = keys.count
        keys.append(key)
        values.append(value)
        return result
    }

    /// The value for `key`, moved out (its slot holds `()` until set again), so that changing it
    /// and storing it back copies nothing; the key keeps its place in the order.
    mutating func removeValueKeepingOrder(forKey key: Value) -> Value? {
        guard let position = index[HashKey(key)] else { return nil }
        let value = values[position]
        values[position] = .void
        return value
    }

    @discardableResult
    public mutating func removeValue(forKey key: Value) -> Value? {
        guard let position = index[HashKey(key)] else { return nil }
        let old = values[position]
        remove(at: position)
        return old
    }

    private mutating func remove(at position: Int) {
        keys.remove(at: position)
        values.remove(at: position)
        index = [:]
        for (i, key) in keys.enumerated() { index[HashKey(key)] = i }
    }

    public mutating func removeAll() { self = OrderedDictionary() }
}

/// A set that keeps insertion order, for the same reason as `OrderedDictionary`.
public struct OrderedSet {
    public private(set) var elements: [Value] = []
    private var index: [HashKey: Int] = [:]

    public init() {}
    public init(_ values: [Value]) { for value in values { insert(value) } }

    public var count: Int { elements.count }
    public func contains(_ value: Value) -> Bool { index[HashKey(value)] != nil }

    @discardableResult
    public mutating func insert(_ value: Value) -> Bool {
        let key = HashKey(value)
        if index[key] != nil { return false }
        index[key] = elements.count
        elements.append(value)
        return true
    }

    @discardableResult
    public mutating func remove(_ value: Value) -> Bool {
        guard let position = index[HashKey(value)] else { return false }
        elements.remove(at: position)
        index = [:]
        for (i, element) in elements.enumerated() { index[HashKey(element)] = i }
        return true
    }

    /// `update(with:)`: the member equal to `value` replaced by it (its old self returned), or
    /// `value` added.
    public mutating func update(_ value: Value) -> Value? {
        guard let position = index[HashKey(value)] else {
            insert(value)
            return nil
        }
        let old = elements[position]
        elements[position] = value
        return old
    }

    /// The offset of the member equal to `value` (Kiln's Set.Index).
    public func position(of value: Value) -> Int? { index[HashKey(value)] }
}

/// A value used as a dictionary key or set element: hashed and compared by Swift's `==` for the
/// built-in types, by identity for objects, by fields for structs and enums.
struct HashKey: Hashable {
    let value: Value
    init(_ value: Value) { self.value = value }

    static func == (lhs: HashKey, rhs: HashKey) -> Bool {
        // Int and String keys are the common cases (counts by number, word counts, names):
        // compared without the general match, which copies both values into a tuple.
        if case .int(let x) = lhs.value, case .int(let y) = rhs.value { return x == y }
        if case .string(let x) = lhs.value, case .string(let y) = rhs.value { return x == y }
        if case .substring(let x) = lhs.value, case .substring(let y) = rhs.value { return x.host == y.host }  // a split's pieces
        return valuesEqual(lhs.value, rhs.value)
    }

    func hash(into hasher: inout Hasher) { hashScriptValue(value, into: &hasher) }

    /// What Swift's Dictionary and Set ask a key for. A number (an Int, the common key; any number
    /// type, as `hashScriptValue` hashes them all as Doubles) is mixed
    /// by a few multiplications instead of a whole SipHash round, as the Double it equals (1 and
    /// 1.0 are one key), so that `counts[i % 1000] = x` costs a lookup, not a hasher; anything
    /// else is hashed by `hash(into:)` with the seed.
    func _rawHashValue(seed: Int) -> Int {
        let number: Double
        switch value {
        case .int(let x): number = Double(x)
        case .double(let x): number = x
        case .fixed(let x): number = x.doubleValue
        case .float(let x): number = Double(x)
        default:
            if let base = AnyHashableBox.base(of: value) { return HashKey(base)._rawHashValue(seed: seed) }
            var hasher = Hasher()
            hasher.combine(seed)
            hashScriptValue(value, into: &hasher)
            return hasher.finalize()
        }
        // -0.0 == 0.0, and every NaN hashes alike (none is equal to any key anyway).
        var bits = number == 0 ? 0 : number.isNaN ? Double.nan.bitPattern : number.bitPattern
        bits ^= UInt64(UInt(bitPattern: seed))
        bits = (bits ^ (bits >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        bits = (bits ^ (bits >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return Int(truncatingIfNeeded: bits ^ (bits >> 33))
    }
}

/// Structural equality of the built-in kinds (what `==` means on them). User types with an `==`
/// of their own are compared by the runtime before it falls back to this.
func valuesEqual(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.void, .void), (.none, .none): return true
    case let (.int(x), .int(y)): return x == y
    case let (.double(x), .double(y)): return x == y
    case let (.int(x), .double(y)), let (.double(y), .int(x)): return Double(x) == y
    case let (.fixed(x), .fixed(y)): return x == y
    case let (.fixed(x), .int(y)), let (.int(y), .fixed(x)): return x.intValue == y
    case let (.float(x), .float(y)): return x == y
    case let (.bool(x), .bool(y)): return x == y
    case let (.string(x), .string(y)): return x == y
    case let (.substring(x), .substring(y)): return x.host == y.host
    case let (.substring(x), .string(y)), let (.string(y), .substring(x)): return x.host == y
    case let (.substring(x), .character(y)), let (.character(y), .substring(x)): return x.host == String(y)
    case let (.character(x), .character(y)): return x == y
    case let (.string(x), .character(y)), let (.character(y), .string(x)): return x == String(y)
    case let (.some(x), .some(y)): return valuesEqual(x, y)
    case let (.array(x), .array(y)), let (.slice(_, x), .slice(_, y)), let (.slice(_, x), .array(y)), let (.array(x), .slice(_, y)):
        return x.count == y.count && zip(x, y).allSatisfy { valuesEqual($0, $1) }
    case let (.bytes(x), .bytes(y)): return x == y
    case let (.bytes(x), .array(y)), let (.array(y), .bytes(x)):
        return x.count == y.count && zip(x, y).allSatisfy { if case .int(let b) = $1 { return Int($0) == b } else { return false } }
    case let (.dictionary(x), .dictionary(y)):
        return x.count == y.count && x.keys.allSatisfy { key in
            guard let left = x[key], let right = y[key] else { return false }
            return valuesEqual(left, right)
        }
    case let (.set(x), .set(y)): return x.count == y.count && x.elements.allSatisfy { y.contains($0) }
    case let (.set(x), .array(y)), let (.array(y), .set(x)):
        // `uniq == [1, 2, 3]`: the literal is a Set there (Swift has no other Set-to-Array `==`).
        let other = OrderedSet(y)
        return x.count == other.count && x.elements.allSatisfy { other.contains($0) }
    case let (.tuple(x), .tuple(y)):
        return x.elements.count == y.elements.count && zip(x.elements, y.elements).allSatisfy { valuesEqual($0, $1) }
    case let (.range(l1, u1, _), .range(l2, u2, _)): return l1 == l2 && u1 == u2
    case let (.stringIndex(x), .stringIndex(y)): return x == y
    case let (.indexRange(l1, u1, c1), .indexRange(l2, u2, c2)): return l1 == l2 && u1 == u2 && c1 == c2
    case let (.structValue(t1, f1), .structValue(t2, f2)):
        if t1 === AnyHashableBox.type || t2 === AnyHashableBox.type {  // AnyHashables.swift
            return valuesEqual(AnyHashableBox.base(of: a) ?? a, AnyHashableBox.base(of: b) ?? b)
        }
        guard t1 === t2 else { return false }
        if let runtime = t1.customHashing, let equal = runtime.scriptEqual(a, b) { return equal }
        // Not the generic arguments a generic struct may keep after its stored properties (TypeArguments.swift).
        return zip(f1.prefix(t1.fieldNames.count), f2).allSatisfy { valuesEqual($0, $1) }
    case let (.enumCase(t1, c1, p1), .enumCase(t2, c2, p2)):
        guard t1 === t2 else { return false }
        if let runtime = t1.customHashing, let equal = runtime.scriptEqual(a, b) { return equal }
        return c1 == c2 && zip(p1, p2).allSatisfy { valuesEqual($0, $1) }
    case let (.object(x), .object(y)):
        if x === y { return true }
        if let runtime = x.type.customHashing, let equal = runtime.scriptEqual(a, b) { return equal }
        return false
    case let (.metatype(x), .metatype(y)):
        // `[Int].self == Array<Int>.self`; `type(of: [1]) == [Int].self`; not `[Int].self == [String].self`.
        if x === y { return true }
        if x.genericBase != nil, y.genericBase != nil, x.name != y.name { return false }
        return (x.genericBase ?? x) === (y.genericBase ?? y)
    case let (.function(x), .function(y)): return x === y
    default:
        if let x = AnyHashableBox.base(of: a) { return valuesEqual(x, b) }
        if let y = AnyHashableBox.base(of: b) { return valuesEqual(a, y) }
        return false
    }
}

func hashScriptValue(_ value: Value, into hasher: inout Hasher) {
    switch value {
    case .void: hasher.combine(0)
    case .none: hasher.combine(1)
    case .int(let x): hasher.combine(Double(x))
    case .double(let x): hasher.combine(x)
    case .fixed(let x): hasher.combine(x.doubleValue)
    case .float(let x): hasher.combine(Double(x))
    case .bool(let x): hasher.combine(x)
    case .string(let x): hasher.combine(x)
    case .substring(let x): hasher.combine(x.host)  // as the String of its text hashes
    case .character(let x): hasher.combine(String(x))
    case .some(let x): hashScriptValue(x, into: &hasher)
    case .array(let xs), .slice(_, let xs): for x in xs { hashScriptValue(x, into: &hasher) }
    case .bytes(let xs): for x in xs { hasher.combine(Double(x)) }  // as an array of the same Ints
    case .tuple(let t): for x in t.elements { hashScriptValue(x, into: &hasher) }
    case .range(let l, let u, _): hasher.combine(l); hasher.combine(u)
    case .stringIndex(let i): hasher.combine(i)
    case .indexRange(let l, let u, let c): hasher.combine(l); hasher.combine(u); hasher.combine(c)
    case .structValue(let t, let fields):
        if t === AnyHashableBox.type, let base = fields.first { hashScriptValue(base, into: &hasher); return }
        if let runtime = t.customHashing, runtime.scriptHash(value, into: &hasher) { return }
        hasher.combine(ObjectIdentifier(t))
        for x in fields.prefix(t.fieldNames.count) { hashScriptValue(x, into: &hasher) }
    case .enumCase(let t, let c, let payload):
        if let runtime = t.customHashing, runtime.scriptHash(value, into: &hasher) { return }
        hasher.combine(ObjectIdentifier(t)); hasher.combine(c)
        for x in payload { hashScriptValue(x, into: &hasher) }
    case .object(let o):
        if let runtime = o.type.customHashing, runtime.scriptHash(value, into: &hasher) { return }
        hasher.combine(ObjectIdentifier(o))
    case .metatype(let t): hasher.combine(ObjectIdentifier(t))
    case .function(let f): hasher.combine(ObjectIdentifier(f))
    case .dictionary(let d): hasher.combine(d.count)
    case .set(let s): hasher.combine(s.count)
    }
}
