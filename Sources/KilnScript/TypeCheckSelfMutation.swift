// `self` is immutable in a struct's or enum's methods that are not `mutating` (and in its
// getters): a property set, changed by a mutating operator or a mutating method, or a mutating
// method of the type called, is refused in swiftc's words ("cannot assign to property: 'self'
// is immutable") at swiftc's positions. A class's methods may change `self`'s properties.
import SwiftSyntax

extension TypeChecker {
    /// Mutating members of the standard library's value types.
    static let mutatingLibraryMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "reverse", "shuffle",
        "swapAt", "removeValue", "updateValue", "formUnion", "formIntersection", "subtract", "merge", "removeSubrange",
        "replaceSubrange", "toggle", "negate", "partition",
    ]

    func checkSelfMutation(_ index: DeclarationIndex) {
        for path in index.order {
            guard let type = index.types[path], type.kind == .structure || type.kind == .enumeration, !isLibrary(type.decl) else { continue }
            let known = table.types[path]
            var properties: [String: (isLet: Bool, valueType: Bool, type: StaticType)] = [:]
            var mutatingMethods: Set<String> = [], otherMethods: Set<String> = []
            for member in type.members {
                if let variable = member.as(VariableDeclSyntax.self), !member.isStaticMember {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        let readOnly: Bool
                        switch binding.accessorBlock?.accessors {
                        case .getter?: readOnly = true
                        case .accessors(let list)?: readOnly = list.contains { $0.accessorSpecifier.text == "get" } && !list.contains { $0.accessorSpecifier.text == "set" }
                        case nil: readOnly = false
                        }
                        // A `nonmutating set` changes something else than `self`.
                        let nonmutating = binding.accessorBlock?.tokens(viewMode: .sourceAccurate).contains { $0.text == "nonmutating" } ?? false
                        if readOnly || nonmutating { continue }
                        var propertyType = known?.properties[name] ?? .unknown
                        if !propertyType.isKnown, binding.typeAnnotation == nil, let value = binding.initializer?.value {
                            // `var isOn = false`: a literal's type.
                            if value.is(BooleanLiteralExprSyntax.self) { propertyType = .bool }
                            else if value.is(StringLiteralExprSyntax.self) { propertyType = .string }
                            else if value.is(IntegerLiteralExprSyntax.self) { propertyType = .int }
                        }
                        properties[name] = (variable.bindingSpecifier.text == "let", isValueType(propertyType), propertyType)
                    }
                } else if let function = member.as(FunctionDeclSyntax.self), !member.isStaticMember {
                    if function.modifiers.contains(where: { $0.name.text == "mutating" }) { mutatingMethods.insert(function.name.text) }
                    else { otherMethods.insert(function.name.text) }
                }
            }
            let onlyMutating = mutatingMethods.subtracting(otherMethods)
            for member in type.members {
                if let function = member.as(FunctionDeclSyntax.self), let body = function.body, !member.isStaticMember,
                   !function.modifiers.contains(where: { ["mutating", "consuming"].contains($0.name.text) }) {
                    var hidden = Set((function.signature.parameterClause.parameters).map { ($0.secondName ?? $0.firstName).text })
                    hidden.formUnion(Syntax(body).declaredNames)
                    if let found = immutableSelfChange(in: Syntax(body), owner: path, properties: properties.filter { !hidden.contains($0.key) },
                                                       mutating: onlyMutating.subtracting(hidden)) {
                        error(found.message, at: found.node, notes: ["note: mark method 'mutating' to make 'self' mutable"])
                        break
                    }
                }
            }
        }
    }

    private func isValueType(_ type: StaticType) -> Bool {
        switch type.desugared {
        case .int, .double, .float, .bool, .string, .character, .array, .dictionary, .set, .tuple: return true
        case .nominal(let name, _): return table.types[name].map { $0.kind == .structure || $0.kind == .enumeration } ?? false
        default: return false
        }
    }

    /// The first change of `self` in a non-mutating body (closures' and nested functions'
    /// bodies are not followed).
    private func immutableSelfChange(in node: Syntax, owner: String, properties: [String: (isLet: Bool, valueType: Bool, type: StaticType)],
                                     mutating: Set<String>) -> FlowError? {
        if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(MemberBlockSyntax.self) { return nil }
        if let sequence = node.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count >= 3 {
                let isAssignment = elements[1].is(AssignmentExprSyntax.self)
                if isAssignment, let target = elements[0].as(DeclReferenceExprSyntax.self), target.baseName.tokenKind == .keyword(.self) {
                    // `self = .green` in an enum's method that is not `mutating`.
                    return FlowError(message: "cannot assign to value: 'self' is immutable", node: Syntax(target))
                }
                let compound = elements[1].as(BinaryOperatorExprSyntax.self).flatMap { AssignmentFlow.compoundAssignments.contains($0.operator.text) ? $0 : nil }
                if isAssignment || compound != nil, let (root, isWhole) = selfPropertyRoot(elements[0], properties: properties),
                   let property = properties[root] {
                    if property.isLet { return nil }
                    if isWhole || property.valueType {
                        if let compound {
                            return FlowError(message: "left side of mutating operator isn't mutable: 'self' is immutable", node: Syntax(compound.operator))
                        } else if let subscriptCall = elements[0].as(SubscriptCallExprSyntax.self) {
                            return FlowError(message: "cannot assign through subscript: 'self' is immutable", node: Syntax(subscriptCall.leftSquare))
                        } else if let member = elements[0].as(MemberAccessExprSyntax.self) {
                            return FlowError(message: "cannot assign to property: 'self' is immutable", node: Syntax(member.declName))
                        } else {
                            return FlowError(message: "cannot assign to property: 'self' is immutable", node: Syntax(elements[0]))
                        }
                    }
                }
            }
        }
        if let call = node.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), mutating.contains(reference.baseName.text) {
                return FlowError(message: "cannot use mutating member on immutable value: 'self' is immutable", node: Syntax(reference))
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                let name = member.declName.baseName.text
                if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), mutating.contains(name) {
                    return FlowError(message: "cannot use mutating member on immutable value: 'self' is immutable", node: Syntax(member.declName))
                }
                if let (root, isWhole) = selfPropertyRoot(base, properties: properties), isWhole, let property = properties[root],
                   !property.isLet, property.valueType, isMutatingMember(name, of: property.type, root, in: owner) {
                    return FlowError(message: "cannot use mutating member on immutable value: 'self' is immutable", node: Syntax(member.declName))
                }
            }
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = immutableSelfChange(in: child, owner: owner, properties: properties, mutating: mutating) { return found }
        }
        return nil
    }

    /// Whether `name` is a mutating method of the property's (known) type.
    private func isMutatingMember(_ name: String, of known: StaticType, _ property: String, in owner: String) -> Bool {
        guard let type = known.isKnown ? known : table.types[owner]?.properties[property] else { return false }
        switch type.desugared {
        case .array, .dictionary, .set, .string: return Self.mutatingLibraryMethods.contains(name)
        case .bool: return name == "toggle"
        case .int, .double: return name == "negate"
        case .nominal(let typeName, _):
            guard let methods = table.types[typeName]?.methods[name], !methods.isEmpty else { return false }
            return methods.allSatisfy(\.isMutating)
        default: return false
        }
    }

    /// `x`, `self.x`, `x.y…`, `x[i]…` where `x` is one of `properties`: the property, and whether
    /// the place is the property itself (not a member or an element of it).
    private func selfPropertyRoot(_ expr: ExprSyntax, properties: [String: (isLet: Bool, valueType: Bool, type: StaticType)]) -> (String, Bool)? {
        var current = expr
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                return properties[name] != nil ? (name, current.id == expr.id) : nil
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    let name = member.declName.baseName.text
                    return properties[name] != nil ? (name, current.id == expr.id) : nil
                }
                current = base
                continue
            }
            if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
                continue
            }
            return nil
        }
    }
}

