// `MemoryLayout<T>.size`, `.stride`, `.alignment` and `MemoryLayout<T>.size(ofValue:)` (and the
// same of `MemoryLayout.size(ofValue: x)`) as a 64-bit Swift lays T out: the standard types' sizes,
// tuples and structs field after field at each field's alignment, optionals using a payload's
// spare values where it has them (a reference, a String, a Bool) and a tag byte where it has none,
// enums as a tag or a payload and a tag, classes and indirect enums one reference. Worked out from
// the written type when the call is compiled; `size(ofValue:)` of an unspecialized
// `MemoryLayout` from the value.
import SwiftSyntax

/// A type's size, alignment and whether it has spare values an Optional can use for `nil`.
struct TypeLayout {
    var size: Int
    var alignment: Int
    var hasSpareValues: Bool
    var stride: Int { max(1, (size + alignment - 1) / alignment * alignment) }

    static let word = TypeLayout(size: 8, alignment: 8, hasSpareValues: true)

    /// Fields one after the other, each at its alignment.
    static func record(_ fields: [TypeLayout]) -> TypeLayout {
        var size = 0, alignment = 1
        for field in fields {
            size = (size + field.alignment - 1) / field.alignment * field.alignment + field.size
            alignment = max(alignment, field.alignment)
        }
        return TypeLayout(size: size, alignment: alignment, hasSpareValues: fields.contains { $0.hasSpareValues })
    }

    /// An optional (or an enum of one payload and `empty` cases without one).
    func withTag(empty: Int = 1) -> TypeLayout {
        if hasSpareValues { return self }
        return TypeLayout(size: size + (empty == 0 ? 0 : 1), alignment: alignment, hasSpareValues: false)
    }
}

extension TypeLayout {
    /// The standard library's types by name; nil for one not known here.
    static func standard(_ name: String) -> TypeLayout? {
        switch name {
        case "Int", "UInt", "Int64", "UInt64", "Double", "Float64": return TypeLayout(size: 8, alignment: 8, hasSpareValues: false)
        case "Int32", "UInt32", "Float", "Float32": return TypeLayout(size: 4, alignment: 4, hasSpareValues: false)
        case "Int16", "UInt16": return TypeLayout(size: 2, alignment: 2, hasSpareValues: false)
        case "Int8", "UInt8": return TypeLayout(size: 1, alignment: 1, hasSpareValues: false)
        case "Bool": return TypeLayout(size: 1, alignment: 1, hasSpareValues: true)
        case "String", "Character": return TypeLayout(size: 16, alignment: 8, hasSpareValues: true)
        case "Substring": return TypeLayout(size: 32, alignment: 8, hasSpareValues: true)
        case "Array", "Set", "Dictionary", "ContiguousArray", "AnyObject", "AnyClass": return .word
        case "ArraySlice": return TypeLayout(size: 32, alignment: 8, hasSpareValues: true)
        case "Any", "AnyHashable": return TypeLayout(size: 32, alignment: 8, hasSpareValues: true)
        case "Void": return TypeLayout(size: 0, alignment: 1, hasSpareValues: false)
        case "Range", "ClosedRange": return nil  // by their bounds
        default: return nil
        }
    }
}

extension Compiler {
    /// `MemoryLayout<T>.size` (`.stride`, `.alignment`): the number, or nil when `member` is not that.
    func memoryLayoutMember(_ member: MemberAccessExprSyntax) -> Eval? {
        guard let specialization = member.base?.as(GenericSpecializationExprSyntax.self),
              specialization.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "MemoryLayout",
              resolver.types["MemoryLayout"] == nil,
              let argument = specialization.genericArgumentClause.arguments.first, specialization.genericArgumentClause.arguments.count == 1,
              case .type(let type) = argument.argument else { return nil }
        let layout = memoryLayout(of: type)
        let number: Int
        switch member.declName.baseName.text {
        case "size": number = layout.size
        case "stride": number = layout.stride
        case "alignment": number = layout.alignment
        default: return nil
        }
        return { _ in .int(number) }
    }

