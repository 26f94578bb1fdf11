// Double's FloatingPoint and BinaryFloatingPoint members: the classification properties
// (`isFinite`, `isZero`, `isSubnormal`, …), the representation (`sign`, `exponent`,
// `significand`, `bitPattern`, `ulp`, `nextUp`), the limits (`Double.nan`,
// `greatestFiniteMagnitude`, `ulpOfOne`, …), the mutating forms (`round(_:)`, `negate()`,
// `formSquareRoot()`, `addProduct`), and the enums `FloatingPointSign` and
// `FloatingPointRoundingRule` (`x.rounded(.up)`), each computed by Swift's own Double.

extension Library {
    /// The standard library's `FloatingPointSign` and `FloatingPointRoundingRule`, in the order of
    /// their cases (a case's index is its position in `FloatingPointRoundingRule.swiftRules`).
    func declareFloatingPointEnums() -> (sign: TypeInfo, rule: TypeInfo) {
        func enumeration(_ name: String, _ cases: [String], rawValues: [Value]? = nil) -> TypeInfo {
            let type = TypeInfo(name: name, kind: .enumeration, module: "Swift")
            for (index, caseName) in cases.enumerated() {
                type.cases.append(EnumCase(name: caseName, labels: [], rawValue: rawValues?[index]))
                type.staticMembers[caseName] = [.staticStored(name: caseName, cell: Cell(.enumCase(type, index, [])))]
            }
            types[name] = type
            return type
        }
        let sign = enumeration("FloatingPointSign", ["plus", "minus"], rawValues: [.int(0), .int(1)])
        let rule = enumeration("FloatingPointRoundingRule", Library.roundingRuleNames)
        return (sign, rule)
    }

    static let roundingRuleNames = ["toNearestOrAwayFromZero", "toNearestOrEven", "up", "down", "towardZero", "awayFromZero"]
    static let roundingRules: [FloatingPointRoundingRule] = [.toNearestOrAwayFromZero, .toNearestOrEven, .up, .down, .towardZero, .awayFromZero]

    /// The Swift rounding rule a script's `FloatingPointRoundingRule` case stands for.
    func roundingRule(_ value: Value) throws -> FloatingPointRoundingRule {
        guard case .enumCase(let type, let index, _) = value, type.name == "FloatingPointRoundingRule",
              Library.roundingRules.indices.contains(index) else {
            throw runtime.fault("expected a FloatingPointRoundingRule, got '\(typeName(of: value))'", at: site)
        }
        return Library.roundingRules[index]
    }

    func double(_ value: Value) throws -> Double {
        if let x = value.asDouble { return x }
        throw runtime.fault("expected a Double, got '\(typeName(of: value))'", at: site)
    }

