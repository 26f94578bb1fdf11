// The standard library's protocols a script extends: `extension Collection { var isNotEmpty … }`,
// `extension Numeric`, `extension Comparable`, `extension StringProtocol`. Their extension
// members become members of the library types that conform (Int, Double, String, Array, …), as
// protocol extensions do in Swift. A `where` clause is not checked: the members apply to every
// conforming type. Inside the extension, the protocol's own members (`isEmpty`, `reduce`,
// `dropFirst`) are `self`'s.

/// The library protocols by name: what the script may use unqualified inside an extension of one
/// (beyond these, a name is the file's or the library's global).
let libraryProtocolRequirements: [String: Set<String>] = {
    let sequence: Set<String> = ["map", "filter", "reduce", "forEach", "contains", "first", "min", "max", "sorted",
                                 "reversed", "dropFirst", "dropLast", "prefix", "suffix", "compactMap", "flatMap",
                                 "joined", "enumerated", "allSatisfy", "split", "elementsEqual", "starts",
                                 "underestimatedCount", "makeIterator", "shuffled", "lazy"]
    let collection = sequence.union(["isEmpty", "count", "startIndex", "endIndex", "indices", "index", "firstIndex",
                                     "lastIndex", "last", "randomElement", "distance"])
    let string = collection.union(["uppercased", "lowercased", "hasPrefix", "hasSuffix", "utf8", "unicodeScalars"])
    let numeric: Set<String> = ["magnitude"]
    let strideable: Set<String> = ["advanced", "distance"]
    let integer = numeric.union(strideable).union(["isMultiple", "signum", "quotientAndRemainder", "trailingZeroBitCount", "bitWidth", "words",
        "leadingZeroBitCount", "nonzeroBitCount", "byteSwapped", "addingReportingOverflow", "subtractingReportingOverflow",
        "multipliedReportingOverflow", "dividedReportingOverflow", "remainderReportingOverflow", "multipliedFullWidth",
        "dividingFullWidth"])
    let floating = numeric.union(strideable).union(["squareRoot", "rounded", "isNaN", "isInfinite", "isFinite", "sign", "ulp",
        "isZero", "isNormal", "isSubnormal", "isSignalingNaN", "isCanonical", "exponent", "significand", "nextUp", "nextDown",
        "binade", "round", "negate", "formSquareRoot", "formRemainder", "formTruncatingRemainder", "addProduct", "remainder",
        "truncatingRemainder", "isLess", "isLessThanOrEqualTo", "isTotallyOrdered", "isEqual", "bitPattern", "significandWidth"])
    return [
        "Sequence": sequence, "Collection": collection, "BidirectionalCollection": collection,
        "RandomAccessCollection": collection, "MutableCollection": collection, "RangeReplaceableCollection": collection,
        "StringProtocol": string, "Numeric": numeric, "AdditiveArithmetic": [], "SignedNumeric": numeric,
        "BinaryInteger": integer, "SignedInteger": integer, "FixedWidthInteger": integer,
        "FloatingPoint": floating, "BinaryFloatingPoint": floating, "Strideable": strideable,
        // `extension Named where Self: CustomStringConvertible { … description … }`
        "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
        "LosslessStringConvertible": ["description"], "Identifiable": ["id"],
    ]
}()

/// The library protocols each library protocol refines: inside `extension Collection`, a member of
/// the script's `extension Sequence` is `self`'s too.
let libraryProtocolRefinements: [String: Set<String>] = [
    "Collection": ["Sequence"], "BidirectionalCollection": ["Collection", "Sequence"],
    "RandomAccessCollection": ["BidirectionalCollection", "Collection", "Sequence"],
    "MutableCollection": ["Collection", "Sequence"], "RangeReplaceableCollection": ["Collection", "Sequence"],
    "StringProtocol": ["BidirectionalCollection", "Collection", "Sequence", "Comparable", "Hashable", "Equatable"],
    "Numeric": ["AdditiveArithmetic", "Equatable"], "SignedNumeric": ["Numeric", "AdditiveArithmetic", "Equatable"],
    "BinaryInteger": ["Numeric", "AdditiveArithmetic", "Strideable", "Comparable", "Hashable", "Equatable", "CustomStringConvertible"],
    "SignedInteger": ["BinaryInteger", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Strideable", "Comparable", "Hashable", "Equatable"],
    "FixedWidthInteger": ["BinaryInteger", "Numeric", "AdditiveArithmetic", "Strideable", "Comparable", "Hashable", "Equatable"],
    "FloatingPoint": ["SignedNumeric", "Numeric", "AdditiveArithmetic", "Strideable", "Comparable", "Hashable", "Equatable"],
    "BinaryFloatingPoint": ["FloatingPoint", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Strideable", "Comparable", "Hashable", "Equatable"],
    "Strideable": ["Comparable", "Equatable"],
]

extension BuiltinTypes {
    /// The library types that conform to the library protocol `name`.
    func conforming(to name: String) -> [TypeInfo] {
        let collections = [array, string, set, dictionary, range]
        let numbers = [int, double, float] + fixed
        switch name {
        case "Sequence", "Collection": return collections
        case "BidirectionalCollection": return [array, string, range]
        case "RandomAccessCollection", "MutableCollection": return [array, range]
        case "RangeReplaceableCollection": return [array, string]
        case "StringProtocol": return [string]
        case "Equatable": return [int, double, float, bool, string, character, array, set, dictionary, range] + fixed
        case "Hashable": return [int, double, float, bool, string, character, set, range] + fixed
        case "Comparable": return [int, double, float, string, character] + fixed
        case "Numeric", "AdditiveArithmetic", "Strideable": return numbers
        case "SignedNumeric": return [int, double, float] + fixed.filter { $0.name.hasPrefix("Int") }
        case "BinaryInteger", "FixedWidthInteger": return [int] + fixed
        case "SignedInteger": return [int] + fixed.filter { $0.name.hasPrefix("Int") }
        case "FloatingPoint", "BinaryFloatingPoint": return [double, float]
        case "CustomStringConvertible": return [int, double, float, bool, string, character, array, set, dictionary] + fixed
        default: return []
        }
    }
}

extension Compiler {
    /// Gives the library types the members the script's extensions of library protocols declare
    /// (their own members first: an extension does not replace them).
    func extendLibraryTypes() {
        let builtins = runtime.builtinTypes
        for (name, type) in resolver.types where type.kind == .protocolType && type.module == nil && !type.protocolDefaults.isEmpty {
            for conforming in builtins.conforming(to: name) {
                for (member, implementations) in type.protocolDefaults where member != "init" {
                    let isStatic = implementations.contains { $0.isStatic }
                    if isStatic {
                        if conforming.staticMembers[member] == nil { conforming.staticMembers[member] = implementations }
                    } else if let existing = conforming.members[member] {
                        // `count(of:)` beside the type's own `count`: methods of other labels join.
                        let taken = Set(existing.compactMap { $0.function.map { $0.parameters.map { $0.label ?? "_" } } })
                        let added = implementations.filter { implementation in
                            guard let code = implementation.function, !code.parameters.isEmpty else { return false }
                            // `sorted(by: \.name)` beside the standard `sorted(by:)`: the argument's kind chooses (OperatorOverloads.swift).
                            if code.parameterTypeNames?.contains(where: { $0?.hasSuffix("KeyPath") == true }) == true { return true }
                            return !taken.contains(code.parameters.map { $0.label ?? "_" })
                        }
                        conforming.members[member] = existing + added
                    } else {
                        conforming.members[member] = implementations
                    }
                }
            }
        }
    }
}
