// Whether a change through a constant passes a class instance on its way: `handle.box.items += […]`
// where `let handle` holds a struct whose `box` is a class instance changes the instance, not the
// constant, and Swift allows it; so does a computed property with a `nonmutating set`.
import SwiftSyntax

extension Compiler {
    /// What the static types say of the values a change to `expr` passes through, from the
    /// constant `root` outward (the changed value itself excluded).
    enum PathThroughConstant {
        /// Every value on the way is a value type: the constant itself would change.
        case valuesOnly
        /// A class instance (or a `nonmutating set`) is on the way: the constant stays as it is.
        case throughReference
        /// Some type on the way is not known before running.
        case unknown
    }

    /// The steps from `root` out to `expr` (members, subscripts, unwraps), the root's first; nil
    /// when some step is of another kind.
    private func steps(_ expr: ExprSyntax, from root: DeclReferenceExprSyntax) -> [ExprSyntax]? {
        var components: [ExprSyntax] = []
        var current = expr
        while current.id != root.id {
            components.append(current)
            guard let inner = placeBase(of: current) else { return nil }
            current = inner
        }
        return components.reversed()
    }

    /// The value a step of a place is taken from: a member's base, a subscript's collection, an
    /// unwrapped optional, a parenthesized expression's inside; nil for anything else.
    func placeBase(of expr: ExprSyntax) -> ExprSyntax? {
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.base }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression }
        if let force = expr.as(ForceUnwrapExprSyntax.self) { return force.expression }
        if let chain = expr.as(OptionalChainingExprSyntax.self) { return chain.expression }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return only.expression }
        return nil
    }

    /// The steps' member names (nil for a subscript or an unwrap), for the check made when running.
    func memberSteps(_ expr: ExprSyntax, from root: DeclReferenceExprSyntax) -> [String?] {
        (steps(expr, from: root) ?? []).map { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
    }

    func pathThroughConstant(_ expr: ExprSyntax, root: DeclReferenceExprSyntax) -> PathThroughConstant {
        // The components from the root outward; the last one is the value being changed.
        guard let components = steps(expr, from: root) else { return .unknown }
        guard let rootType = resolver.staticType(of: root.baseName.text) else { return .unknown }
        var type = DeclaredType.named(rootType.localPath)
        for (position, component) in components.enumerated() {
            let isLast = position == components.count - 1
            var declaring: TypeInfo?
            if let name = type.typeName {
                if let info = typeInfo(named: name) {
                    switch info.kind {
                    case .classType: return .throughReference
                    case .structure, .enumeration: declaring = info
                    case .builtin where Compiler.builtinValueTypes.contains(name): break
                    default: return .unknown
                    }
                } else if !Compiler.builtinValueTypes.contains(name) {
                    return .unknown
                }
            }
            if let member = component.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                if let declaring, hasNonmutatingSetter(name, declaring) { return .throughReference }
                if isLast { break }
                guard let declaring, let index = declaring.fieldIndex(name), index < declaring.fieldTypes.count,
                      let field = declaring.fieldTypes[index] else { return .unknown }
                type = field
            } else if component.is(SubscriptCallExprSyntax.self) {
                if isLast { break }
                switch type {
                case .array(let element): type = element
                case .dictionary(_, let value): type = .optional(value)
                default: return .unknown
                }
            } else {
                guard case .optional(let wrapped) = type else { return .unknown }
                type = wrapped
            }
        }
        return .valuesOnly
    }

    private func typeInfo(named name: String) -> TypeInfo? {
        resolver.qualifiedTypes[name] ?? resolver.types[name]
    }

    /// The standard library's value types a declared field may name (only values inside).
    private static let builtinValueTypes: Set<String> = [
        "Int", "Double", "String", "Bool", "Character", "Float", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Substring",
    ]
}

/// A computed property whose setter is `nonmutating`: setting it, or changing its value in place,
/// is allowed on a constant.
func hasNonmutatingSetter(_ name: String, _ type: TypeInfo) -> Bool {
    guard type.kind != .classType, let members = type.lookup(name) else { return false }
    return members.contains {
        if case .computed(_, _, let set?) = $0 { return !set.isMutating }
        return false
    }
}
