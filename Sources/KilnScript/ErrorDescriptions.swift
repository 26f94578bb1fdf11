// `error.localizedDescription` of a script's own error type, as Foundation gives it: a
// LocalizedError's `errorDescription` when it has one, else its `failureReason` after "The
// operation could not be completed.", otherwise "The operation could not be completed.
// (MODULE.TYPE error CODE.)" — corelibs' words; CODE is Swift's default error code, an enum
// case's number in the enum's layout (cases with payloads first), 1 for other types (a
// CustomNSError's own domain and code instead). `error as NSError` bridges such a value to an
// NSError with that domain, code and userInfo (`bridgedErrorParts`). The coders' errors say what
// Foundation says of them.

extension Runtime {
    /// The description of `value`, an instance of a script type that conforms to Error; nil for
    /// any other value.
    func localizedErrorDescription(of value: Value, at site: Location) throws -> String? {
        let type = typeInfo(of: value)
        guard type.module == moduleName, ["Error", "LocalizedError", "CustomNSError"].contains(where: type.allConformances.contains)
        else { return nil }
        if type.isLibrary, let text = Runtime.coderErrorDescription(of: value, type: type) { return text }
        // As corelibs' NSError of the bridged error: the description, else the failure reason
        // after the sentence, else the domain and code.
        let parts = try bridgedErrorParts(of: value, at: site)
        if let entry = parts.userInfo.first(where: { $0.0 == "NSLocalizedDescription" }), case .string(let text) = entry.1 { return text }
        if let entry = parts.userInfo.first(where: { $0.0 == "NSLocalizedFailureReason" }), case .string(let text) = entry.1 {
            return "The operation could not be completed. " + text
        }
        return "The operation could not be completed. (\(parts.domain) error \(parts.code).)"
    }

    /// A LocalizedError's `errorDescription`, `failureReason`, …, when the type has it and it is
    /// not nil.
    func errorText(_ value: Value, _ name: String, at site: Location) throws -> String? {
        let type = typeInfo(of: value)
        guard type.lookup(name) != nil || type.fieldIndex(name) != nil || type.protocolDefaults[name] != nil else { return nil }
        switch try getMember(value, name, cache: MemberCache(), at: site) {
        case .some(.string(let text)), .string(let text): return text
        default: return nil
        }
    }

    /// What `error as NSError` bridges a script's error value to, as Swift's runtime does: the
    /// domain (a `CustomNSError`'s `errorDomain`, else the type's qualified name), the code (its
    /// `errorCode`, else Swift's default code) and the userInfo (its `errorUserInfo`, with a
    /// LocalizedError's description, failure reason, recovery suggestion and help anchor).
    func bridgedErrorParts(of value: Value, at site: Location) throws -> (domain: String, code: Int, userInfo: [(String, Value)]) {
        let type = typeInfo(of: value)
        var domain = type.qualifiedName
        if type.lookupStatic("errorDomain") != nil, case .string(let text) = try getMember(.metatype(type), "errorDomain", cache: MemberCache(), at: site) {
            domain = text
        }
        var code = Runtime.defaultErrorCode(of: value)
        if type.lookup("errorCode") != nil || type.fieldIndex("errorCode") != nil || type.protocolDefaults["errorCode"] != nil,
           case .int(let n) = try getMember(value, "errorCode", cache: MemberCache(), at: site) {
            code = n
        }
        var info: [(String, Value)] = []
        if type.lookup("errorUserInfo") != nil || type.fieldIndex("errorUserInfo") != nil || type.protocolDefaults["errorUserInfo"] != nil,
           case .dictionary(let entries) = try getMember(value, "errorUserInfo", cache: MemberCache(), at: site) {
            for (key, entry) in zip(entries.keys, entries.values) { if case .string(let name) = key { info.append((name, entry)) } }
        }
        for (member, key) in [("errorDescription", "NSLocalizedDescription"), ("failureReason", "NSLocalizedFailureReason"),
                              ("recoverySuggestion", "NSLocalizedRecoverySuggestion"), ("helpAnchor", "NSHelpAnchor")] {
            if let text = try errorText(value, member, at: site) { info.append((key, .string(text))) }
        }
        return (domain, code, info)
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
