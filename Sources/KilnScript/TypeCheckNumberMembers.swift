// The type checker's table of Int's and Double's members with their types (the members
// LibraryNumbers, LibraryIntegerMembers and LibraryFloatingMembers give at run time): the
// properties (`x.isFinite` is a Bool, `n.leadingZeroBitCount` an Int), the static properties
// (`Double.ulpOfOne`), and the methods whose parameter and result types the checker can spell.
// Results it cannot spell (UInt64 bit patterns, FloatingPointSign) stay unknown.

extension TypeChecker {
    /// An instance property of Int or Double; nil when the table does not have it.
    func numberProperty(of type: StaticType, _ name: String) -> StaticType? {
        switch type {
        case .int: return Self.intProperties[name]
        case .double: return Self.doubleProperties[name]
        default: return nil
        }
    }

    /// `Int.bitWidth`, `Double.nan`: a static property of Int or Double; nil when not in the table.
    func numberStaticProperty(of type: StaticType, _ name: String) -> StaticType? {
        switch (type, name) {
        case (.int, "max"), (.int, "min"), (.int, "zero"), (.int, "bitWidth"): return .int
        case (.double, "exponentBitCount"), (.double, "significandBitCount"), (.double, "radix"): return .int
        case (.double, _): return Self.doubleStatics.contains(name) ? .double : nil
        default: return nil
        }
    }

    /// The signatures of Int's and Double's methods the checker knows; empty when none.
    func numberMethods(of type: StaticType, _ name: String) -> [FunctionSignature] {
        func method(_ labels: [String?], _ parameters: [StaticType], _ result: StaticType) -> [FunctionSignature] {
            [FunctionSignature(labels: labels, parameters: parameters, hasDefault: Array(repeating: false, count: labels.count),
                               isLoose: false, result: result, throwing: false)]
        }
        let reporting = StaticType.sugared("(partialValue: Int, overflow: Bool)", .tuple([.int, .bool]))
        switch (type, name) {
        case (.int, "addingReportingOverflow"), (.int, "subtractingReportingOverflow"): return method([nil], [.int], reporting)
        case (.int, "multipliedReportingOverflow"), (.int, "dividedReportingOverflow"): return method(["by"], [.int], reporting)
        case (.int, "remainderReportingOverflow"): return method(["dividingBy"], [.int], reporting)
        case (.int, "advanced"): return method(["by"], [.int], .int)
        case (.int, "distance"): return method(["to"], [.int], .int)
        case (.int, "signum"): return method([], [], .int)
        case (.int, "isMultiple"): return method(["of"], [.int], .bool)
        case (.double, "squareRoot"): return method([], [], .double)
        case (.double, "rounded"): return method([], [], .double) + method([nil], [.unknown], .double)
        case (.double, "truncatingRemainder"), (.double, "remainder"): return method(["dividingBy"], [.double], .double)
        case (.double, "isLess"): return method(["than"], [.double], .bool)
        case (.double, "isLessThanOrEqualTo"): return method([nil], [.double], .bool)
        case (.double, "isTotallyOrdered"): return method(["belowOrEqualTo"], [.double], .bool)
        case (.double, "advanced"): return method(["by"], [.double], .double)
        case (.double, "distance"): return method(["to"], [.double], .double)
        default: return []
        }
    }

    private static let intProperties: [String: StaticType] = [
        "leadingZeroBitCount": .int, "trailingZeroBitCount": .int, "nonzeroBitCount": .int, "bitWidth": .int,
        "byteSwapped": .int, "bigEndian": .int, "littleEndian": .int,
    ]

    private static let doubleProperties: [String: StaticType] = [
        "isFinite": .bool, "isInfinite": .bool, "isNaN": .bool, "isZero": .bool, "isNormal": .bool, "isSubnormal": .bool,
        "isSignalingNaN": .bool, "isCanonical": .bool, "magnitude": .double, "nextUp": .double, "nextDown": .double,
        "ulp": .double, "significand": .double, "binade": .double, "exponent": .int, "significandWidth": .int,
        "debugDescription": .string,
    ]

    private static let doubleStatics: Set<String> = [
        "pi", "infinity", "zero", "nan", "signalingNaN", "greatestFiniteMagnitude", "leastNonzeroMagnitude",
        "leastNormalMagnitude", "ulpOfOne",
    ]
}
