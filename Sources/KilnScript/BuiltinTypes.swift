// The types of the values Kiln builds in (Int, String, Array, …), made once per run.

/// The `TypeInfo`s of the built-in kinds of value.
struct BuiltinTypes {
    var int = TypeInfo(name: "Int", kind: .builtin, module: nil)
    var double = TypeInfo(name: "Double", kind: .builtin, module: nil)
    /// One per `IntKind`, in its order.
    var fixed = IntKind.allCases.map { TypeInfo(name: $0.name, kind: .builtin, module: nil) }
    var float = TypeInfo(name: "Float", kind: .builtin, module: nil)
    var bool = TypeInfo(name: "Bool", kind: .builtin, module: nil)
    var string = TypeInfo(name: "String", kind: .builtin, module: nil)
    /// Its members are the String's, run on its text with indices moved (Substrings.swift).
    var substring = TypeInfo(name: "Substring", kind: .builtin, module: nil)
    /// The members a Substring has of its own, merged with the String's on first use.
    var substringOwn = TypeInfo(name: "Substring", kind: .builtin, module: nil)
    var character = TypeInfo(name: "Character", kind: .builtin, module: nil)
    var optional = TypeInfo(name: "Optional", kind: .builtin, module: nil)
    var array = TypeInfo(name: "Array", kind: .builtin, module: nil)
    /// Its members are the Array's, run on the slice's elements (ArraySlices.swift).
    var arraySlice = TypeInfo(name: "ArraySlice", kind: .builtin, module: nil)
    var dictionary = TypeInfo(name: "Dictionary", kind: .builtin, module: nil)
    var set = TypeInfo(name: "Set", kind: .builtin, module: nil)
    var tuple = TypeInfo(name: "Tuple", kind: .builtin, module: nil)
    var range = TypeInfo(name: "Range", kind: .builtin, module: nil)
    /// String.Index and the ranges of them (StringIndices.swift).
    var stringIndex = TypeInfo(name: "Index", kind: .builtin, module: nil)
    var indexRange = TypeInfo(name: "Range<Index>", kind: .builtin, module: nil)
    /// String's utf8, utf16 and unicodeScalars views, in `StringViewKind`'s order (LibraryStringViews.swift).
    var stringViews: [TypeInfo] = StringViewKind.allCases.map { kind in
        let view = TypeInfo(name: kind.typeName, kind: .structure, module: "Swift")
        view.enclosingName = "String"
        return view
    }
    var function = TypeInfo(name: "Function", kind: .builtin, module: nil)
    var void = TypeInfo(name: "Void", kind: .builtin, module: nil)
    /// Foundation's Decimal, as far as `pow(2, 10)` reaches it (DecimalNumbers.swift).
    var decimal = TypeInfo(name: "Decimal", kind: .structure, module: "Foundation")
    /// `Hasher` (LibraryHasherIterators.swift), made here so the runtime can hand one to a script's
    /// `hash(into:)` (ScriptHashing.swift).
    var hasher = TypeInfo(name: "Hasher", kind: .structure, module: "Swift")
    /// Ranges of non-Int bounds (`0.0...1.0`, `"a"..."z"`: BoundsRanges.swift).
    var closedBounds = TypeInfo(name: "ClosedRange", kind: .structure, module: "Swift")
    var halfOpenBounds = TypeInfo(name: "Range", kind: .structure, module: "Swift")

    /// Every one of them: their definitions (closures holding the run) are let go at the run's end
    /// (`Runtime.tearDown`). A type added above belongs here too, or each run that defines a
    /// member on it keeps its whole runtime alive.
    var all: [TypeInfo] {
        [int, double, float, bool, string, substring, substringOwn, character, optional, array, arraySlice, dictionary, set, tuple, range, stringIndex,
         indexRange, function, void, decimal, hasher, closedBounds, halfOpenBounds] + fixed + stringViews
    }
}
