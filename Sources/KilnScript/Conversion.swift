// The conversions a declared type makes of what is stored under it (`Value.converted`).

/// What a declared type does to a value stored under it (see `Value.converted`).
struct Conversion: Equatable {
    var optionalDepth = 0
    var toDouble = false
    /// `Float`, `UInt8`, …: an `Int` or `Double` literal given for one takes its type.
    var toNumber: NumberType?
    /// A non-optional declared type given an implicitly unwrapped optional: unwrap it.
    var unwrapsImplicitly = false
    /// A declared dictionary whose key type can not hold an Optional, in a script with implicitly
    /// unwrapped declarations: a key given as one is unwrapped (`[track.title: 1]`).
    var keyUnwrapsImplicitly = false
    /// For `[T?]`, `[Double]`, `[K: T?]`: what happens to each element (array) or value (dictionary).
    var elementOptionalDepth = 0
    var elementToDouble = false
    var elementToNumber: NumberType?
    /// A declared `Set` given an array (an array literal): it becomes a Set. And the same for
    /// each element or value (`[String: Set<Int>]`).
    var toSet = false
    var elementToSet = false
    /// A declared tuple type (`(Double, Int?)`): each element's conversion (empty when none converts).
    var tupleElements: [Conversion] = []
    /// A declared labelled tuple type (`(name: String, age: Int)`): its labels, which a tuple
    /// built without them takes (the static type gives a tuple its labels). Empty when unlabelled.
    var tupleLabels: [String?] = []
    /// The whole conversion of each element (or value), when it is more than the fields above
    /// say (`[[Double]]`, `[(Int, Double)]`): empty, or one.
    var nestedElement: [Conversion] = []
    /// A method's parameter declared `Self` (in an extension of a library protocol: `Comparable`,
    /// `Numeric`): a number literal given for it takes the receiver's type (`2.5.clamped(0, 1)`).
    var toSelfNumber = false
    /// A method of an extension of a library protocol (`extension Sequence`) declared to return
    /// `[Element]`, run on a String: what it returns (`filter`'s String) is its Characters' array.
    var stringToArray = false
    /// A stored property declared as the type's generic parameter (`var value: T`, `T?`), or an
    /// array of it (`[T]`), by the parameter's name: an integer literal stored there when T is
    /// Double is a Double (`let box = Box(1.5); box.value = 2` stores 2.0). Applied where the
    /// instance is at hand (`Value.matchingGenericNumber`), not by `converted`.
    var genericParameter: String?
    var elementGenericParameter: String?
    var isIdentity: Bool {
        optionalDepth == 0 && !toDouble && !unwrapsImplicitly && !keyUnwrapsImplicitly && elementOptionalDepth == 0 && !elementToDouble && !toSelfNumber && !stringToArray
            && toNumber == nil && elementToNumber == nil && !toSet && !elementToSet && tupleElements.isEmpty && nestedElement.isEmpty
            && tupleLabels.isEmpty && genericParameter == nil && elementGenericParameter == nil
    }
    var matchesGenericNumbers: Bool { genericParameter != nil || elementGenericParameter != nil }

    /// Without the element conversions: what an assignment or in-place change applies (a pass
    /// over the elements on every `append` would make appending quadratic).
    var shallow: Conversion {
        Conversion(optionalDepth: optionalDepth, toDouble: toDouble, toNumber: toNumber, unwrapsImplicitly: unwrapsImplicitly,
                   keyUnwrapsImplicitly: keyUnwrapsImplicitly, toSet: toSet, tupleElements: tupleElements, tupleLabels: tupleLabels,
                   genericParameter: genericParameter, elementGenericParameter: elementGenericParameter)
    }
}

extension Value {
    /// What a property declared `T`, `T?` or `[T]` holds after a change (`Conversion.genericParameter`):
    /// when T is Double, an Int given is a Double, and in an array the Ints just added at its end
    /// are. T is Double when the arguments the instance keeps say so (`Meter<Double>(…)`); with
    /// none kept, when the property held a Double before, or another property of type T holds one.
    func matchingGenericNumber(_ old: Value, _ conversion: Conversion, of type: TypeInfo, field: (Int) -> Value, kept: [Value]?) -> Value {
        guard let parameter = conversion.genericParameter ?? conversion.elementGenericParameter else { return self }
        // Nothing to change unless an Int was given.
        switch self {
        case .int, .some(.int): break
        case .array(let elements): guard case .int? = elements.last else { return self }
        default: return self
        }
        func holdsDouble(_ value: Value, element: Bool) -> Bool {
            switch value {
            case .double, .some(.double): return !element
            case .array(let elements): if element, case .double? = elements.first { return true }; return false
            default: return false
            }
        }
        let isDouble: Bool
        if let kept, let index = type.genericParameters.firstIndex(of: parameter), index < kept.count {
            guard case .metatype(let argument) = kept[index] else { return self }
            isDouble = argument.name == "Double" && argument.kind == .builtin
        } else if holdsDouble(old, element: conversion.genericParameter == nil) {
            isDouble = true
        } else {
            isDouble = type.fieldConversion.indices.contains { index in
                let other = type.fieldConversion[index]
                return (other.genericParameter == parameter && holdsDouble(field(index), element: false))
                    || (other.elementGenericParameter == parameter && holdsDouble(field(index), element: true))
            }
        }
        guard isDouble else { return self }
        switch self {
        case .int(let x): return .double(Double(x))
        case .some(.int(let x)): return .some(.double(Double(x)))
        case .array(var elements):
            var index = elements.count - 1
            while index >= 0, case .int(let x) = elements[index] { elements[index] = .double(Double(x)); index -= 1 }
            return .array(elements)
        default: return self
        }
    }
}