extension TypeChecker {
    /// `books.append(title)` or `self.books.append(title)` in a method, where `books` is a `let`
    /// property of the type: swiftc's words, at the method's name. Initializers are not judged.
    func judgeMutatingLetProperty(_ baseExpr: ExprSyntax, at name: DeclReferenceExprSyntax) {
        let property: String
        if let reference = baseExpr.as(DeclReferenceExprSyntax.self) {
            property = reference.baseName.text
            // A local of that name is what the call changes.
            if scopes.dropFirst().contains(where: { $0[property] != nil }) { return }
        } else if let member = baseExpr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            property = member.declName.baseName.text
        } else {
            return
        }
        guard let selfType, !inStaticContext, !isLibrary(baseExpr), propertyType(of: selfType, property, isStatic: false) != nil else { return }
        var current = Syntax(baseExpr).parent
        while let node = current {
            if node.is(InitializerDeclSyntax.self) || node.is(ClosureExprSyntax.self) { return }
            if let group = node.asProtocol(DeclGroupSyntax.self) {
                guard !node.is(ExtensionDeclSyntax.self) else { return }
                let isLet = group.memberBlock.members.contains { item in
                    guard let variable = item.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                          !variable.modifiers.contains(where: { $0.name.text == "static" }) else { return false }
                    return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property }
                }
                if isLet { error("cannot use mutating member on immutable value: '\(property)' is a 'let' constant", at: name) }
                return
            }
            current = node.parent
        }
    }
}