    /// `MemoryLayout<T>.size(ofValue: x)` / `MemoryLayout.size(ofValue: x)` (stride, alignment).
    func memoryLayoutCall(_ call: FunctionCallExprSyntax) -> Eval? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              call.arguments.count == 1, call.arguments.first?.label?.text == "ofValue", resolver.types["MemoryLayout"] == nil,
              ["size", "stride", "alignment"].contains(member.declName.baseName.text) else { return nil }
        let name = member.declName.baseName.text
        let pick: (TypeLayout) -> Int = { name == "size" ? $0.size : name == "stride" ? $0.stride : $0.alignment }
        let value = compileExpression(call.arguments.first!.expression)
        if let specialization = base.as(GenericSpecializationExprSyntax.self),
           specialization.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "MemoryLayout",
           case .type(let type)? = specialization.genericArgumentClause.arguments.first?.argument {
            let number = pick(memoryLayout(of: type))
            return { frame in _ = try value(frame); return .int(number) }
        }
        guard base.as(DeclReferenceExprSyntax.self)?.baseName.text == "MemoryLayout" else { return nil }
        let runtime = self.runtime
        return { frame in
            let argument = try value(frame)
            return .int(pick(self.memoryLayout(ofValue: argument, runtime: runtime)))
        }
    }

    /// A value's layout by its dynamic type.
    func memoryLayout(ofValue value: Value, runtime: Runtime) -> TypeLayout {
        switch value {
        case .int: return TypeLayout.standard("Int")!
        case .double: return TypeLayout.standard("Double")!
        case .float: return TypeLayout.standard("Float")!
        case .bool: return TypeLayout.standard("Bool")!
        case .fixed(let x): return TypeLayout.standard(x.kind.name) ?? .word
        case .string, .character: return TypeLayout.standard("String")!
        case .array, .set, .dictionary, .bytes, .object: return .word
        case .some(let wrapped): return memoryLayout(ofValue: wrapped, runtime: runtime).withTag()
        case .tuple(let tuple): return .record(tuple.elements.map { memoryLayout(ofValue: $0, runtime: runtime) })
        case .structValue(let type, _), .enumCase(let type, _, _): return memoryLayout(ofNamed: type.name, arguments: [])
        case .range: return TypeLayout(size: 16, alignment: 8, hasSpareValues: false)
        case .function: return TypeLayout(size: 16, alignment: 8, hasSpareValues: true)
        default: return .word
        }
    }

    /// The layout of a written type.
    func memoryLayout(of type: TypeSyntax, depth: Int = 0) -> TypeLayout {
        guard depth < 32 else { return .word }
        if let optional = type.as(OptionalTypeSyntax.self) { return memoryLayout(of: optional.wrappedType, depth: depth + 1).withTag() }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return memoryLayout(of: unwrapped.wrappedType, depth: depth + 1).withTag() }
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return .word }
        if let tuple = type.as(TupleTypeSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first { return memoryLayout(of: only.type, depth: depth + 1) }
            return .record(tuple.elements.map { memoryLayout(of: $0.type, depth: depth + 1) })
        }
        if type.is(FunctionTypeSyntax.self) { return TypeLayout(size: 16, alignment: 8, hasSpareValues: true) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return memoryLayout(of: attributed.baseType, depth: depth + 1) }
        if type.is(MetatypeTypeSyntax.self) { return .word }
        if let existential = type.as(SomeOrAnyTypeSyntax.self) { return memoryLayout(of: existential.constraint, depth: depth + 1) }
        if let member = type.as(MemberTypeSyntax.self) {
            return memoryLayout(ofNamed: member.name.text, arguments: [], depth: depth + 1)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            var arguments: [TypeSyntax] = []
            for argument in identifier.genericArgumentClause?.arguments ?? [] {
                if case .type(let type) = argument.argument { arguments.append(type) }
            }
            return memoryLayout(ofNamed: identifier.name.text, arguments: arguments, depth: depth + 1)
        }
        return .word
    }

    private func memoryLayout(ofNamed name: String, arguments: [TypeSyntax], depth: Int = 0) -> TypeLayout {
        if name == "Optional", let wrapped = arguments.first { return memoryLayout(of: wrapped, depth: depth + 1).withTag() }
        if name == "Range" || name == "ClosedRange", let bound = arguments.first {
            let layout = memoryLayout(of: bound, depth: depth + 1)
            return .record([layout, layout])
        }
        if let aliased = typeAliasSyntax(name) { return memoryLayout(of: aliased, depth: depth + 1) }
        if let declaration = typeDeclarations[name] {
            if declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self) { return .word }
            if declaration.is(ProtocolDeclSyntax.self) {
                // An existential: a three-word buffer, its type, and a witness table per protocol
                // (one reference and the witness table when the protocol is a class's).
                let classBound = declaration.as(ProtocolDeclSyntax.self)?.inheritanceClause?.inheritedTypes
                    .contains { ["AnyObject", "class"].contains($0.type.trimmedText) } ?? false
                return TypeLayout(size: classBound ? 16 : 40, alignment: 8, hasSpareValues: true)
            }
            if let structure = declaration.as(StructDeclSyntax.self) {
                return .record(storedPropertyTypes(structure.memberBlock).map { memoryLayout(of: $0, depth: depth + 1) })
            }
            if let enumeration = declaration.as(EnumDeclSyntax.self) { return enumLayout(enumeration, depth: depth) }
        }
        if let standard = TypeLayout.standard(name) { return standard }
        return .word
    }

    private func enumLayout(_ declaration: EnumDeclSyntax, depth: Int) -> TypeLayout {
        let indirectAll = declaration.modifiers.contains { $0.name.text == "indirect" }
        var empty = 0
        var payloads: [TypeLayout] = []
        for item in declaration.memberBlock.members {
            guard let caseDecl = item.decl.as(EnumCaseDeclSyntax.self) else { continue }
            let indirect = indirectAll || caseDecl.modifiers.contains { $0.name.text == "indirect" }
            for element in caseDecl.elements {
                guard let parameters = element.parameterClause?.parameters, !parameters.isEmpty else { empty += 1; continue }
                if indirect { payloads.append(.word); continue }
                let fields = parameters.map { memoryLayout(of: $0.type, depth: depth + 1) }
                payloads.append(fields.count == 1 ? fields[0] : .record(fields))
            }
        }
        if payloads.isEmpty {
            let size = empty <= 1 ? 0 : empty <= 256 ? 1 : 2
            return TypeLayout(size: size, alignment: max(1, size), hasSpareValues: empty > 1 && empty < 256)
        }
        if payloads.count == 1 { return payloads[0].withTag(empty: empty) }
        let size = payloads.map(\.size).max() ?? 0
        let alignment = payloads.map(\.alignment).max() ?? 1
        // Payloads that are all references keep the tag in their spare bits.
        if payloads.allSatisfy({ $0.size == 8 && $0.hasSpareValues }) { return TypeLayout(size: 8, alignment: 8, hasSpareValues: true) }
        return TypeLayout(size: size + 1, alignment: alignment, hasSpareValues: true)
    }

    /// The written types of a struct's stored properties (those with an initial literal and no
    /// annotation as the literal's type).
    private func storedPropertyTypes(_ members: MemberBlockSyntax) -> [TypeSyntax] {
        var types: [TypeSyntax] = []
        for item in members.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { continue }
            let isLazy = variable.modifiers.contains { $0.name.text == "lazy" }
            var pending = 0
            for binding in variable.bindings {
                if let accessors = binding.accessorBlock {
                    // Computed (a getter) stores nothing; observers store the value.
                    if case .accessors(let list) = accessors.accessors,
                       list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) {} else { continue }
                }
                var written = binding.typeAnnotation?.type
                if written == nil, let initial = binding.initializer?.value {
                    let name: String
                    if initial.is(IntegerLiteralExprSyntax.self) { name = "Int" }
                    else if initial.is(FloatLiteralExprSyntax.self) { name = "Double" }
                    else if initial.is(BooleanLiteralExprSyntax.self) { name = "Bool" }
                    else if initial.is(StringLiteralExprSyntax.self) { name = "String" }
                    else if initial.is(ArrayExprSyntax.self) || initial.is(DictionaryExprSyntax.self) { name = "Array" }
                    else if let call = initial.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                            callee.baseName.text.first?.isUppercase == true { name = callee.baseName.text }
                    else { name = "Int" }
                    written = TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
                }
                guard let written else { pending += 1; continue }
                // `var x, y: Int`: the names before an annotation share it.
                for _ in 0...pending { types.append(isLazy ? TypeSyntax(OptionalTypeSyntax(wrappedType: written)) : written) }
                pending = 0
            }
        }
        return types
    }

    /// The script's type declarations by name (nested ones by their own name), found once.
    var typeDeclarations: [String: DeclSyntax] {
        if let found = memoryLayoutDeclarations { return found }
        let finder = TypeDeclarationFinder(viewMode: .sourceAccurate)
        finder.walk(source.tree)
        memoryLayoutDeclarations = finder.found
        memoryLayoutAliases = finder.aliases
        return finder.found
    }

    private func typeAliasSyntax(_ name: String) -> TypeSyntax? {
        _ = typeDeclarations
        return memoryLayoutAliases[name]
    }
}

