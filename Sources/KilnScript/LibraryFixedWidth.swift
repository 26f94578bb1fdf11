// The fixed-width integer types and Float in the library: their names, initializers
// (`UInt8(x)` traps as Swift's does when x does not fit; `truncatingIfNeeded:`, `clamping:`,
// `exactly:`, `bitPattern:`, `_:radix:`), `.min` / `.max` / `.zero` / `.bitWidth`, the bit counts,
// and `Int(x)`, `Double(x)`, `Float(x)`, `String(x, radix:)` of them (`FixedWidthNumbers.swift`).

extension Library {
    func declareFixedWidthTypes() {
        let builtins = runtime.builtinTypes
        for kind in IntKind.allCases {
            let type = builtins.fixed[Int(kind.rawValue)]
            types[kind.name] = type
            let minimum = kind.isSigned ? FixedInt(exactly: kind.minSigned, kind)! : FixedInt(truncating: 0, kind)
            staticProperty(type, "min", .fixed(minimum))
            staticProperty(type, "max", .fixed(FixedInt(truncating: kind.isSigned ? UInt64(kind.maxSigned) : kind.mask, kind)))
            staticProperty(type, "zero", .fixed(FixedInt(truncating: 0, kind)))
            staticProperty(type, "bitWidth", .int(kind.bitWidth))
            initializer(type, [nil]) { [unowned self] arguments in try self.convert(arguments[0], to: kind) }
            initializer(type, ["truncatingIfNeeded"]) { [unowned self] arguments in
                .fixed(FixedInt(truncating: try self.bitPattern(arguments[0]), kind))
            }
            initializer(type, ["bitPattern"]) { [unowned self] arguments in
                .fixed(FixedInt(truncating: try self.bitPattern(arguments[0]), kind))
            }
            initializer(type, ["exactly"]) { [unowned self] arguments in
                if case .double(let d) = arguments[0], d.rounded(.towardZero) != d { return .none }
                return (try? self.convert(arguments[0], to: kind)).map { .some($0) } ?? .none
            }
            initializer(type, ["clamping"]) { [unowned self] arguments in
                let value = try self.wide(arguments[0])
                guard value.negative else { return .fixed(FixedInt(truncating: min(value.magnitude, kind.maxUnsigned), kind)) }
                guard kind.isSigned else { return .fixed(FixedInt(truncating: 0, kind)) }
                if value.magnitude >= UInt64(kind.maxSigned) + 1 { return .fixed(FixedInt(exactly: kind.minSigned, kind)!) }
                return .fixed(FixedInt(exactly: -Int64(value.magnitude), kind)!)
            }
            initializer(type, ["ascii"]) { [unowned self] arguments in
                var character: Character?
                if case .character(let c) = arguments[0] { character = c }
                if case .string(let text) = arguments[0], text.count == 1 { character = text.first }  // a literal "a"
                guard let ascii = character?.asciiValue else {
                    throw self.runtime.fault("\(kind.name)(ascii:) needs an ASCII character", at: self.site)
                }
                return try self.convert(.int(Int(ascii)), to: kind)
            }
            initializer(type, [nil, "radix"]) { [unowned self] arguments in
                guard case .string(let text) = arguments[0], case .int(let radix) = arguments[1], (2...36).contains(radix) else {
                    throw self.runtime.fault("\(kind.name)(_:radix:) needs a String and a radix from 2 to 36", at: self.site)
                }
                return self.parse(text, radix: radix, as: kind)
            }
            method(type, "isMultiple", ["of"]) { [unowned self] selfValue, arguments in
                guard case .fixed(let x) = selfValue, let d = try self.runtime.fixed(arguments[0], as: kind, at: self.site) else {
                    return .bool(false)
                }
                if d.bits == 0 { return .bool(x.bits == 0) }
                if kind.isSigned { return .bool(d.signed == -1 || x.signed % d.signed == 0) }
                return .bool(x.bits % d.bits == 0)
            }
            property(type, "description") { value in
                guard case .fixed(let x) = value else { return .void }
                return .string(x.description)
            }
            for name in ["byteSwapped", "bigEndian", "littleEndian"] {
                // This machine is little-endian: `littleEndian` is the value itself.
                property(type, name) { value in
                    guard case .fixed(let x) = value else { return .void }
                    if name == "littleEndian" { return value }
                    return .fixed(FixedInt(truncating: x.bits.byteSwapped >> UInt64(64 - kind.bitWidth), kind))
                }
            }
            // `Int8(-128).magnitude` is the UInt8 128: the unsigned kind of the same width.
            let unsigned: IntKind = [8: .uint8, 16: .uint16, 32: .uint32][kind.bitWidth] ?? (kind == .int64 ? .uint64 : kind)
            property(type, "magnitude") { value in
                guard case .fixed(let x) = value else { return .void }
                guard x.isNegative else { return .fixed(FixedInt(truncating: x.bits, unsigned)) }
                return .fixed(FixedInt(truncating: 0 &- UInt64(bitPattern: x.signed), unsigned))
            }
            for name in ["leadingZeroBitCount", "trailingZeroBitCount", "nonzeroBitCount", "bitWidth"] {
                property(type, name) { value in
                    guard case .fixed(let x) = value else { return .void }
                    let bits = x.bits, width = kind.bitWidth
                    switch name {
                    case "leadingZeroBitCount": return .int(bits.leadingZeroBitCount - (64 - width))
                    case "trailingZeroBitCount": return .int(bits == 0 ? width : bits.trailingZeroBitCount)
                    case "nonzeroBitCount": return .int(bits.nonzeroBitCount)
                    default: return .int(width)
                    }
                }
            }
        }
        let float = builtins.float
        types["Float"] = float
        staticProperty(float, "pi", .float(Float.pi))
        staticProperty(float, "zero", .float(0))
        staticProperty(float, "infinity", .float(Float.infinity))
        staticProperty(float, "greatestFiniteMagnitude", .float(Float.greatestFiniteMagnitude))
        method(float, "squareRoot", []) { selfValue, _ in
            guard case .float(let x) = selfValue else { return .void }
            return .float(x.squareRoot())
        }
        method(float, "rounded", []) { selfValue, _ in
            guard case .float(let x) = selfValue else { return .void }
            return .float(x.rounded())
        }
        property(float, "description") { value in
            guard case .float(let x) = value else { return .void }
            return .string(x.description)
        }
        initializer(float, [nil]) { [unowned self] arguments in
            switch arguments[0] {
            case .int(let x): return .float(Float(x))
            case .double(let x): return .float(Float(x))
            case .float: return arguments[0]
            case .fixed(let x): return .float(Float(x.doubleValue))
            case .string(let text): return Float(text).map { .some(.float($0)) } ?? .none
            default: throw self.runtime.fault("cannot convert '\(typeName(of: arguments[0]))' to Float", at: self.site)
            }
        }
    }

