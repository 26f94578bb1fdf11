// A generic function's parameters used as values: `T.self`, `T()`, `T.zero`, `is T`, `as? T`,
// `as! T`. Kiln has no static types, so `T` is bound when the function is entered, from the
// argument of a parameter declared `T`, `T.Type`, `[T]`, `T?` or `T...` (the argument's type as
// it runs: an `Int`, a struct, a class instance's class). The binding is a hidden local named `T`
// holding the type; `T` only in the result type takes the call's written context
// (ResultTypeGenerics.swift). Where nothing tells it (an empty array, a collection or a tuple,
// whose element types Kiln does not keep), a use of `T` stops the script
// with a located "not supported in Kiln yet" error; so does a generic parameter of a type
// (`struct Box<Element>` using `Element()`).
import SwiftSyntax

extension Compiler {
    struct GenericBinding {
        let name: String
        /// The parameter whose argument tells the type, and how: nil when none does.
        let source: (index: Int, shape: Shape)?
        /// `as type: T.Type = T.self`: the source parameter's default is the type itself, so a
        /// call leaving it out tells `T` by its context, as a result-only `T` is told.
        var defaultsToSelf = false
        /// The parameters declared `T.Type = T.self` (the source or others): left out, they hold the bound type.
        var selfDefaulted: [Int] = []
        enum Shape: Equatable {
            case value, array, optional
            /// `Box<T>`: the argument's own generic argument at that position (TypeArguments.swift).
            case typeArgument(Int)
        }
    }

    /// The generic parameters the body names, with where each is found.
    func genericBindings(_ clause: GenericParameterClauseSyntax?, parameters: FunctionParameterListSyntax, body: (some SyntaxProtocol)?,
                         returnType: TypeSyntax? = nil) -> [GenericBinding] {
        guard let clause, let body else { return [] }
        var used = NameCollector.names(in: body)
        // `-> Box<T>`: the returned value is given `T` (TypeArguments.swift).
        if let returnType, returnType.as(IdentifierTypeSyntax.self)?.genericArgumentClause != nil {
            used.formUnion(NameCollector.names(in: returnType))
        }
        return clause.parameters.compactMap { generic in
            let name = generic.name.text
            let selfDefaulted = parameters.enumerated().filter { Compiler.isGenericSelfDefault($0.element, naming: name) }.map(\.offset)
            guard used.contains(name) || !selfDefaulted.isEmpty else { return nil }
            for (index, parameter) in parameters.enumerated() {
                if let shape = shape(of: parameter.type, naming: name, variadic: parameter.ellipsis != nil) {
                    var binding = GenericBinding(name: name, source: (index, shape))
                    binding.defaultsToSelf = selfDefaulted.contains(index)
                    binding.selfDefaulted = selfDefaulted
                    return binding
                }
            }
            return GenericBinding(name: name, source: nil)
        }
    }

    /// `as type: T.Type = T.self` of the generic parameter `T`.
    static func isGenericSelfDefault(_ parameter: FunctionParameterSyntax, naming name: String) -> Bool {
        guard let metatype = parameter.type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type",
              metatype.baseType.as(IdentifierTypeSyntax.self)?.name.text == name,
              let member = parameter.defaultValue?.value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { return false }
        return true
    }