    func declareFloatingMembers(_ double: TypeInfo) {
        let (signType, _) = declareFloatingPointEnums()
        func uint64(_ bits: UInt64) -> Value { .fixed(FixedInt(truncating: bits, .uint64)) }
        // Float shares the members that do not spell its bits (`Float.nan`, `f.isZero`, `f.rounded(.up)`).
        declareBinaryFloatingMembers(runtime.builtinTypes.float, signType, wrap: { Value.float($0) }, unwrap: { value -> Float? in
            switch value {
            case .float(let f): return f
            case .int(let x): return Float(x)
            case .double(let x): return Float(x)
            default: return nil
            }
        })

        declareBinaryFloatingMembers(double, signType, wrap: { Value.double($0) }, unwrap: { $0.asDouble })
        property(double, "bitPattern") { [unowned self] in uint64(try self.double($0).bitPattern) }
        property(double, "significandBitPattern") { [unowned self] in uint64(try self.double($0).significandBitPattern) }
        property(double, "exponentBitPattern") { [unowned self] in
            .fixed(FixedInt(truncating: UInt64(try self.double($0).exponentBitPattern), .uint))
        }
        property(double, "description") { [unowned self] in .string(try self.double($0).description) }

        initializer(double, ["floatLiteral"]) { [unowned self] a in .double(try self.double(a[0])) }
        initializer(double, ["integerLiteral"]) { [unowned self] a in .double(try self.double(a[0])) }
        initializer(double, ["exactly"]) { [unowned self] a in
            switch a[0] {
            case .int(let x): return Double(exactly: x).map { .some(.double($0)) } ?? .none
            case .fixed(let x):
                let exact = x.kind.isSigned ? Double(exactly: x.signed) : Double(exactly: x.bits)
                return exact.map { .some(.double($0)) } ?? .none
            case .float(let f): return Double(exactly: f).map { .some(.double($0)) } ?? .none
            default: return .some(.double(try self.double(a[0])))
            }
        }
        initializer(double, ["bitPattern"]) { [unowned self] a in .double(Double(bitPattern: try self.bits(a[0]))) }
        initializer(double, ["sign", "exponent", "significand"]) { [unowned self] a in
            .double(Double(sign: try self.floatingSign(a[0]), exponent: try self.int(a[1]), significand: try self.double(a[2])))
        }
        initializer(double, ["sign", "exponentBitPattern", "significandBitPattern"]) { [unowned self] a in
            .double(Double(sign: try self.floatingSign(a[0]), exponentBitPattern: UInt(try self.bits(a[1])),
                           significandBitPattern: try self.bits(a[2])))
        }
        initializer(double, ["nan", "signaling"]) { [unowned self] a in
            guard case .bool(let signaling) = a[1] else { throw self.runtime.fault("Double(nan:signaling:) needs a Bool", at: self.site) }
            let payload = try self.bits(a[0])
            guard payload < (1 << (Double.significandBitCount - 2)) else {
                throw self.runtime.fault("NaN payload is not encodable.", at: self.site)
            }
            return .double(Double(nan: Double.RawSignificand(payload), signaling: signaling))
        }
    }

