// Int's FixedWidthInteger and BinaryInteger members: the overflow-reporting arithmetic
// (`addingReportingOverflow` gives `(partialValue:overflow:)`), full-width multiply and divide,
// `advanced(by:)` / `distance(to:)`, the bit counts, `byteSwapped`, `signum()`, `Int.bitWidth`,
// `Int(exactly:)` and `Int(bitPattern:)`, each computed by Swift's own Int.

extension Library {
    func declareIntegerMembers(_ int: TypeInfo) {
        func reporting(_ value: (partialValue: Int, overflow: Bool)) -> Value {
            .tuple(Tuple(elements: [.int(value.partialValue), .bool(value.overflow)], labels: ["partialValue", "overflow"]))
        }
        let overflowing: [(String, String?, (Int, Int) -> (partialValue: Int, overflow: Bool))] = [
            ("addingReportingOverflow", nil, { $0.addingReportingOverflow($1) }),
            ("subtractingReportingOverflow", nil, { $0.subtractingReportingOverflow($1) }),
            ("multipliedReportingOverflow", "by", { $0.multipliedReportingOverflow(by: $1) }),
            ("dividedReportingOverflow", "by", { $0.dividedReportingOverflow(by: $1) }),
            ("remainderReportingOverflow", "dividingBy", { $0.remainderReportingOverflow(dividingBy: $1) }),
        ]
        for (name, label, body) in overflowing {
            method(int, name, [label]) { [unowned self] selfValue, arguments in
                reporting(body(try self.int(selfValue), try self.int(arguments[0])))
            }
        }
        method(int, "advanced", ["by"]) { [unowned self] selfValue, arguments in
            let (x, n) = (try self.int(selfValue), try self.int(arguments[0]))
            let (sum, overflow) = x.addingReportingOverflow(n)
            if overflow { throw self.runtime.fault("arithmetic overflow", at: self.site) }
            return .int(sum)
        }
        method(int, "distance", ["to"]) { [unowned self] selfValue, arguments in
            let (x, y) = (try self.int(selfValue), try self.int(arguments[0]))
            let (difference, overflow) = y.subtractingReportingOverflow(x)
            if overflow { throw self.runtime.fault("arithmetic overflow", at: self.site) }
            return .int(difference)
        }
        method(int, "signum", []) { [unowned self] selfValue, _ in .int(try self.int(selfValue).signum()) }
        method(int, "multipliedFullWidth", ["by"]) { [unowned self] selfValue, arguments in
            let (high, low) = try self.int(selfValue).multipliedFullWidth(by: try self.int(arguments[0]))
            return .tuple(Tuple(elements: [.int(high), .fixed(FixedInt(truncating: UInt64(low), .uint))], labels: ["high", "low"]))
        }
        method(int, "dividingFullWidth", [nil]) { [unowned self] selfValue, arguments in
            let divisor = try self.int(selfValue)
            guard case .tuple(let parts) = arguments[0], parts.elements.count == 2 else {
                throw self.runtime.fault("dividingFullWidth(_:) needs a (high: Int, low: UInt) pair", at: self.site)
            }
            let high = try self.int(parts.elements[0])
            let low: UInt
            switch parts.elements[1] {
            case .int(let x): low = UInt(bitPattern: x)
            case .fixed(let x): low = UInt(x.bits)
            default: throw self.runtime.fault("dividingFullWidth(_:) needs a (high: Int, low: UInt) pair", at: self.site)
            }
            if divisor == 0 { throw self.runtime.fault("Division by zero", at: self.site) }
            // Swift traps when the quotient does not fit in an Int; so does this.
            let magnitude = (high < 0 ? 0 &- UInt(bitPattern: high) : UInt(bitPattern: high))
            if magnitude >= divisor.magnitude, !(high == -1 && low != 0) {
                throw self.runtime.fault("Division results in an overflow", at: self.site)
            }
            let (quotient, remainder) = divisor.dividingFullWidth((high: high, low: low))
            return .tuple(Tuple(elements: [.int(quotient), .int(remainder)], labels: ["quotient", "remainder"]))
        }
        let bitCounts: [(String, (Int) -> Int)] = [
            ("leadingZeroBitCount", { $0.leadingZeroBitCount }), ("trailingZeroBitCount", { $0.trailingZeroBitCount }),
            ("nonzeroBitCount", { $0.nonzeroBitCount }), ("byteSwapped", { $0.byteSwapped }),
            ("bigEndian", { $0.bigEndian }), ("littleEndian", { $0.littleEndian }), ("bitWidth", { $0.bitWidth }),
        ]
        for (name, body) in bitCounts {
            property(int, name) { [unowned self] value in .int(body(try self.int(value))) }
        }
        staticProperty(int, "bitWidth", .int(Int.bitWidth))
        initializer(int, ["exactly"]) { [unowned self] arguments in
            switch arguments[0] {
            case .int: return .some(arguments[0])
            case .double(let d): return Int(exactly: d).map { .some(.int($0)) } ?? .none
            case .float(let f): return Int(exactly: f).map { .some(.int($0)) } ?? .none
            case .fixed(let x):
                if x.kind.isSigned { return .some(.int(Int(x.signed))) }
                return Int(exactly: x.bits).map { .some(.int($0)) } ?? .none
            default: throw self.runtime.fault("cannot convert '\(typeName(of: arguments[0]))' to Int", at: self.site)
            }
        }
        initializer(int, ["bitPattern"]) { [unowned self] arguments in
            switch arguments[0] {
            case .int: return arguments[0]
            case .fixed(let x) where x.kind.bitWidth == 64: return .int(Int(Int64(bitPattern: x.bits)))
            default: throw self.runtime.fault("Int(bitPattern:) needs a UInt", at: self.site)
            }
        }
        // `Int("ff", radix: 16)`: nil where the text is not a number in that radix.
        initializer(int, [nil, "radix"]) { [unowned self] arguments in
            guard case .string(let text) = arguments[0], case .int(let radix) = arguments[1], (2...36).contains(radix) else {
                throw self.runtime.fault("Int(_:radix:) needs a String and a radix from 2 to 36", at: self.site)
            }
            return Int(text, radix: radix).map { .some(.int($0)) } ?? .none
        }
        initializer(int, ["truncatingIfNeeded"]) { [unowned self] arguments in
            switch arguments[0] {
            case .int: return arguments[0]
            case .fixed(let x): return .int(x.kind.isSigned ? Int(x.signed) : Int(Int64(bitPattern: x.bits)))
            default: throw self.runtime.fault("Int(truncatingIfNeeded:) needs an integer", at: self.site)
            }
        }
    }
}