    func shape(of type: TypeSyntax, naming name: String, variadic: Bool) -> GenericBinding.Shape? {
        var type = type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        if let metatype = type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type" { type = metatype.baseType }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == name, identifier.genericArgumentClause == nil {
            return variadic ? .array : .value
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), let clause = identifier.genericArgumentClause, !variadic,
           let generic = resolver.types[identifier.name.text], generic.module == runtime.moduleName,
           generic.kind == .structure || generic.kind == .classType,
           let position = clause.arguments.firstIndex(where: { $0.argument.trimmedDescription == name }) {
            return .typeArgument(clause.arguments.distance(from: clause.arguments.startIndex, to: position))
        }
        if let array = type.as(ArrayTypeSyntax.self), shape(of: array.element, naming: name, variadic: false) == .value { return .array }
        if let optional = type.as(OptionalTypeSyntax.self), shape(of: optional.wrappedType, naming: name, variadic: false) == .value {
            return .optional
        }
        return nil
    }

    /// Wraps a compiled body so that it first binds the generic parameters (slots after the
    /// parameters' own).
    func bindingGenerics(_ bindings: [GenericBinding], parameterCount: Int, hasSelf: Bool, code: FunctionCode? = nil,
                         body: @escaping Exec) -> Exec {
        guard !bindings.isEmpty else { return body }
        let runtime = self.runtime
        let first = (hasSelf ? 1 : 0)
        let plan = bindings.enumerated().map { offset, binding in
            (slot: first + parameterCount + offset, source: binding.source.map { (slot: first + $0.index, shape: $0.shape) })
        }
        let names = bindings.map(\.name)
        let defaultsToSelf = bindings.map(\.defaultsToSelf)
        let selfDefaulted = bindings.map(\.selfDefaulted)
        return { frame in
            for (offset, binding) in plan.enumerated() {
                guard let source = binding.source else {
                    // `T` only in the result: the type the call's context gave (ResultTypeGenerics.swift).
                    frame.slots[binding.slot] = runtime.resultGenericType(names[offset], of: code) ?? .void
                    continue
                }
                if case .void = frame.slots[source.slot], defaultsToSelf[offset] {
                    // `as type: T.Type = T.self` left out: the type the call's context gave, which is the argument too.
                    let told = runtime.resultGenericType(names[offset], of: code) ?? .void
                    frame.slots[source.slot] = told
                    frame.slots[binding.slot] = told
                    continue
                }
                frame.slots[binding.slot] = runtime.genericType(of: frame.slots[source.slot], shape: source.shape)
                if frame.slots[binding.slot].isVoid, let told = runtime.resultGenericType(names[offset], of: code) {
                    frame.slots[binding.slot] = told  // `[Vec]()`: the type the checker saw at the call
                }
                for index in selfDefaulted[offset] where frame.slots[first + index].isVoid {
                    frame.slots[first + index] = frame.slots[binding.slot]  // `as type: T.Type = T.self` left out
                }
            }
            return try body(frame)
        }
    }

    /// A call of a generic function, handed the types the checker found its generic parameters
    /// take at this call (`genericCallArguments`): the entry binds one from them where the
    /// argument's value does not tell it (an empty `[T]`; an array or Optional given for a `T`).
    func bindingCheckedGenerics(_ code: FunctionCode, at site: Location, call: FunctionCallExprSyntax, _ eval: @escaping Eval) -> Eval {
        guard let written = genericCallArguments[site] else { return eval }
        var values: [(String, Eval)] = []
        for (name, spelling) in written.sorted(by: { $0.key < $1.key }) {
            guard let value = typeValue(of: TypeSyntax(stringLiteral: spelling), at: ExprSyntax(call)) else { continue }
            values.append((name, value))
        }
        guard !values.isEmpty else { return eval }
        let runtime = self.runtime
        return { frame in
            var types: [String: Value] = [:]
            for (name, value) in values { types[name] = try value(frame) }
            let saved = runtime.pendingResultGenerics
            runtime.pendingResultGenerics = (code, types)
            defer { runtime.pendingResultGenerics = saved }
            return try eval(frame)
        }
    }

    /// A read of a bound generic parameter: its type, or the located error when none was found.
    func genericParameterRead(_ name: String, _ read: @escaping Eval, at node: some SyntaxProtocol) -> Eval {
        let runtime = self.runtime
        let site = location(node)
        return { frame in
            let value = try read(frame)
            if value.isTypeValue { return value }
            throw runtime.fault("the type of generic parameter '\(name)' is known to Kiln only from an argument of that type "
                                + "(a value, T.Type, [T] or T? whose elements it can see); this use is not supported in Kiln yet", at: site)
        }
    }

    /// `Element` where it names a generic parameter of an enclosing type (or an extension's):
    /// reported as not supported rather than as an unknown name.
    /// The generic parameters of the standard library's generic types and protocols (the
    /// sequences' `Element`: `elementTypes`).
    static func standardGenericParameters(of name: String) -> Set<String> {
        if elementTypes.contains(name) { return ["Element"] }
        switch name {
        case "Dictionary": return ["Key", "Value"]
        case "Optional": return ["Wrapped"]
        case "Range", "ClosedRange": return ["Bound"]
        default: return []
        }
    }

    func typeGenericParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            let clause: GenericParameterClauseSyntax?
            if let decl = ancestor.as(StructDeclSyntax.self) { clause = decl.genericParameterClause }
            else if let decl = ancestor.as(ClassDeclSyntax.self) { clause = decl.genericParameterClause }
            else if let decl = ancestor.as(EnumDeclSyntax.self) { clause = decl.genericParameterClause }
            else if let decl = ancestor.as(FunctionDeclSyntax.self) { clause = decl.genericParameterClause }
            else { clause = nil }
            if clause?.parameters.contains(where: { $0.name.text == name }) ?? false { return true }
            // `extension Wrap { static func f() { T.self } }`: the extended type's parameter.
            if let extensionDecl = ancestor.as(ExtensionDeclSyntax.self) {
                let extendedName = extensionDecl.extendedType.trimmedText
                if let extended = resolver.types[extendedName], extended.genericParameters.contains(name) { return true }
                // `extension Array { static var title: String { "\(Element.self)" } }`: the standard type's own.
                if Compiler.standardGenericParameters(of: extendedName).contains(name) { return true }
            }
            if let protocolDecl = ancestor.as(ProtocolDeclSyntax.self),
               protocolDecl.memberBlock.members.contains(where: { $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text == name }) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }
}

extension Runtime {
    /// The type an argument tells a generic parameter, or `()` when it cannot.
    func genericType(of argument: Value, shape: Compiler.GenericBinding.Shape) -> Value {
        var value = argument
        switch shape {
        case .value: break
        case .optional:
            guard case .some(let wrapped) = value else { return .void }
            value = wrapped
        case .array:
            guard case .array(let elements) = value, let first = elements.first else { return .void }
            value = first
        case .typeArgument(let position):
            let arguments = typeArguments(of: value, as: typeInfo(of: value))
            return position < arguments.count ? arguments[position] : .void
        }
        switch value {
        case .int, .double, .float, .fixed, .bool, .string, .character, .structValue, .enumCase, .object, .metatype:
            return .metatype(typeInfo(of: value))
        default:
            return .void
        }
    }
}

/// Every identifier a body names (as a value, a type or a member base).
final class NameCollector: SyntaxVisitor {
    var names: Set<String> = []
    static func names(in node: some SyntaxProtocol) -> Set<String> {
        let collector = NameCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.names
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .visitChildren
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}
