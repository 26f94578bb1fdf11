// The fixed-width integers' reporting-overflow members: `(5 as UInt8).multipliedReportingOverflow(by:
// 100)` is `(partialValue: 244, overflow: true)`, the wrapped result and whether it wrapped.

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
        }
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
