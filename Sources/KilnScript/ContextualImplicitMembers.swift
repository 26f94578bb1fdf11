// `.light` where the type the context expects is a generic parameter or a protocol extension's
// `Self`: `func both<T: Themed>(_: T.Type) -> [T] { [.light, .dark] }`, `self = .zero` in
// `extension Resettable`. Several of the script's types have the member, and which one is meant
// is known only when the code runs: the type of `self`, or of an argument (a value or a metatype),
// that has it — the conformer the generic code was called for. The script's own types only: the
// standard types' `.zero` keeps its reading (`CompilerMembers.implicitMemberType`).
import SwiftSyntax

extension Compiler {
    /// The receiver of `.name` chosen when it runs, or nil where the name tells its type (the
    /// context's, or the only type having it) before the script runs.
    func contextualImplicitReceiver(_ name: String, hint: TypeInfo?, at node: some SyntaxProtocol) -> Place? {
        if let hint, hint.caseIndex(name) != nil || hint.lookupStatic(name) != nil { return nil }
        guard resolver.resolveSelf()?.type.kind == .protocolType || insideGenericDeclaration(node) else { return nil }
        let module = runtime.moduleName
        let candidates = resolver.allTypes.filter { $0.module == module && !$0.isLibrary && $0.kind != .protocolType && hasImplicitMember(name, $0) }
        // `xs.reduce(.zero, +)` in `func sum<V: VectorSpace>` where the script's V3 and the
        // standard Double both conform: the numbers' `.zero` is meant when V is Double.
        let scriptProtocols = Set(resolver.allTypes.filter { $0.module == module && $0.kind == .protocolType }.map(\.name))
        let adopted = Set(candidates.flatMap(\.allConformances)).intersection(scriptProtocols)
        let numbers = [runtime.builtinTypes.int, runtime.builtinTypes.double].filter {
            hasImplicitMember(name, $0) && !$0.allConformances.filter(adopted.contains).isEmpty
        }
        guard candidates.count > 1 || (candidates.count == 1 && !numbers.isEmpty && insideGenericDeclaration(node)) else { return nil }
        if let expected = implicitMemberTypes[source.location(of: node)],
           candidates.contains(where: { expected == $0.name || expected.hasSuffix("." + $0.name) }) { return nil }
        let runtime = self.runtime
        let site = location(node)
        let described = candidates.map(\.name).sorted().joined(separator: ", ")
        let hasMember = hasImplicitMember
        return valueReceiver { frame in
            // The innermost frames first: `self` and the arguments of the generic call.
            var current: Frame? = frame
            // A number type is taken only where no script type is found, an array's element's first.
            var numberInArray: TypeInfo?, number: TypeInfo?
            while let scanned = current, scanned !== runtime.globals {
                for index in 0..<scanned.header.count {
                    var value = scanned.slots[index]
                    // An array argument (`[T]`) tells T by its first element.
                    var inArray = false
                    if case .array(let elements) = value, let first = elements.first { value = first; inArray = true }
                    let type: TypeInfo
                    if case .metatype(let t) = value { type = t } else if case .void = value { continue } else { type = runtime.typeInfo(of: value) }
                    if type.module == module, !type.isLibrary, type.kind != .protocolType, hasMember(name, type) { return .metatype(type) }
                    if numbers.contains(where: { $0 === type }) {
                        if inArray { numberInArray = numberInArray ?? type } else { number = number ?? type }
                    }
                }
                current = scanned.parent
            }
            if let found = numberInArray ?? number { return .metatype(found) }
            // Nothing tells (`sum([Double]())`): the script's type or the number's, known only to swiftc.
            if candidates.count == 1 {
                throw runtime.fault("'.\(name)' of a generic type no value here tells is not supported in Kiln yet", at: site)
            }
            throw runtime.fault("'.\(name)' is ambiguous here (\(described)); write the type's name", at: site)
        }
    }

    private func hasImplicitMember(_ name: String, _ type: TypeInfo) -> Bool {
        type.caseIndex(name) != nil || type.lookupStatic(name) != nil
    }
}
