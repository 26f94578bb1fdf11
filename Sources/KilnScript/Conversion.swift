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
    /// A declared `[AnyHashable: V]`: each key is wrapped in an AnyHashable (AnyHashables.swift).
    var keyToAnyHashable = false
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
    /// A stored property declared as the type's generic parameter (`var value: T`, `T?`) or an
    /// array of it (`[T]`): an integer literal stored there when T is Double is a Double
    /// (`let box = Box(1.5); box.value = 2` stores 2.0). Applied where the instance is at hand
    /// (`Runtime.matchingGenericNumber`), not by `converted`.
    var matchesGenericNumbers = false
    var isIdentity: Bool {
        optionalDepth == 0 && !toDouble && !unwrapsImplicitly && !keyUnwrapsImplicitly && !keyToAnyHashable && elementOptionalDepth == 0 && !elementToDouble && !toSelfNumber && !stringToArray
            && toNumber == nil && elementToNumber == nil && !toSet && !elementToSet && tupleElements.isEmpty && nestedElement.isEmpty
            && tupleLabels.isEmpty && !matchesGenericNumbers
    }

    /// Without the element conversions: what an assignment or in-place change applies (a pass
    /// over the elements on every `append` would make appending quadratic).
    var shallow: Conversion {
        Conversion(optionalDepth: optionalDepth, toDouble: toDouble, toNumber: toNumber, unwrapsImplicitly: unwrapsImplicitly,
                   keyUnwrapsImplicitly: keyUnwrapsImplicitly, keyToAnyHashable: keyToAnyHashable, toSet: toSet, tupleElements: tupleElements, tupleLabels: tupleLabels,
                   matchesGenericNumbers: matchesGenericNumbers)
    }
}