    /// `UInt8(x)`: x's value, which must fit.
    private func convert(_ value: Value, to kind: IntKind) throws -> Value {
        switch value {
        case .double, .float:
            let d: Double
            if case .float(let f) = value { d = Double(f) } else if case .double(let x) = value { d = x } else { d = 0 }
            let source = value.isFloat ? "Float" : "Double"
            guard d.isFinite else {
                throw runtime.fault("\(source) value cannot be converted to \(kind.name) because it is either infinite or NaN", at: site)
            }
            let truncated = d.rounded(.towardZero)
            // Exclusive upper bound, exact as a Double (2^63 for Int64, 2^64 for UInt64).
            let upper = (kind.isSigned ? Double(kind.maxSigned) : Double(kind.maxUnsigned)) + 1
            let result = truncated < Double(kind.minSigned) || truncated >= upper ? nil
                : truncated < 0 ? FixedInt(exactly: Int64(truncated), kind) : FixedInt(exactly: UInt64(truncated), kind)
            guard let result else {
                let side = truncated < 0 ? "less than \(kind.name).min" : "greater than \(kind.name).max"
                throw runtime.fault("\(source) value cannot be converted to \(kind.name) because the result would be \(side)", at: site)
            }
            return .fixed(result)
        case .string(let text):
            return parse(text, radix: 10, as: kind)
        default:
            let wide = try wide(value)
            if wide.negative, !kind.isSigned { throw runtime.fault("Negative value is not representable", at: site) }
            let result = wide.negative ? FixedInt(exactly: 0 &- Int64(bitPattern: wide.magnitude), kind) : FixedInt(exactly: wide.magnitude, kind)
            guard let result, !(wide.negative && wide.magnitude > UInt64(Int64.max) + 1) else {
                throw runtime.fault("Not enough bits to represent the passed value", at: site)
            }
            return .fixed(result)
        }
    }

    private func parse(_ text: String, radix: Int, as kind: IntKind) -> Value {
        if kind.isSigned, let x = Int64(text, radix: radix), let result = FixedInt(exactly: x, kind) { return .some(.fixed(result)) }
        if !kind.isSigned, let x = UInt64(text, radix: radix), let result = FixedInt(exactly: x, kind) { return .some(.fixed(result)) }
        return .none
    }

    /// An integer as sign and magnitude (any Int or fixed-width value).
    private func wide(_ value: Value) throws -> (negative: Bool, magnitude: UInt64) {
        switch value {
        case .int(let x): return (x < 0, x.magnitude.toUInt64)
        case .fixed(let x): return x.kind.isSigned ? (x.signed < 0, x.signed.magnitude) : (false, x.bits)
        case .bool(let b): return (false, b ? 1 : 0)
        default: throw runtime.fault("cannot convert '\(typeName(of: value))' to an integer", at: site)
        }
    }

    private func bitPattern(_ value: Value) throws -> UInt64 {
        switch value {
        case .int(let x): return UInt64(bitPattern: Int64(x))
        case .fixed(let x): return x.kind.isSigned ? UInt64(bitPattern: x.signed) : x.bits
        default: throw runtime.fault("cannot convert '\(typeName(of: value))' to an integer", at: site)
        }
    }
}

private extension UInt {
    var toUInt64: UInt64 { UInt64(self) }
}

extension Value {
    var isFloat: Bool {
        if case .float = self { return true }
        return false
    }
}
