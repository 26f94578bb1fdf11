// Members of the built-in number types: Int, Double and their conversions; the C math functions
// Foundation brings (`pow`, `sqrt`, `floor`, …), taken from the C library: importing Foundation
// here would link Foundation's ICU-sized libraries into every process (start-up pays their relocations).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Library {
    func declareNumbers(_ b: BuiltinTypes) {
        declareMathFunctions()
        staticProperty(b.int, "max", .int(Int.max))
        staticProperty(b.int, "min", .int(Int.min))
        staticProperty(b.double, "pi", .double(Double.pi))
        staticProperty(b.double, "infinity", .double(Double.infinity))
        staticProperty(b.int, "zero", .int(0))
        staticProperty(b.double, "zero", .double(0))
        method(b.int, "isMultiple", ["of"]) { [unowned self] selfValue, arguments in
            let divisor = try self.int(arguments[0])
            return .bool(divisor == 0 ? (try self.int(selfValue)) == 0 : (try self.int(selfValue)) % divisor == 0)
        }
        method(b.int, "quotientAndRemainder", ["dividingBy"]) { [unowned self] selfValue, arguments in
            let x = try self.int(selfValue), y = try self.int(arguments[0])
            if y == 0 { throw self.runtime.fault("Division by zero", at: self.site) }
            return .tuple(Tuple(elements: [.int(x / y), .int(x % y)], labels: ["quotient", "remainder"]))
        }
        // `(-5).magnitude` is the UInt 5 (`Int.min.magnitude` too fits).
        property(b.int, "magnitude") { if case .int(let x) = $0 { return .fixed(FixedInt(truncating: UInt64(x.magnitude), .uint)) }; return $0 }
        method(b.double, "squareRoot", []) { selfValue, _ in .double((selfValue.asDouble ?? 0).squareRoot()) }
        method(b.double, "rounded", []) { selfValue, _ in .double((selfValue.asDouble ?? 0).rounded()) }
        method(b.double, "truncatingRemainder", ["dividingBy"]) { selfValue, arguments in
            .double((selfValue.asDouble ?? 0).truncatingRemainder(dividingBy: arguments[0].asDouble ?? 0))
        }
        method(b.double, "remainder", ["dividingBy"]) { selfValue, arguments in
            .double((selfValue.asDouble ?? 0).remainder(dividingBy: arguments[0].asDouble ?? 0))
        }
        let runtime = self.runtime
        func randomMember(_ type: TypeInfo, _ body: @escaping (Value) throws -> Value) {
            let code = FunctionCode(name: "random", parameters: [Parameter(label: "in")], hasSelf: true)
            code.native = { _, arguments in try body(arguments[0]) }
            type.staticMembers["random", default: []].append(.method(code))
        }
        randomMember(b.int) { [unowned self] range in
            guard case .range(let lower, let upper, _) = range, lower < upper else {
                throw runtime.fault("Int.random(in:) needs a non-empty range", at: self.site)
            }
            return .int(runtime.random(in: lower, upper))
        }
        randomMember(b.double) { [unowned self] range in
            if let bounds = runtime.bounds(of: range), let lower = bounds.lower.asDouble, let upper = bounds.upper.asDouble {
                guard bounds.closed ? lower <= upper : lower < upper else { throw runtime.fault("Double.random(in:) needs a non-empty range", at: self.site) }
                let unit = Double(runtime.nextRandom() >> 11) / Double(1 << 53)
                return .double(lower + unit * (upper - lower))
            }
            guard case .range(let lower, let upper, let closed) = range, lower < upper else {
                throw runtime.fault("Double.random(in:) needs a non-empty range of whole numbers", at: self.site)
            }
            let unit = Double(runtime.nextRandom() >> 11) / Double(1 << 53)
            return .double(Double(lower) + unit * Double((closed ? upper - 1 : upper) - lower))
        }
        let randomBool = FunctionCode(name: "random", parameters: [], hasSelf: true)
        randomBool.native = { _, _ in .bool(runtime.nextRandom() & 1 == 1) }
        b.bool.staticMembers["random"] = [.method(randomBool)]
        method(b.array, "randomElement", []) { s, _ in
            guard case .array(let elements) = s, !elements.isEmpty else { return .none }
            return .some(elements[runtime.random(in: 0, elements.count)])
        }
        method(b.range, "randomElement", []) { s, _ in
            guard case .range(let lower, let upper, _) = s, lower < upper else { return .none }
            return .some(.int(runtime.random(in: lower, upper)))
        }
        method(b.array, "shuffled", []) { s, _ in
            guard case .array(var elements) = s else { return s }
            try runtime.shuffle(&elements)
            return .array(elements)
        }
        method(b.array, "shuffle", [], mutating: true) { s, _ in
            guard case .array(var elements) = s else { return .void }
            s = .void
            defer { s = .array(elements) }
            try runtime.shuffle(&elements)
            return .void
        }
        method(b.bool, "toggle", [], mutating: true) { selfValue, _ in
            if case .bool(let x) = selfValue { selfValue = .bool(!x) }
            return .void
        }
    }

    /// `pow(2, 10)`, `sqrt(x)`, `floor(x)`: Double in, Double out, an Int argument taken as the
    /// Double literal it is in Swift.
    func declareMathFunctions() {
        let one: [(String, (Double) -> Double)] = [
            ("sqrt", { $0.squareRoot() }), ("floor", { $0.rounded(.down) }), ("ceil", { $0.rounded(.up) }),
            ("round", { $0.rounded() }), ("trunc", { $0.rounded(.towardZero) }), ("exp", { exp($0) }),
            ("log", { log($0) }), ("log2", { log2($0) }), ("log10", { log10($0) }),
            ("sin", { sin($0) }), ("cos", { cos($0) }), ("tan", { tan($0) }),
            ("asin", { asin($0) }), ("acos", { acos($0) }), ("atan", { atan($0) }),
            ("fabs", { Swift.abs($0) }), ("cbrt", { cbrt($0) }),
            ("sinh", { sinh($0) }), ("cosh", { cosh($0) }), ("tanh", { tanh($0) }), ("exp2", { exp2($0) }),
            ("expm1", { expm1($0) }), ("log1p", { log1p($0) }), ("rint", { rint($0) }), ("nearbyint", { nearbyint($0) }),
        ]
        for (name, body) in one {
            function(name, [Parameter(label: nil)]) { [unowned self] arguments in
                guard let x = arguments[0].asDouble ?? Runtime.decimal(arguments[0])?.doubleValue else {
                    throw self.runtime.fault("\(name) needs a Double", at: self.site)
                }
                return .double(body(x))
            }
        }
        let two: [(String, (Double, Double) -> Double)] = [
            ("pow", { pow($0, $1) }), ("atan2", { atan2($0, $1) }), ("hypot", { hypot($0, $1) }),
            ("fmod", { fmod($0, $1) }), ("fmax", { fmax($0, $1) }), ("fmin", { fmin($0, $1) }),
            ("remainder", { remainder($0, $1) }), ("copysign", { copysign($0, $1) }), ("fdim", { fdim($0, $1) }),
        ]
        // C's rounding to an integer: `lround(2.5)` is the Int 3.
        let toInt: [(String, (Double) -> Double)] = [("lround", { $0.rounded() }), ("llround", { $0.rounded() }),
                                                      ("lrint", { rint($0) }), ("llrint", { rint($0) })]
        for (name, body) in toInt {
            function(name, [Parameter(label: nil)]) { [unowned self] arguments in
                guard let x = arguments[0].asDouble, let rounded = Int(exactly: body(x)) else {
                    throw self.runtime.fault("\(name) needs a Double that fits in Int", at: self.site)
                }
                return .int(rounded)
            }
        }
        for (name, body) in two {
            function(name, [Parameter(label: nil), Parameter(label: nil)]) { [unowned self] arguments in
                // `pow(pow(2, 3), 2)`: Foundation's Decimal pow again (DecimalNumbers.swift).
                if name == "pow", Runtime.decimal(arguments[0]) != nil, case .int = arguments[1] {
                    return try self.decimalPow(arguments[0], arguments[1])
                }
                if name == "pow", arguments.contains(where: \.isFloat) {
                    // `pow(Float(2), 3)`: Float's pow.
                    let floats = arguments.map { value -> Float? in
                        if case .float(let f) = value { return f }
                        return value.asDouble.map(Float.init)
                    }
                    if let x = floats[0], let y = floats[1] { return .float(powf(x, y)) }
                }
                let decimals = arguments.map { Runtime.decimal($0)?.doubleValue }
                guard let x = arguments[0].asDouble ?? decimals[0], let y = arguments[1].asDouble ?? decimals[1] else {
                    throw self.runtime.fault("\(name) needs Doubles", at: self.site)
                }
                return .double(body(x, y))
            }
        }
    }
}