    /// The members Double and Float share (`T` is the type, `wrap` / `unwrap` its values).
    func declareBinaryFloatingMembers<T: BinaryFloatingPoint & CustomDebugStringConvertible>(
        _ type: TypeInfo, _ signType: TypeInfo, wrap: @escaping (T) -> Value, unwrap: @escaping (Value) -> T?
    ) where T.Stride == T {
        let runtime = self.runtime
        let roundingRule = { [unowned self] (value: Value) throws -> FloatingPointRoundingRule in try self.roundingRule(value) }
        func value(_ value: Value) throws -> T {
            if let x = unwrap(value) { return x }
            throw runtime.fault("expected a \(type.name), got '\(typeName(of: value))'", at: runtime.currentLocation)
        }
        func sign(_ sign: FloatingPointSign) -> Value { .enumCase(signType, sign == .plus ? 0 : 1, []) }
        let statics: [(String, T)] = [
            ("nan", .nan), ("signalingNaN", .signalingNaN), ("greatestFiniteMagnitude", .greatestFiniteMagnitude),
            ("leastNonzeroMagnitude", .leastNonzeroMagnitude), ("leastNormalMagnitude", .leastNormalMagnitude),
            ("ulpOfOne", .ulpOfOne),
        ]
        for (name, value) in statics { staticProperty(type, name, wrap(value)) }
        staticProperty(type, "exponentBitCount", .int(T.exponentBitCount))
        staticProperty(type, "significandBitCount", .int(T.significandBitCount))
        staticProperty(type, "radix", .int(T.radix))

        let flags: [(String, (T) -> Bool)] = [
            ("isFinite", { $0.isFinite }), ("isInfinite", { $0.isInfinite }), ("isNaN", { $0.isNaN }), ("isZero", { $0.isZero }),
            ("isNormal", { $0.isNormal }), ("isSubnormal", { $0.isSubnormal }), ("isSignalingNaN", { $0.isSignalingNaN }),
            ("isCanonical", { $0.isCanonical }),
        ]
        for (name, body) in flags { property(type, name) { .bool(body(try value($0))) } }
        let values: [(String, (T) -> T)] = [
            ("magnitude", { $0.magnitude }), ("nextUp", { $0.nextUp }), ("nextDown", { $0.nextDown }), ("ulp", { $0.ulp }),
            ("significand", { $0.significand }), ("binade", { $0.binade }),
        ]
        for (name, body) in values { property(type, name) { wrap(body(try value($0))) } }
        property(type, "exponent") { .int(Int(try value($0).exponent)) }
        property(type, "significandWidth") { .int(try value($0).significandWidth) }
        property(type, "sign") { sign(try value($0).sign) }
        property(type, "debugDescription") { .string(try value($0).debugDescription) }

        method(type, "rounded", [nil]) { selfValue, arguments in
            wrap(try value(selfValue).rounded(try roundingRule(arguments[0])))
        }
        method(type, "isLess", ["than"]) { selfValue, arguments in
            .bool(try value(selfValue).isLess(than: try value(arguments[0])))
        }
        method(type, "isLessThanOrEqualTo", [nil]) { selfValue, arguments in
            .bool(try value(selfValue).isLessThanOrEqualTo(try value(arguments[0])))
        }
        method(type, "isTotallyOrdered", ["belowOrEqualTo"]) { selfValue, arguments in
            .bool(try value(selfValue).isTotallyOrdered(belowOrEqualTo: try value(arguments[0])))
        }
        method(type, "advanced", ["by"]) { selfValue, arguments in
            wrap(try value(selfValue).advanced(by: try value(arguments[0])))
        }
        method(type, "distance", ["to"]) { selfValue, arguments in
            wrap(try value(selfValue).distance(to: try value(arguments[0])))
        }

        // The mutating forms: `self` changed in place, nothing returned.
        func mutating(_ name: String, _ labels: [String?], _ body: @escaping (inout T, [Value]) throws -> Void) {
            method(type, name, labels, mutating: true) { selfValue, arguments in
                var x = try value(selfValue)
                try body(&x, arguments)
                selfValue = wrap(x)
                return .void
            }
        }
        mutating("round", []) { x, _ in x.round() }
        mutating("round", [nil]) { x, a in x.round(try roundingRule(a[0])) }
        mutating("negate", []) { x, _ in x.negate() }
        mutating("formSquareRoot", []) { x, _ in x.formSquareRoot() }
        mutating("formRemainder", ["dividingBy"]) { x, a in x.formRemainder(dividingBy: try value(a[0])) }
        mutating("formTruncatingRemainder", ["dividingBy"]) { x, a in
            x.formTruncatingRemainder(dividingBy: try value(a[0]))
        }
        mutating("addProduct", [nil, nil]) { x, a in x.addProduct(try value(a[0]), try value(a[1])) }
        initializer(type, []) { _ in wrap(0) }
        initializer(type, ["signOf", "magnitudeOf"]) { a in wrap(T(signOf: try value(a[0]), magnitudeOf: try value(a[1]))) }
    }

    private func floatingSign(_ value: Value) throws -> FloatingPointSign {
        guard case .enumCase(let type, let index, _) = value, type.name == "FloatingPointSign" else {
            throw runtime.fault("expected a FloatingPointSign, got '\(typeName(of: value))'", at: site)
        }
        return index == 0 ? .plus : .minus
    }

    /// An unsigned bit pattern from an integer (an Int literal or a UInt/UInt64 value).
    private func bits(_ value: Value) throws -> UInt64 {
        switch value {
        case .int(let x) where x >= 0: return UInt64(x)
        case .fixed(let x) where !x.isNegative: return x.kind.isSigned ? UInt64(x.signed) : x.bits
        default: throw runtime.fault("Negative value is not representable", at: site)
        }
    }
}
