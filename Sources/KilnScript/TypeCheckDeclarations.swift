// The type checker's declarations: every struct, class, enum and protocol of the library lines
// and the script, with the types of their members, and the top-level functions, read from their
// declarations before any body is checked (as the compiler's Declarations.swift does for names).
import SwiftSyntax

/// What the checker knows of the program's declarations.
final class TypeTable {
    /// The types by path (`Shape`, `Shape.Kind`); added with `add(_:at:)`, never removed.
    private(set) var types: [String: NominalType] = [:]
    /// How many types have each name as the last part of their path (`Kind` of `Shape.Kind`).
    private var lastNameCounts: [String: Int] = [:]

    func add(_ type: NominalType, at path: String) {
        guard types.updateValue(type, forKey: path) == nil else { return }
        let last = path.lastIndex(of: ".").map { String(path[path.index(after: $0)...]) } ?? path
        lastNameCounts[last, default: 0] += 1
    }

    /// Takes `other`'s types (copied) and their names' counts (`runCopy`, LibraryTables.swift).
    func copyState(of other: TypeTable, types: [String: NominalType]) {
        self.types = types
        lastNameCounts = other.lastNameCounts
    }

    /// How many of the types are named `name` or end in `.name`.
    func typeCount(lastName name: String) -> Int { lastNameCounts[name] ?? 0 }
    /// Nested types' plain names, where only one type has that name.
    var nestedNames: [String: String?] = [:]
    /// The program's (and the prelude's) top-level functions; `functions(named:)` adds the
    /// embedder's native ones.
    var functions: [String: [FunctionSignature]] = [:]
    /// The embedder's declarations: their functions are read when first asked for.
    var library: LibraryDeclarations?
    private var libraryFunctions: [String: [FunctionSignature]] = [:]

    /// The functions named `name`: the embedder's first, then the program's; nil when none.
    func functions(named name: String) -> [FunctionSignature]? {
        var found = libraryFunctions[name]
        if found == nil, let library {
            found = library.functions(named: name, in: self)
            libraryFunctions[name] = found
        }
        let all = (found ?? []) + (functions[name] ?? [])
        return all.isEmpty ? nil : all
    }
    /// Names declared as something the checker does not model (typealiases, generic parameters
    /// of a type or function declared anywhere): any annotation naming them is `unknown`.
    var opaqueNames: Set<String> = []
    /// Generic parameters' arguments while a generic declaration's written types are resolved
    /// for one use of it (TypeCheckSubstitution.swift).
    var substitutions: [String: StaticType] = [:]
    /// `typealias Money = Double`: each alias's target, by its (qualified) name, with the type it
    /// is declared in. A use of the alias is its target carrying the alias's name (`.sugared`).
    var aliases: [String: (target: TypeSyntax, enclosing: String?, isLibrary: Bool)] = [:]
    /// The aliases being resolved (`typealias A = B; typealias B = A` is unknown, not endless).
    private var resolvingAliases: Set<String> = []
    /// Members extensions add to the standard types, by the extended name (`String`, `Array`).
    var builtinExtensions: [String: NominalType] = [:]
    /// Members the library gives a standard type only to stand in for a bridged Foundation class
    /// (an Int held for an NSNumber answers `intValue`): an extension marked "Bridged members" in
    /// its comment. Not the standard type's own: refused on a value of it.
    var bridgedMembers: [String: Set<String>] = [:]
    /// The protocols a script's constrained extension of Array or Set asks of the element, by member.
    var elementRequirements: [String: [String: [String]]] = [:]
    /// Stored properties typed by their initial value, once every type's cases are known.
    var pendingInitialValues: [(NominalType, String, ExprSyntax, isStatic: Bool)] = []

