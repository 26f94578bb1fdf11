// `error.localizedDescription` of a script's own error type, as Foundation gives it: a
// LocalizedError's `errorDescription` when it has one, otherwise "The operation could not be
// completed. (MODULE.TYPE error CODE.)" — corelibs' words; CODE is Swift's default error code,
// an enum case's number in the enum's layout (cases with payloads first), 1 for other types. The
// coders' errors say what Foundation says of them.

extension Runtime {
    /// The description of `value`, an instance of a script type that conforms to Error; nil for
    /// any other value.
    func localizedErrorDescription(of value: Value, at site: Location) throws -> String? {
        let type = typeInfo(of: value)
        guard type.module == moduleName, type.allConformances.contains("Error") || type.allConformances.contains("LocalizedError")
        else { return nil }
        if type.isLibrary, let text = Runtime.coderErrorDescription(of: value, type: type) { return text }
        if type.lookup("errorDescription") != nil || type.fieldIndex("errorDescription") != nil {
            let cache = MemberCache()
            if case .some(.string(let text)) = try getMember(value, "errorDescription", cache: cache, at: site) { return text }
        }
        return "The operation could not be completed. (\(moduleName).\(type.name) error \(Runtime.defaultErrorCode(of: value)).)"
    }

    /// The coders' errors (the library's `DecodingError`, `EncodingError`) in Foundation's words:
    /// a missing key or value is missing data, anything else data in the wrong format.
    static func coderErrorDescription(of value: Value, type: TypeInfo) -> String? {
        guard type.name == "DecodingError" || type.name == "EncodingError", case .enumCase(_, let index, _) = value else { return nil }
        let missing = type.name == "DecodingError" && ["keyNotFound", "valueNotFound"].contains(type.cases[index].name)
        return "The operation could not be completed. " + (missing ? "The data is missing." : "The data isn\u{2019}t in the correct format.")
    }

    /// Swift's `_code` of an error that does not give its own: an enum case's tag, which numbers
    /// the cases with associated values first, in their order, then the others; 1 otherwise.
    static func defaultErrorCode(of value: Value) -> Int {
        guard case .enumCase(let type, let index, _) = value else { return 1 }
        let withPayload = type.cases.indices.filter { !type.cases[$0].labels.isEmpty }
        let plain = type.cases.indices.filter { type.cases[$0].labels.isEmpty }
        return (withPayload + plain).firstIndex(of: index) ?? index
    }
}
