// A script's own error types answer `localizedDescription` as Foundation's bridging does: a
// `LocalizedError`'s `errorDescription` when it gives one, else "The operation couldn’t be
// completed. (Module.Type error N.)" — N the case's position for an enum, 1 for other types
// (Apple's words; corelibs says "could not").
extension Compiler {
    func giveErrorDescriptions(_ types: [TypeInfo]) {
        let runtime = self.runtime
        for type in types where type.module == runtime.moduleName && !type.isLibrary && type.kind != .protocolType {
            let adopted = type.allConformances
            guard adopted.contains("Error") || adopted.contains("LocalizedError"), type.lookup("localizedDescription") == nil else { continue }
            library.property(type, "localizedDescription") { value in
                let site = runtime.currentLocation
                if type.lookup("errorDescription") != nil || type.protocolDefaults["errorDescription"] != nil,
                   case .some(.string(let text)) = try runtime.getMember(value, "errorDescription", cache: MemberCache(), at: site) {
                    return .string(text)
                }
                var code = 1
                if case .enumCase(_, let index, _) = value { code = index }
                return .string("The operation couldn’t be completed. (\(runtime.moduleName).\(type.name) error \(code).)")
            }
        }
    }
}
