// The fixed-width integers' reporting-overflow members: `(5 as UInt8).multipliedReportingOverflow(by:
// 100)` is `(partialValue: 244, overflow: true)`, the wrapped result and whether it wrapped; and
// `multipliedFullWidth(by:)`, the double-width product as `(high:low:)` (what a random number
// generator's `next(upperBound:)` is built on).

extension Library {
    func declareFixedWidthReportingOverflow() {
        let members: [(name: String, label: String?, op: String)] = [
            ("addingReportingOverflow", nil, "+"), ("subtractingReportingOverflow", nil, "-"),
            ("multipliedReportingOverflow", "by", "*"), ("dividedReportingOverflow", "by", "/"),
            ("remainderReportingOverflow", "dividingBy", "%"),
        ]
        for kind in IntKind.allCases {
            let type = runtime.builtinTypes.fixed[Int(kind.rawValue)]
            for member in members {
                method(type, member.name, [member.label]) { [unowned self] selfValue, arguments in
                    guard case .fixed(let x) = selfValue, let y = try self.runtime.fixed(arguments[0], as: kind, at: self.site) else {
                        throw self.runtime.fault("\(member.name) needs two \(kind.name) values", at: self.site)
                    }
                    return self.reportingOverflow(member.op, x, y)
                }
            }
            method(type, "multipliedFullWidth", ["by"]) { [unowned self] selfValue, arguments in
                guard case .fixed(let x) = selfValue, let y = try self.runtime.fixed(arguments[0], as: kind, at: self.site) else {
                    throw self.runtime.fault("multipliedFullWidth(by:) needs two \(kind.name) values", at: self.site)
                }
                return Self.fullWidthProduct(x, y)
            }
        }
    }

    /// `(high: Self, low: Self.Magnitude)` of the exact product of two values of one kind.
    static func fullWidthProduct(_ x: FixedInt, _ y: FixedInt) -> Value {
        let kind = x.kind, width = UInt64(kind.bitWidth)
        let magnitude: IntKind = kind.isSigned ? IntKind(rawValue: kind.rawValue + 4)! : kind
        let high: UInt64, low: UInt64
        if kind.isSigned {
            let (h, l) = x.signed.multipliedFullWidth(by: y.signed)
            if width == 64 { (high, low) = (UInt64(bitPattern: h), l) } else {
                let product = x.signed * y.signed  // fits: both are at most 32 bits wide
                (high, low) = (UInt64(bitPattern: product >> Int64(width)), UInt64(bitPattern: product))
            }
        } else {
            let (h, l) = x.bits.multipliedFullWidth(by: y.bits)
            if width == 64 { (high, low) = (h, l) } else { (high, low) = (l >> width, l) }
        }
        return .tuple(Tuple(elements: [.fixed(FixedInt(truncating: high, kind)), .fixed(FixedInt(truncating: low, magnitude))],
                            labels: ["high", "low"]))
    }

    private func reportingOverflow(_ op: String, _ x: FixedInt, _ y: FixedInt) -> Value {
        func reported(_ value: FixedInt, _ overflow: Bool) -> Value {
            .tuple(Tuple(elements: [.fixed(value), .bool(overflow)], labels: ["partialValue", "overflow"]))
        }
        let kind = x.kind
        if (op == "/" || op == "%") && y.bits == 0 { return reported(x, true) }
        if let exact = try? runtime.fixedOperator(op, .fixed(x), .fixed(y), at: site), case .fixed(let value) = exact {
            return reported(value, false)
        }
        switch op {
        case "+": return reported(FixedInt(truncating: x.bits &+ y.bits, kind), true)
        case "-": return reported(FixedInt(truncating: x.bits &- y.bits, kind), true)
        case "*": return reported(FixedInt(truncating: x.bits &* y.bits, kind), true)
        case "/": return reported(x, true)  // the signed minimum divided by -1
        default: return reported(FixedInt(truncating: 0, kind), true)
        }
    }
}