    /// The type a type annotation names; `unknown` for what is not modelled.
    func resolve(_ syntax: TypeSyntax?) -> StaticType {
        guard let syntax else { return .unknown }
        if let identifier = syntax.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.text
            if let arguments = identifier.genericArgumentClause?.arguments.map({ argument -> StaticType in
                if case .type(let type) = argument.argument { return resolve(type) }
                return .unknown
            }) {
                switch (name, arguments.count) {
                case ("Array", 1): return .array(arguments[0])
                case ("Set", 1): return .set(arguments[0])
                case ("Optional", 1): return .optional(arguments[0])
                case ("Dictionary", 2): return .dictionary(arguments[0], arguments[1])
                default:
                    // `Box<Double>` of a script's generic type: its arguments (TypeCheckSubstitution.swift).
                    if case .nominal(let path, _) = named(name), let type = types[path], type.genericParameters.count == arguments.count {
                        return .nominal(path, arguments)
                    }
                    return .unknown
                }
            }
            return named(name)
        }
        if let optional = syntax.as(OptionalTypeSyntax.self) { return .optional(resolve(optional.wrappedType)) }
        if let array = syntax.as(ArrayTypeSyntax.self) { return .array(resolve(array.element)) }
        if let dictionary = syntax.as(DictionaryTypeSyntax.self) { return .dictionary(resolve(dictionary.key), resolve(dictionary.value)) }
        if let tuple = syntax.as(TupleTypeSyntax.self) {
            let elements = tuple.elements.map { resolve($0.type) }
            if elements.isEmpty { return .void }
            if elements.count == 1 { return elements[0] }
            guard tuple.elements.contains(where: { $0.firstName != nil }) else { return .tuple(elements) }
            // A labelled tuple is its elements' tuple, spelled with its labels in messages.
            let spelled = zip(tuple.elements, elements).map { element, type in
                element.firstName.map { "\($0.text): \(type)" } ?? type.description
            }
            return .sugared("(" + spelled.joined(separator: ", ") + ")", .tuple(elements))
        }
        if let member = syntax.as(MemberTypeSyntax.self), member.genericArgumentClause == nil {
            let path = member.trimmedText
            if aliases[path] != nil { return alias(path) }
            return types[path] != nil && !opaqueNames.contains(path) ? .nominal(path) : .unknown
        }
        if let existential = syntax.as(SomeOrAnyTypeSyntax.self), existential.someOrAnySpecifier.text == "any",
           existential.constraint.is(IdentifierTypeSyntax.self) || existential.constraint.is(MemberTypeSyntax.self) {
            // `any Greeter` is the protocol's existential, as `Greeter` alone names it.
            let constraint = resolve(existential.constraint)
            if let type = nominal(constraint), type.kind == .protocolType { return constraint }
            return .unknown
        }
        if let attributed = syntax.as(AttributedTypeSyntax.self), attributed.specifiers.isEmpty {
            return resolve(attributed.baseType)
        }
        if let function = syntax.as(FunctionTypeSyntax.self), function.effectSpecifiers == nil {
            // A plain function type (`(Int) -> String`); a throwing or async one is not modelled.
            let parameters = function.parameters.map { resolve($0.type) }
            guard function.parameters.allSatisfy({ $0.firstName == nil && $0.ellipsis == nil }) else { return .unknown }
            return .function(parameters, resolve(function.returnClause.type))
        }
        if let metatype = syntax.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type",
           case .nominal(let path, _) = resolve(metatype.baseType), let type = types[path], type.kind == .classType, !type.isLibrary {
            // `Widget.Type` of a script class: its initializers through a metatype value are judged
            // (TypeCheckMetatypeInits.swift); conversions of metatypes are not.
            return .metatype(.nominal(path))
        }
        // Implicitly unwrapped optionals, functions, `some`/`any`, other metatypes: not modelled.
        return .unknown
    }

    /// The type whose members are being read or checked (`Outer.Inner`): its nested types come
    /// before the file's (a nested `Name` hides a top-level `Name`).
    var context: String?
    /// The last part of every nested type's, alias's and opaque name's path (`Inner` of
    /// `Outer.Inner`): a name not among them is looked up without building the context's paths.
    var nestedLastNames: Set<String> = []

    /// A plain type name: a nested type of the context's, the standard library's, or a declared type's.
    func named(_ name: String) -> StaticType {
        if !substitutions.isEmpty, let argument = substitutions[name] { return argument }
        // (Most lookups have no generic parameters in scope: an empty set is not hashed into.)
        if !opaqueNames.isEmpty && opaqueNames.contains(name) { return .unknown }
        var scope = nestedLastNames.contains(name) ? context : nil
        while let outer = scope {
            let path = "\(outer).\(name)"
            if !opaqueNames.isEmpty && opaqueNames.contains(path) { return .unknown }
            if aliases[path] != nil { return alias(path) }
            if types[path] != nil { return .nominal(path) }
            scope = outer.lastIndex(of: ".").map { String(outer[..<$0]) }
        }
        if aliases[name] != nil { return alias(name) }
        if let builtin = StaticType.builtin(named: name) { return builtin }
        if types[name] != nil { return .nominal(name) }
        // The fixed-width integers are not modelled, but a literal given to one is checked.
        if TypeChecker.fixedWidthRanges[name] != nil { return .sugared(name, .unknown) }
        if case .some(.some(let path)) = nestedNames[name] { return .nominal(path) }
        return .unknown
    }

    func nominal(_ type: StaticType) -> NominalType? {
        if case .nominal(let name, _) = type.desugared { return types[name] }
        return nil
    }

    /// The type alias `path` names: its target, spelled `path` in messages as swiftc spells it
    /// (`'Shop.Price' (aka 'Int')`). An alias of an optional keeps the optional outermost (the
    /// checker unwraps by its shape); one of what the checker does not model is `unknown`, and so
    /// is a library alias of a library type (`NSDate = Date`, `String.Encoding`: Kiln's stand-ins
    /// for types that are Apple's own, which swiftc names without an "aka").
    private func alias(_ path: String) -> StaticType {
        guard let (target, enclosing, isLibrary) = aliases[path], resolvingAliases.insert(path).inserted else { return .unknown }
        let saved = context
        context = enclosing
        let type = resolve(target)
        context = saved
        resolvingAliases.remove(path)
        if isLibrary, nominal(type) != nil {
            // `UIApplication.State`, the library's short name for a type nested beside it: that
            // type, spelled as written (`Simulator.state == .background` is told by it).
            if let enclosing, case .nominal(let target, _) = type, target.hasPrefix(enclosing + ".") { return .sugared(path, type) }
            return .unknown
        }
        switch type {
        case .unknown: return .unknown
        case .optional: return type
        default: return type.isKnown ? .sugared(path, type) : .unknown
        }
    }

    /// Whether class `name` is `ancestor` or inherits from it; nil when the chain leaves what
    /// the checker knows.
    func isSubclass(_ name: String, of ancestor: String) -> Bool? {
        var current: String? = name
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if name == ancestor { return true }
            guard let type = types[name] else { return nil }
            current = type.superclass
        }
        return false
    }
}

