// A script type nested in an extension of a standard library type (`extension Int { enum Kind }`)
// prints as Swift prints it: `(extension in main):Swift.Int.Kind.positive`.

extension Resolver {
    /// The standard library types whose extensions Swift names that way.
    private static let standardLibraryTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "String", "Character", "Substring", "Array", "Dictionary", "Set", "Optional", "Range", "ClosedRange", "Result",
    ]

    /// "Swift" when `enclosing` (`Int`, `Int.Kind`) starts at a standard library type the script does not declare itself.
    func standardLibraryModule(extending enclosing: String) -> String? {
        let outer = String(enclosing.prefix { $0 != "." })
        guard Resolver.standardLibraryTypes.contains(outer) else { return nil }
        if let own = types[outer], own.module != nil { return nil }  // a script's own `struct Result`
        return "Swift"
    }
}
