// Members used on arrays, dictionaries, sets and strings that nothing declares (`names.length`,
// `scores.push(3)`, `counts.append(…)` on a dictionary): refused before the script runs, in
// swiftc's words. The checker notes the uses it cannot answer for (its tables do not hold every
// member); the run time's own tables, the library's and the script's declarations made, answer.
import SwiftSyntax

/// A member of a standard value the type checker did not find (`TypeChecker.builtinMemberUses`).
struct BuiltinMemberUse {
    enum Kind { case array, dictionary, set, string }
    let kind: Kind
    /// The value's type as swiftc quotes it (`'[Int]'`, `'[String : Int]'`).
    let spelled: String
    let name: String
    let node: Syntax
}

extension Compiler {
    /// After the declarations are made: each use whose member the value's run-time type has
    /// neither itself nor from a protocol's extension is "value of type … has no member …".
    func judgeBuiltinMembers() {
        for use in builtinMemberUses {
            let type: TypeInfo
            switch use.kind {
            case .array: type = runtime.builtinTypes.array
            case .dictionary: type = runtime.builtinTypes.dictionary
            case .set: type = runtime.builtinTypes.set
            case .string: type = runtime.builtinTypes.string
            }
            if type.lookup(use.name) != nil || type.protocolDefaults[use.name] != nil { continue }
            reportMissingMember(use.name, of: type, described: "value of type \(use.spelled)",
                                candidates: type.allMemberNames + Array(type.protocolDefaults.keys), at: use.node)
        }
    }
}