final class TypeDeclarationFinder: SyntaxVisitor {
    var found: [String: DeclSyntax] = [:]
    var aliases: [String: TypeSyntax] = [:]
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { found[node.name.text] = DeclSyntax(node); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { found[node.name.text] = DeclSyntax(node); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { found[node.name.text] = DeclSyntax(node); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { found[node.name.text] = DeclSyntax(node); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { found[node.name.text] = DeclSyntax(node); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { aliases[node.name.text] = node.initializer.value; return .visitChildren }
}

extension TypeChecker {
    /// `MemoryLayout<T>.size` and `MemoryLayout.size(ofValue: x)`: an Int; nil for other expressions.
    func memoryLayoutType(_ expr: ExprSyntax) -> StaticType? {
        guard table.types["MemoryLayout"] == nil else { return nil }
        if let member = expr.as(MemberAccessExprSyntax.self), let specialization = member.base?.as(GenericSpecializationExprSyntax.self),
           specialization.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "MemoryLayout",
           ["size", "stride", "alignment"].contains(member.declName.baseName.text) {
            return .int
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           call.arguments.count == 1, call.arguments.first?.label?.text == "ofValue",
           ["size", "stride", "alignment"].contains(member.declName.baseName.text),
           let base = member.base, base.trimmedText.hasPrefix("MemoryLayout") {
            _ = typeOf(call.arguments.first!.expression)
            return .int
        }
        return nil
    }
}