/// Reads declarations into a `TypeTable`.
struct DeclarationReader {
    let table: TypeTable
    /// Lines up to this one are the library's.
    let libraryLineCount: Int
    let converter: SourceLocationConverter
    /// Where the first line after the library's starts: a node before it is the library's (a
    /// comparison of offsets, where a node's line costs a search of the line table).
    private let libraryEnd: Int

    init(table: TypeTable, libraryLineCount: Int, converter: SourceLocationConverter) {
        self.table = table
        self.libraryLineCount = libraryLineCount
        self.converter = converter
        libraryEnd = converter.offset(afterLine: libraryLineCount)  // (Int.max: an embedder's declarations, all the library's)
    }

    /// First every type's name (so that members may name types declared later), then members.
    func read(_ items: [CodeBlockItemSyntax]) {
        var found: [(DeclSyntax, String)] = []
        for item in items {
            if case .decl(let decl) = item.item { collectNames(decl, enclosing: nil, into: &found) }
        }
        for (decl, path) in found {
            // A library type's members wait until the checker looks at the type.
            if isLibrary(decl), let type = table.types[path] {
                type.pendingReads.append(later { reader in reader.readMembers(decl, path: path) })
            } else {
                readMembers(decl, path: path)
            }
        }

        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            if let function = decl.as(FunctionDeclSyntax.self) {
                table.functions[function.name.text, default: []].append(signature(function))
            } else if let x = decl.as(ExtensionDeclSyntax.self) {
                readExtension(x)
            }
        }
        resolveInitialValues(from: 0)
    }

    /// Types the stored properties that `var done = false` types by its value, from the
    /// `start`th waiting one, once the types they may name are known.
    private func resolveInitialValues(from start: Int) {
        let outer = table.context
        for (type, name, value, isStatic) in table.pendingInitialValues[start...] {
            table.context = type.name
            if isStatic { type.staticProperties[name] = literalType(value) } else { type.properties[name] = literalType(value) }
        }
        table.context = outer
        table.pendingInitialValues.removeSubrange(start...)
    }

    /// `read`, to run when the checker first looks at a library type. The table is held weakly:
    /// the type holding the read is the table's.
    private func later(_ read: @escaping (DeclarationReader) -> Void) -> () -> Void {
        let libraryLineCount = libraryLineCount, converter = converter
        return { [weak table] in
            guard let table else { return }
            let reader = DeclarationReader(table: table, libraryLineCount: libraryLineCount, converter: converter)
            let start = table.pendingInitialValues.count
            read(reader)
            reader.resolveInitialValues(from: start)
        }
    }

    /// Library methods whose result Kiln declares wider than Apple does (Float runs as Double).
    static let appleResults: [String: StaticType] = ["decodeFloat": .float, "float": .float]
    /// The library's members Apple declares generic over the metatype they are given, which the
    /// prelude declares with a parameter and result of type Any.
    static let metatypeResults: Set<String> = ["decode", "decodeIfPresent", "decodeObject"]

    private func isLibrary(_ node: some SyntaxProtocol) -> Bool {
        node.endPosition.utf8Offset <= libraryEnd  // (its end: see TypeChecker.isLibrary)
    }

    private func collectNames(_ decl: DeclSyntax, enclosing: String?, into found: inout [(DeclSyntax, String)]) {
        func add(_ name: String, _ kind: NominalType.Kind, generic: Bool, members: MemberBlockSyntax,
                 clause: GenericParameterClauseSyntax? = nil) {
            let path = enclosing.map { "\($0).\(name)" } ?? name
            guard table.types[path] == nil || !isLibrary(decl) else { return }
            let type = NominalType(name: path, kind: kind, isLibrary: isLibrary(decl))
            if let replaced = table.types[path] { type.libraryOriginal = replaced.libraryOriginal }
            type.isGeneric = generic
            if !type.isLibrary {
                type.genericParameters = clause?.parameters.map(\.name.text) ?? []
                let neutral: Set<String> = ["Equatable", "Hashable", "Comparable", "CustomStringConvertible", "Codable"]
                let whereText = clause?.genericWhereClause?.trimmedText ?? ""
                type.literalDefaultingParameters = Set((clause?.parameters).elementsIfAny.filter { parameter in
                    (parameter.inheritedType.map { neutral.contains($0.trimmedText) } ?? true) && !whereText.contains(parameter.name.text)
                }.map(\.name.text))
                type.floatingParameters = Set((clause?.parameters).elementsIfAny.filter { parameter in
                    ["FloatingPoint", "BinaryFloatingPoint"].contains(parameter.inheritedType?.trimmedText ?? "")
                }.map(\.name.text))
            }
            table.add(type, at: path)
            if enclosing != nil {
                table.nestedLastNames.insert(name)
                if table.nestedNames[name] == nil { table.nestedNames[name] = .some(path) } else { table.nestedNames[name] = .some(nil) }
            }
            found.append((decl, path))
            for member in members.members { collectNames(member.decl, enclosing: path, into: &found) }
        }
        // Most declarations are members that declare no type: one look at the kind rules them out.
        switch decl.kind {
        case .functionDecl:
            noteGenericParameters(decl.cast(FunctionDeclSyntax.self).genericParameterClause)
            return
        case .structDecl, .classDecl, .enumDecl, .protocolDecl, .typeAliasDecl, .extensionDecl:
            break
        default:
            return
        }
        if let s = decl.as(StructDeclSyntax.self) {
            noteGenericParameters(s.genericParameterClause)
            add(s.name.text, .structure, generic: s.genericParameterClause != nil, members: s.memberBlock, clause: s.genericParameterClause)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            noteGenericParameters(c.genericParameterClause)
            add(c.name.text, .classType, generic: c.genericParameterClause != nil, members: c.memberBlock, clause: c.genericParameterClause)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            noteGenericParameters(e.genericParameterClause)
            add(e.name.text, .enumeration, generic: e.genericParameterClause != nil, members: e.memberBlock, clause: e.genericParameterClause)
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            add(p.name.text, .protocolType, generic: false, members: p.memberBlock)
            for member in p.memberBlock.members {
                if let associated = member.decl.as(AssociatedTypeDeclSyntax.self) { table.opaqueNames.insert(associated.name.text) }
            }
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            let path = enclosing.map { "\($0).\(alias.name.text)" } ?? alias.name.text
            if enclosing != nil { table.nestedLastNames.insert(alias.name.text) }
            if alias.genericParameterClause == nil {
                table.aliases[path] = (alias.initializer.value, enclosing, isLibrary(decl))
                table.opaqueNames.remove(path)
            } else {
                table.opaqueNames.insert(alias.name.text)
                if enclosing != nil { table.opaqueNames.insert(path) }
            }
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            let path = x.extendedType.trimmedText
            for member in x.memberBlock.members { collectNames(member.decl, enclosing: path, into: &found) }
        }
    }

    private func noteGenericParameters(_ clause: GenericParameterClauseSyntax?) {
        for parameter in (clause?.parameters).elementsIfAny { table.opaqueNames.insert(parameter.name.text) }
    }

    private func readMembers(_ decl: DeclSyntax, path: String) {
        guard let type = table.types[path] else { return }
        let outer = table.context
        table.context = path
        defer { table.context = outer }
        if let s = decl.as(StructDeclSyntax.self) {
            inherit(type, s.inheritanceClause)
            readMemberBlock(s.memberBlock, into: type)
            if !type.isLibrary, type.initializers.isEmpty { type.initializers.append(memberwiseInitializer(s, path: path)) }
        } else if let c = decl.as(ClassDeclSyntax.self) {
            inherit(type, c.inheritanceClause)
            if let first = c.inheritanceClause?.inheritedTypes.first?.type.trimmedText,
               table.types[first]?.kind != .protocolType {
                type.superclass = first
            }
            readMemberBlock(c.memberBlock, into: type)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            inherit(type, e.inheritanceClause)
            if let first = e.inheritanceClause?.inheritedTypes.first {
                let raw = table.resolve(first.type)
                if raw == .int || raw == .string || raw == .double || raw == .character { type.rawType = raw }
            }
            readMemberBlock(e.memberBlock, into: type)
            if let raw = type.rawType {
                type.initializers.append(FunctionSignature(labels: ["rawValue"], parameters: [raw], hasDefault: [false],
                                                           isLoose: false, result: .optional(.nominal(path)), throwing: false))
                type.properties["rawValue"] = raw
            }
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            inherit(type, p.inheritanceClause)
            readMemberBlock(p.memberBlock, into: type)
        }
    }

    private func inherit(_ type: NominalType, _ clause: InheritanceClauseSyntax?) {
        for inherited in (clause?.inheritedTypes).elementsIfAny { type.inherited.insert(inherited.type.trimmedText) }
    }

    private func readExtension(_ x: ExtensionDeclSyntax) {
        let name = x.extendedType.trimmedText
        if isLibrary(x), table.types[name] == nil, !name.contains("."), StaticType.builtin(named: name) == nil,
           !["Array", "Dictionary", "Set", "Optional"].contains(name) {
            // A native type the library extends (FileManager): known by its extensions, open
            // to members and conversions the checker cannot see.
            let type = NominalType(name: name, kind: .classType, isLibrary: true)
            type.isOpen = true
            table.add(type, at: name)
        }
        if isLibrary(x), StaticType.builtin(named: name) != nil, x.leadingTrivia.description.contains("Bridged members") {
            for member in x.memberBlock.members {
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings { if let id = binding.pattern.as(IdentifierPatternSyntax.self) { table.bridgedMembers[name, default: []].insert(id.identifier.text) } }
                } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                    table.bridgedMembers[name, default: []].insert(function.name.text)
                }
            }
            return
        }
        if StaticType.builtin(named: name) != nil || ["Array", "Dictionary", "Set", "Optional"].contains(name) {
            // Generic standard types' members name their element type, which is not modelled.
            let type = table.builtinExtensions[name] ?? NominalType(name: name, kind: .structure, isLibrary: isLibrary(x))
            type.isGeneric = StaticType.builtin(named: name) == nil
            table.builtinExtensions[name] = type
            if isLibrary(x) {
                // Read when the checker first looks at the standard type's members, as below.
                type.pendingReads.append(later { [weak type] reader in
                    if let type { reader.readMemberBlock(x.memberBlock, into: type) }
                })
            } else {
                readMemberBlock(x.memberBlock, into: type)
                readElementRequirements(x, extended: name)  // TypeCheckConstrainedExtensions.swift
            }
            return
        }
        guard let type = table.types[name] ?? table.nominal(table.named(name)) else { return }
        // The library's extension of a library type is read with the type's own members.
        if isLibrary(x), type.isLibrary {
            type.pendingReads.append(later { [weak type] reader in
                if let type { reader.readExtensionMembers(x, into: type) }
            })
        } else {
            readExtensionMembers(x, into: type)
            if type.isGeneric, !isLibrary(x) { readElementRequirements(x, extended: type.name) }  // TypeCheckConstrainedExtensions.swift
        }
    }

    private func readExtensionMembers(_ x: ExtensionDeclSyntax, into type: NominalType) {
        let outer = table.context
        table.context = type.name
        defer { table.context = outer }
        inherit(type, x.inheritanceClause)
        readMemberBlock(x.memberBlock, into: type)
    }

    private func readMemberBlock(_ block: MemberBlockSyntax, into type: NominalType) {
        for member in block.members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let propertyType = table.resolve(binding.typeAnnotation?.type)
                    if !isStatic, !type.genericParameters.isEmpty, let written = binding.typeAnnotation?.type { type.propertySyntax[name] = written }
                    if binding.typeAnnotation == nil, let value = binding.initializer?.value {
                        table.pendingInitialValues.append((type, name, value, isStatic))
                    }
                    if isStatic { type.staticProperties[name] = propertyType } else { type.properties[name] = propertyType }
                    if Compiler.wrapperAttribute(of: variable) != nil {
                        // A wrapped property's storage and projection (PropertyWrappers.swift).
                        if isStatic {
                            type.staticProperties["_" + name] = .unknown
                            type.staticProperties["$" + name] = .unknown
                        } else {
                            type.properties["_" + name] = .unknown
                            type.properties["$" + name] = .unknown
                        }
                    }
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let isStatic = function.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                var signature = signature(function)
                signature.isMutating = function.modifiers.contains { $0.name.text == "mutating" }
                if isStatic { type.staticMethods[function.name.text, default: []].append(signature) }
                else { type.methods[function.name.text, default: []].append(signature) }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                var signature = parameters(initializer.signature.parameterClause, generic: initializer.genericParameterClause != nil)
                let failable = initializer.optionalMark != nil
                signature.result = failable && initializer.optionalMark?.text == "?" ? .optional(.nominal(type.name))
                    : failable ? .unknown : .nominal(type.name)
                signature.throwing = initializer.signature.effectSpecifiers?.throwsClause?.canThrow == true
                signature.fromLibrary = isLibrary(initializer)
                signature.declarationOffset = initializer.initKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
                signature.ownGenerics = initializer.genericParameterClause?.parameters.map(\.name.text) ?? []
                signature.isConvenience = initializer.modifiers.contains { $0.name.text == "convenience" }
                type.initializers.append(signature)
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                for element in enumCase.elements {
                    let name = element.name.text
                    if type.cases[name] == nil { type.caseOrder.append(name) }
                    // `updateValue`: assigning a nil payload through the subscript would remove the case.
                    type.cases.updateValue(element.parameterClause.map { clause in clause.parameters.map { table.resolve($0.type) } }, forKey: name)
                    if !type.genericParameters.isEmpty, let clause = element.parameterClause { type.caseSyntax[name] = clause.parameters.map(\.type) }
                    if let clause = element.parameterClause { type.caseLabels[name] = clause.parameters.map { $0.firstName?.text == "_" ? nil : $0.firstName?.text } }
                    if !type.isLibrary, let clause = element.parameterClause, clause.parameters.allSatisfy({ $0.defaultValue == nil }) {
                        type.strictCases.insert(name)
                    } else {
                        type.strictCases.remove(name)
                    }
                }
            } else if decl.is(SubscriptDeclSyntax.self) {
                type.isOpen = true
            }
        }
    }

    /// The type of a stored property's initial value, where it is a plain literal or a call of
    /// a type's initializer: what `var done = false` declares without writing it.
    func literalType(_ value: ExprSyntax) -> StaticType {
        if value.is(IntegerLiteralExprSyntax.self) { return .int }
        if value.is(FloatLiteralExprSyntax.self) { return .double }
        if value.is(BooleanLiteralExprSyntax.self) { return .bool }
        if let string = value.as(StringLiteralExprSyntax.self), string.openingQuote.text != "'" { return .string }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            let inner = literalType(prefix.expression)
            return inner.isNumeric ? inner : .unknown
        }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           let type = table.nominal(table.named(base.baseName.text)), let payload = type.cases[member.declName.baseName.text], payload == nil {
            return .nominal(type.name)
        }
        // `let defaults = UserDefaults.standard`: a type's static property of a declared type.
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           let type = table.nominal(table.named(base.baseName.text)), let property = type.staticProperties[member.declName.baseName.text],
           property.isKnown {
            return property
        }
        // `static let prettyPrinted = OutputFormatting(rawValue: 1)`: an initializer of a declared type that cannot fail.
        if let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let type = table.nominal(table.named(name)), !type.isGeneric, type.kind != .protocolType {
            let labels = call.arguments.map { $0.label?.text }
            if (type.initializers.isEmpty && labels.isEmpty)
                || type.initializers.contains(where: { $0.accepts(labels: labels) && $0.result == .nominal(type.name) }) {
                return .nominal(type.name)
            }
        }
        return .unknown
    }

    func signature(_ function: FunctionDeclSyntax) -> FunctionSignature {
        var signature = parameters(function.signature.parameterClause, generic: function.genericParameterClause != nil)
        signature.result = function.signature.returnClause.map { table.resolve($0.type) } ?? .void
        signature.resultSyntax = function.signature.returnClause?.type
        signature.ownGenerics = function.genericParameterClause?.parameters.map(\.name.text) ?? []
        signature.resultFromMetatype = Self.resultFromMetatype(function)
        signature.declarationOffset = function.name.positionAfterSkippingLeadingTrivia.utf8Offset
        signature.isDiscardable = function.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "discardableResult" }
            || function.signature.returnClause?.type.trimmedText == "Never"
        // `rethrows`: the call throws only when a closure written as its argument does (`markTry`).
        signature.throwing = function.signature.effectSpecifiers?.throwsClause?.canThrow == true
        signature.rethrowing = !isLibrary(function)
            && function.signature.effectSpecifiers?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows)
        signature.isAsync = function.signature.effectSpecifiers?.asyncSpecifier != nil
        if isLibrary(function) {
            signature.fromLibrary = true
            signature.isRenamed = function.declaresOldSpelling
            // The library writes Apple's generic `decode<T>(_ type: T.Type, …) -> T` as a
            // parameter of type Any and a result of type Any: such a result is not Any in Swift.
            if signature.result.unwrapped == .any, signature.parameters.contains(where: { $0.unwrapped == .any }) {
                // Apple's result is the type passed (`decode(String.self, forKey: .name)` is a String,
                // `decodeObject(of: NSString.self, forKey: "n")` an `NSString?`) when the call names it.
                if Self.metatypeResults.contains(function.name.text), let index = signature.parameters.firstIndex(of: .any),
                   [nil, "of"].contains(signature.labels[index]) {
                    signature.resultFromMetatype = (index, signature.result.isOptional)
                }
                signature.result = .unknown
            }
            if let override = Self.appleResults[function.name.text] { signature.result = override }
        }
        return signature
    }

    /// `<T>(_ type: T.Type, …) -> T` or `-> T?`: which parameter's metatype the result is.
    private static func resultFromMetatype(_ function: FunctionDeclSyntax) -> (index: Int, optional: Bool)? {
        guard let generics = function.genericParameterClause?.parameters, var result = function.signature.returnClause?.type else { return nil }
        var optional = false
        if let wrapped = result.as(OptionalTypeSyntax.self) { (result, optional) = (wrapped.wrappedType, true) }
        guard let name = result.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil,
              generics.contains(where: { $0.name.text == name.name.text }) else { return nil }
        for (index, parameter) in function.signature.parameterClause.parameters.enumerated() {
            if let metatype = parameter.type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type",
               metatype.baseType.as(IdentifierTypeSyntax.self)?.name.text == name.name.text {
                return (index, optional)
            }
        }
        return nil
    }

    /// Whether an attribute names a result builder: a custom attribute, spelled as a type is.
    static func marksResultBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element, let first = attribute.attributeName.trimmedText.first else { return false }
            return first.isUppercase && !["MainActor", "Sendable", "Escaping"].contains(attribute.attributeName.trimmedText)
        }
    }

    private func parameters(_ clause: FunctionParameterClauseSyntax, generic: Bool) -> FunctionSignature {
        var signature = FunctionSignature(labels: [], parameters: [], hasDefault: [], isLoose: generic, result: .void, throwing: false)
        signature.isGeneric = generic
        // The script's own generic parameters (TypeCheckGenericLiterals.swift); the library's calls need none.
        let declaredByLibrary = isLibrary(clause)
        let generics = declaredByLibrary ? [] : TypeChecker.genericParameterNames(around: Syntax(clause))
        for parameter in clause.parameters {
            let label = parameter.firstName.text
            signature.genericSlots.append(TypeChecker.genericSlot(parameter.type, among: generics))
            signature.labels.append(label == "_" ? nil : label)
            signature.hasDefault.append(parameter.defaultValue != nil)
            if !declaredByLibrary {
                signature.parameterSyntax.append(parameter.ellipsis != nil ? nil : parameter.type.inoutBase ?? parameter.type)
            }
            if parameter.ellipsis != nil { signature.variadic = signature.parameters.count }
            // `inout T` is a T passed as `&x`; other attributes (`@escaping`) mark closures.
            if let base = parameter.type.inoutBase {
                signature.inoutParameters.insert(signature.parameters.count)
                signature.parameters.append(table.resolve(base))
            } else {
                signature.parameters.append(table.resolve(parameter.type))
            }
            // `@RowBuilder content: () -> [Row]`: the closure's statements are the builder's parts,
            // its result not the function type's (ResultBuilders.swift).
            if !declaredByLibrary, Self.marksResultBuilder(parameter.attributes)
                || (parameter.type.as(AttributedTypeSyntax.self).map { Self.marksResultBuilder($0.attributes) } ?? false) {
                signature.parameters[signature.parameters.count - 1] = .unknown
                signature.isLoose = true
            }
            var isFunction = false
            if case .function? = signature.parameters.last { isFunction = true }
            if parameter.type.as(AttributedTypeSyntax.self)?.attributes.contains(where: { $0.trimmedText == "@escaping" }) == true {
                signature.escaping.insert(signature.parameters.count - 1)
            }
            if parameter.ellipsis != nil || (parameter.type.is(AttributedTypeSyntax.self) && (signature.parameters.last == .unknown || isFunction))
                || parameter.type.is(FunctionTypeSyntax.self) {
                signature.isLoose = true
            }
        }
        return signature
    }

    /// A struct's memberwise initializer: its stored properties in order, those with an initial
    /// value optional (`var` ones only), as Swift synthesizes it.
    private func memberwiseInitializer(_ s: StructDeclSyntax, path: String) -> FunctionSignature {
        var signature = FunctionSignature(labels: [], parameters: [], hasDefault: [], isLoose: false,
                                          result: .nominal(path), throwing: false)
        let generics = Set(s.genericParameterClause?.parameters.map(\.name.text) ?? [])
        for member in s.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "lazy" }) else { continue }
            for binding in variable.bindings {
                if let accessors = binding.accessorBlock, case .getter = accessors.accessors { continue }
                if let accessors = binding.accessorBlock, case .accessors(let list) = accessors.accessors,
                   list.contains(where: { $0.accessorSpecifier.text == "get" }) { continue }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    signature.isLoose = true
                    continue
                }
                let isLet = variable.bindingSpecifier.text == "let"
                if isLet && binding.initializer != nil { continue }
                signature.labels.append(name)
                signature.genericSlots.append(binding.typeAnnotation.flatMap { TypeChecker.genericSlot($0.type, among: generics) })
                signature.parameterSyntax.append(binding.typeAnnotation?.type)
                var type = table.resolve(binding.typeAnnotation?.type)
                if binding.typeAnnotation == nil, let value = binding.initializer?.value { type = literalType(value) }
                if case .function = type { signature.escaping.insert(signature.parameters.count) }
                signature.parameters.append(type)
                // A wrapped property without a value may have one from its wrapper's `init()`.
                signature.hasDefault.append(binding.initializer != nil || (type.isOptional && !isLet)
                                            || Compiler.wrapperAttribute(of: variable) != nil)
            }
        }
        return signature
    }
}

extension TypeSyntax {
    /// `T` of a parameter's `inout T` (with no attributes beside it); nil for other types.
    var inoutBase: TypeSyntax? {
        guard let attributed = self.as(AttributedTypeSyntax.self), attributed.attributes.isEmpty, attributed.specifiers.count == 1,
              attributed.specifiers.first?.trimmedText == "inout" else { return nil }
        return attributed.baseType
    }
}

extension FunctionDeclSyntax {
    /// A library declaration of an old spelling: its body calls `__kilnRenamed(…)`.
    var declaresOldSpelling: Bool {
        body?.statements.contains {
            $0.firstToken(viewMode: .sourceAccurate)?.text == "__kilnRenamed" && $0.firstToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?.text == "("
        } ?? false
    }
}

extension ThrowsClauseSyntax {
    /// `throws` or `throws(E)`, but not `throws(Never)`, which throws nothing: calls need no `try`.
    var canThrow: Bool {
        throwsSpecifier.tokenKind == .keyword(.throws) && type?.trimmedText != "Never"
    }
}
