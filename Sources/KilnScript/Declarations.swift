// Declarations: types, their members, and functions are collected before any body is compiled, so
// code can use a type or function declared further down the file.
import SwiftSyntax

extension Compiler {
    /// First pass over the top level: every type, function and global variable name.
    func declareTopLevel(_ items: [CodeBlockItemSyntax]) {
        var typeDecls: [(decl: DeclSyntax, type: TypeInfo?)] = []
        noteImplicitlyUnwrappedUse(items)  // ImplicitlyUnwrappedArguments.swift
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            collectTypes(decl, into: &typeDecls)
        }
        // Types declared inside functions, closures and `do` blocks are known by their names too.
        // Kiln has one type per name: a body's type named as another type is declared (unless it
        // is the same text again, `struct Point` in two functions) would be the other one, so it is
        // refused as not supported rather than run as the wrong type.
        var localTexts: [String: String] = [:]
        for local in LocalTypeFinder.find(in: items) {
            let text = local.decl.trimmedDescription
            if resolver.types[local.name] != nil {
                if localTexts[local.name] == text { continue }
                let place = local.decl.as(StructDeclSyntax.self)?.name ?? local.decl.as(ClassDeclSyntax.self)?.name
                    ?? local.decl.as(EnumDeclSyntax.self)?.name ?? local.decl.as(TypeAliasDeclSyntax.self)?.name
                error("a type declared in a body with the name of another type ('\(local.name)') is not supported in Kiln yet",
                      at: place.map(Syntax.init) ?? Syntax(local.decl))
                continue
            }
            localTexts[local.name] = text
            collectTypes(local.decl, into: &typeDecls)
        }
        inferAssociatedTypes(typeDecls)  // InferredAssociatedTypes.swift
        declareTypeAliases()
        inheritRequirements()
        // Classes first in superclass order, so a subclass's field layout follows its parent's.
        for (decl, type) in typeDecls { declareMembers(decl, type) }
        // A subclass's instances run the observers its superclass declares on the properties
        // they inherit (parents come first in the list, so a grandparent's reach them too).
        for case (_, let type?) in typeDecls {
            if let parent = type.superclass { inheritObservers(type, from: parent) }  // PropertyObservers.swift
        }
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            if let function = decl.as(FunctionDeclSyntax.self) {
                let code = declareFunction(function, selfType: nil, isStatic: false)
                resolver.globalFunctions[code.name, default: []].insert(code, at: 0)
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let accessors = binding.accessorBlock, !isObservers(accessors),
                       let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        let builder = variable.attributes.isEmpty ? nil : resultBuilderIndex(for: variable).builder(in: variable.attributes)
                        declareComputedGlobal(name, accessors, type: binding.typeAnnotation?.type, builder: builder)
                        continue
                    }
                    if let accessors = binding.accessorBlock, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        declareObservedGlobal(name, accessors, type: binding.typeAnnotation?.type)  // PropertyObservers.swift
                        continue
                    }
                    for name in boundNames(binding.pattern) where resolver.globalScope.names[name] == nil {
                        _ = resolver.declare(name)
                    }
                }
            }
        }
    }

    private func collectTypes(_ decl: DeclSyntax, into list: inout [(decl: DeclSyntax, type: TypeInfo?)], enclosing: String? = nil) {
        let module = runtime.moduleName
        func collectNested(_ members: MemberBlockSyntax, in path: String) {
            for member in members.members {
                if let nested = member.decl.as(StructDeclSyntax.self) { collectTypes(DeclSyntax(nested), into: &list, enclosing: path) }
                if let nested = member.decl.as(ClassDeclSyntax.self) { collectTypes(DeclSyntax(nested), into: &list, enclosing: path) }
                if let nested = member.decl.as(EnumDeclSyntax.self) { collectTypes(DeclSyntax(nested), into: &list, enclosing: path) }
                if let alias = member.decl.as(TypeAliasDeclSyntax.self) { collectTypes(DeclSyntax(alias), into: &list, enclosing: path) }
                if let nested = member.decl.as(ProtocolDeclSyntax.self) { collectTypes(DeclSyntax(nested), into: &list, enclosing: path) }
            }
        }
        /// The type `name` declares here, made or found by the resolver's names.
        func named(_ name: String, _ kind: TypeInfo.Kind, module: String?) -> TypeInfo {
            let type: TypeInfo
            if let enclosing {
                // A nested type is `Outer.Kind`, and `Kind` too where no other type has that name.
                let path = "\(enclosing).\(name)"
                type = resolver.qualifiedTypes[path] ?? TypeInfo(name: name, kind: kind, module: module)
                type.enclosingName = enclosing
                resolver.qualifiedTypes[path] = type
                if resolver.types[name] == nil { resolver.types[name] = type }
            } else {
                // A top-level type's name is its own, even where a nested type had it first.
                if let existing = resolver.types[name], existing.enclosingName == nil { type = existing } else {
                    type = TypeInfo(name: name, kind: kind, module: module)
                }
                resolver.types[name] = type
            }
            return type
        }
        func register(_ name: String, _ kind: TypeInfo.Kind, members: MemberBlockSyntax) {
            let path = enclosing.map { "\($0).\(name)" } ?? name
            let isLibrary = location(decl).line <= runtime.options.libraryLineCount
            // A library type is in the module the embedder names for it (Foundation's `JSONEncoder`
            // prints as `FoundationEssentials.JSONEncoder`), else in the script's.
            let type = named(name, kind, module: isLibrary ? runtime.options.libraryModules[path] ?? module : module)
            type.isLibrary = isLibrary
            if !isLibrary, let enclosing { type.extendedLibraryModule = resolver.standardLibraryModule(extending: enclosing) }  // ExtensionNestedTypes.swift
            if isLibrary && runtime.options.bridgeBoxes.contains(path) { type.bridgesValue = true }
            list.append((decl, type))
            collectNested(members, in: path)
        }
        if let alias = decl.as(TypeAliasDeclSyntax.self) {
            let name = alias.name.text
            resolver.aliases.append((enclosing.map { "\($0).\(name)" } ?? name, name, isNested: enclosing != nil, alias.initializer.value))
            if let parameters = alias.genericParameterClause?.parameters {
                resolver.aliasGenericParameters[name] = parameters.map(\.name.text)
            }
            return
        }
        if let s = decl.as(StructDeclSyntax.self) { register(s.name.text, .structure, members: s.memberBlock) }
        else if let c = decl.as(ClassDeclSyntax.self) {
            classDecls[c.name.text] = c
            register(c.name.text, .classType, members: c.memberBlock)
        }
        else if let e = decl.as(EnumDeclSyntax.self) { register(e.name.text, .enumeration, members: e.memberBlock) }
        else if let p = decl.as(ProtocolDeclSyntax.self) {
            // Named as a type is, nested ones too (`DiceGame.Delegate`).
            let type = named(p.name.text, .protocolType, module: module)
            type.refinedProtocols = p.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            for member in p.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) { type.requirements.insert(function.name.text) }
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { type.requirements.insert(name) }
                    }
                }
            }
            list.append((decl, type))
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            list.append((decl, nil))
            // Types and aliases an extension nests (`extension Notification { struct Name … }`).
            collectNested(x.memberBlock, in: x.extendedType.trimmedText)
        }
    }

    /// Fills in a type's fields, cases, methods, initializers and conformances.
    private func declareMembers(_ decl: DeclSyntax, _ declared: TypeInfo?) {
        if let s = decl.as(StructDeclSyntax.self), let type = declared {
            type.genericParameters = s.genericParameterClause?.parameters.map(\.name.text) ?? []  // StaticTypeNames.swift
            addConformances(type, s.inheritanceClause)
            addMembers(type, s.memberBlock)
        } else if let c = decl.as(ClassDeclSyntax.self), let type = declared {
            type.genericParameters = c.genericParameterClause?.parameters.map(\.name.text) ?? []  // TypeArguments.swift
            layoutClass(type, c)
        } else if let e = decl.as(EnumDeclSyntax.self), let type = declared {
            type.genericParameters = e.genericParameterClause?.parameters.map(\.name.text) ?? []  // TypeArguments.swift
            addConformances(type, e.inheritanceClause)
            declareCases(type, e)
            addMembers(type, e.memberBlock)
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            for inherited in (p.inheritanceClause?.inheritedTypes).elementsIfAny { refuseUndeclared(inherited.type) }
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            guard let type = resolveType(x.extendedType) else {
                error("cannot find type '\(x.extendedType.trimmedText)' in scope", at: x.extendedType)
                return
            }
            addConformances(type, x.inheritanceClause)
            if let clause = x.genericWhereClause, location(x).line > runtime.options.libraryLineCount, !type.isLibrary,
               type.module == runtime.moduleName {
                // `extension Box: Shape where T: Shape`: casts to it ask the type's arguments (CompilerCasts.swift).
                var requirements: [(parameter: Int, protocolName: String)]? = []
                for requirement in clause.requirements {
                    guard case .conformanceRequirement(let conformance) = requirement.requirement,
                          let index = type.genericParameters.firstIndex(of: conformance.leftType.trimmedText),
                          let proto = resolveType(conformance.rightType), proto.kind == .protocolType else { requirements = nil; break }
                    requirements?.append((index, proto.name))
                }
                for inherited in (x.inheritanceClause?.inheritedTypes).elementsIfAny {
                    type.conditionalConformances[inherited.type.trimmedText] = .some(requirements)
                }
            }
            if type.kind == .protocolType {
                resolver.declaringSelfConstraints = selfConstraints(x.genericWhereClause)
                defer { resolver.declaringSelfConstraints = [] }
                addMembers(type, x.memberBlock, intoProtocolDefaults: true)
            } else {
                addMembers(type, x.memberBlock)
            }
        }
    }

    /// The types `where Self: C` and `where Self == C` name.
    private func selfConstraints(_ clause: GenericWhereClauseSyntax?) -> [TypeInfo] {
        (clause?.requirements).elementsIfAny.compactMap { requirement in
            switch requirement.requirement {
            case .conformanceRequirement(let c) where c.leftType.trimmedText == "Self": return resolveType(c.rightType)
            case .sameTypeRequirement(let c) where c.leftType.trimmedText == "Self":
                if case .type(let right) = c.rightType { return resolveType(right) }
                return nil
            default: return nil
            }
        }
    }

    private func layoutClass(_ type: TypeInfo, _ c: ClassDeclSyntax) {
        guard type.fieldNames.isEmpty && type.members.isEmpty && type.initializers.isEmpty else { return }
        for inherited in (c.inheritanceClause?.inheritedTypes).elementsIfAny {
            guard let parent = resolveType(inherited.type) else {
                // A library protocol Kiln does not declare (`IteratorProtocol`): a conformance.
                if insertComposedConformances(type, inherited.type) { continue }
                if LibraryTypeNames.mayBeLibrary(inherited.type.trimmedText) {
                    insertConformance(type, inherited.type.trimmedText)
                } else {
                    error("cannot find type '\(inherited.type.trimmedText)' in scope", at: inherited.type)
                }
                continue
            }
            if parent.kind == .classType {
                type.superclass = parent
                if parent.fieldNames.isEmpty, parent.module != nil, let parentDecl = findClassDecl(parent.name) {
                    layoutClass(parent, parentDecl)
                }
                type.fieldNames = parent.fieldNames
                type.fieldDefaults = parent.fieldDefaults
                type.fieldIsLet = parent.fieldIsLet
                type.weakFields = parent.weakFields
                type.unownedFields = parent.unownedFields
                type.fieldConversion = parent.fieldConversion
                type.fieldTypes = parent.fieldTypes
                type.lazyFields = parent.lazyFields
            } else {
                insertConformance(type, parent.name)
            }
        }
        addMembers(type, c.memberBlock)
        if type.initializers.isEmpty, let parent = type.superclass {
            // A subclass that declares no initializer inherits its superclass's.
            type.initializers = parent.initializers
        } else if let parent = type.superclass {
            // One that overrides all its superclass's designated initializers inherits its
            // convenience ones too (they call the overrides).
            func selector(_ member: Member) -> [String?]? { member.function.map { $0.parameters.map(\.label) } }
            let own = Set(type.initializers.compactMap { selector($0).map { $0.map { $0 ?? "_" } } })
            if type.initializers.allSatisfy({ $0.function?.isConvenienceInit == true }) {
                // One that declares only convenience initializers inherits every one of its
                // superclass's (its `self.init(…)` calls reach them).
                for member in parent.initializers {
                    if let labels = selector(member), !own.contains(labels.map { $0 ?? "_" }) { type.initializers.append(member) }
                }
                return
            }
            let designated = parent.initializers.filter { $0.function?.isConvenienceInit == false }
            if designated.allSatisfy({ selector($0).map { own.contains($0.map { $0 ?? "_" }) } ?? false }) {
                for member in parent.initializers where member.function?.isConvenienceInit == true {
                    if let labels = selector(member), !own.contains(labels.map { $0 ?? "_" }) { type.initializers.append(member) }
                }
            }
        }
    }

    /// The type a binding with neither type nor value shares with the bindings after it
    /// (`var a, b: Double`).
    func sharedAnnotation(of binding: PatternBindingSyntax, in list: PatternBindingListSyntax) -> TypeSyntax? {
        guard binding.typeAnnotation == nil, binding.initializer == nil else { return nil }
        var found = false
        for other in list {
            if other.id == binding.id { found = true; continue }
            if found, let type = other.typeAnnotation?.type { return type }
            if found, other.initializer != nil { return nil }
        }
        return nil
    }

    /// The declaration of a class the program declares (a superclass is laid out before its
    /// subclasses, wherever it is declared).
    private func findClassDecl(_ name: String) -> ClassDeclSyntax? { classDecls[name] }

    private func declareCases(_ type: TypeInfo, _ e: EnumDeclSyntax) {
        let rawType = e.inheritanceClause?.inheritedTypes.first?.type.trimmedText
        // `enum Flag: UInt8`: integer raw values of that type, numbered as Int's are.
        let rawKind = rawType.flatMap(IntKind.named)
        let integerRaw = rawType == "Int" || rawKind != nil
        func integer(_ n: Int) -> Value {
            guard let rawKind else { return .int(n) }
            return .fixed(FixedInt(truncating: UInt64(bitPattern: Int64(n)), rawKind))
        }
        var nextRaw = 0
        for member in e.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                let name = element.name.text
                let labels = element.parameterClause?.parameters.map { $0.firstName?.text } ?? []
                var raw: Value?
                if let rawValue = element.rawValue?.value {
                    if let int = rawValue.as(IntegerLiteralExprSyntax.self), let n = Compiler.integerLiteral(int.literal.text) { raw = integer(n); nextRaw = n &+ 1 }
                    else if let prefix = rawValue.as(PrefixOperatorExprSyntax.self), let int = prefix.expression.as(IntegerLiteralExprSyntax.self),
                            let n = Compiler.integerLiteral(int.literal.text) { raw = integer(-n); nextRaw = -n + 1 }
                    else if let string = rawValue.as(StringLiteralExprSyntax.self) {
                        // A raw value's escapes mean what they mean in any literal (`case tab = "\t"`).
                        let pounds = string.openingPounds?.text.count ?? 0
                        raw = .string(string.segments.map { segment in
                            if case .stringSegment(let text) = segment { return unescape(text.content.text, pounds: pounds) }
                            return segment.trimmedText
                        }.joined())
                    }
                    else if let double = rawValue.as(FloatLiteralExprSyntax.self), let d = Double(double.literal.text) { raw = .double(d) }
                } else if integerRaw {
                    raw = integer(nextRaw)
                    nextRaw += 1
                } else if rawType == "String" {
                    raw = .string(name)
                }
                let index = type.cases.count
                let conversions = element.parameterClause?.parameters.map { conversion($0.type) } ?? []
                let payloadTypes = element.parameterClause?.parameters.map { DeclaredType($0.type) } ?? []
                type.cases.append(EnumCase(name: name, labels: labels, rawValue: raw, conversions: conversions, payloadTypes: payloadTypes))
                if !labels.isEmpty {
                    // `case text(String, times: Int = 1)`: a payload's default, as a parameter's
                    // (compiled once every declaration is known, as top-level defaults are).
                    let parameters = zip(labels, element.parameterClause?.parameters.map { $0 } ?? []).map { label, parameter in
                        Parameter(label: label, defaultValue: parameter.defaultValue.map { clause in
                            compiledLater { [unowned self] in compileExpression(clause.value, hint: resolveType(parameter.type)) }
                        })
                    }
                    let code = FunctionCode(name: name, parameters: parameters, hasSelf: true)
                    if conversions.allSatisfy(\.isIdentity) {
                        // Payloads kept as given (`.move(dx: 1, dy: 2)`): copied into an array of
                        // their own (the arguments array is the call site's, used again).
                        code.native = { _, arguments in
                            var payload: [Value] = []
                            payload.reserveCapacity(arguments.count)
                            payload.append(contentsOf: arguments)
                            return .enumCase(type, index, payload)
                        }
                    } else {
                        code.native = { _, arguments in
                            .enumCase(type, index, zip(arguments, conversions).map { $0.converted($1) })
                        }
                    }
                    type.staticMembers[name, default: []].append(.method(code))
                }
            }
        }
        guard let rawType, ["Int", "String", "Double", "Character"].contains(rawType) || rawKind != nil else { return }
        type.conformances.insert("RawRepresentable")
        let getter = FunctionCode(name: "rawValue", parameters: [], hasSelf: true)
        getter.native = { selfValue, _ in
            guard case .enumCase(let t, let index, _) = selfValue else { return .void }
            return t.cases[index].rawValue ?? .void
        }
        type.members["rawValue"] = [.computed(name: "rawValue", get: getter, set: nil)]
        let initializer = FunctionCode(name: "init", parameters: [Parameter(label: "rawValue")], hasSelf: true)
        initializer.native = { _, arguments in
            guard let raw = arguments.first, let index = type.cases.firstIndex(where: { $0.rawValue.map { valuesEqual($0, raw) } ?? false }) else { return .none }
            return .some(.enumCase(type, index, []))
        }
        type.initializers.append(.method(initializer))
        let allCases = FunctionCode(name: "allCases", parameters: [], hasSelf: true)
        allCases.native = { _, _ in .array(type.cases.indices.map { .enumCase(type, $0, []) }) }
        type.staticMembers["allCases"] = [.computed(name: "allCases", get: allCases, set: nil)]
    }

    /// An integer literal's value as written: decimal, `0x`, `0o` or `0b`, with `_` separators.
    static func integerLiteral(_ text: String) -> Int? {
        let digits = text.filter { $0 != "_" }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return UInt64(digits.dropFirst(2), radix: radix).map { Int(truncatingIfNeeded: $0) }
        }
        return Int(digits)
    }

    /// Declares the members of a type body (or extension).
    private func addMembers(_ type: TypeInfo, _ block: MemberBlockSyntax, intoProtocolDefaults: Bool = false) {
        if type.kind == .enumeration, type.staticMembers["allCases"] == nil, type.conformances.contains("CaseIterable") {
            let allCases = FunctionCode(name: "allCases", parameters: [], hasSelf: true)
            allCases.native = { _, _ in .array(type.cases.indices.map { .enumCase(type, $0, []) }) }
            type.staticMembers["allCases"] = [.computed(name: "allCases", get: allCases, set: nil)]
        }
        func add(_ name: String, _ member: Member, isStatic: Bool) {
            if intoProtocolDefaults { type.protocolDefaults[name, default: []].append(member) }
            else if isStatic { type.staticMembers[name, default: []].insert(member, at: 0) }
            else { type.members[name, default: []].insert(member, at: 0) }
        }
        for item in block.members {
            let decl = item.decl
            let isStatic = decl.modifiersContain("static") || decl.modifiersContain("class")
            if let function = decl.as(FunctionDeclSyntax.self) {
                let code = declareFunction(function, selfType: type, isStatic: isStatic)
                add(code.name, .method(code), isStatic: isStatic || function.name.tokenKind.isOperator)
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                let code = declareInitializer(initializer, type: type)
                if intoProtocolDefaults { type.protocolDefaults["init", default: []].append(.method(code)) }
                else { type.initializers.insert(.method(code), at: 0) }
            } else if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
                let code = FunctionCode(name: "deinit", parameters: [], hasSelf: true)
                scheduleBody(code, selfType: type, isStatic: false, parameters: []) { [unowned self] in
                    self.compileOptionalBlock(deinitializer.body)
                }
                type.deinitializer = code
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                declareProperty(variable, type: type, isStatic: isStatic, add: add)
            } else if let sub = decl.as(SubscriptDeclSyntax.self) {
                // A subscript's parameter has a label only when it names one (`subscript(x x: Int)`);
                // defaults and variadics as a function's.
                let parameters = zip(sub.parameterClause.parameters, declareParameters(sub.parameterClause.parameters).0).map { syntax, declared in
                    var parameter = Parameter(label: syntax.secondName == nil ? nil : declared.label, defaultValue: declared.defaultValue,
                                              isVariadic: declared.isVariadic, isInout: declared.isInout)
                    (parameter.callerLiteral, parameter.isAutoclosure) = (declared.callerLiteral, declared.isAutoclosure)
                    return parameter
                }
                let code = FunctionCode(name: "subscript", parameters: parameters, hasSelf: true)
                code.parameterTypeNames = parameterTypeNames(sub.parameterClause.parameters, generics: sub.genericParameterClause, selfType: type)
                if let dynamic = sub.parameterClause.parameters.first, dynamic.firstName.text == "dynamicMember" {
                    type.dynamicMemberTakesKeyPath = dynamic.type.trimmedDescription.contains("KeyPath")
                }
                code.returnConversion = conversion(sub.returnClause.type)  // `-> Element?` wraps what it gives
                let names = sub.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                let getterBody: AccessorBlockSyntax? = sub.accessorBlock
                let typeGenerics = typeGenericNames(of: type, usedInAccessors: getterBody, declared: sub.returnClause.type, isStatic: isStatic)
                // `subscript<T>(key: String, as type: T.Type) -> T?`: T bound on entry, as a generic function's.
                let generics = genericBindings(sub.genericParameterClause, parameters: sub.parameterClause.parameters, body: getterBody)
                scheduleBody(code, selfType: type, isStatic: isStatic, parameters: names + generics.map(\.name) + typeGenerics) { [unowned self] in
                    guard let accessors = getterBody else { return { _ in .next } }
                    self.genericValueNames.append(Set(generics.map(\.name)))
                    defer { self.genericValueNames.removeLast() }
                    let getter = self.compilingWithTypeGenerics(typeGenerics, of: type, firstSlot: 1 + names.count + generics.count) { self.compileGetter(accessors) }
                    return self.bindingGenerics(generics, parameterCount: names.count, hasSelf: true, body: getter)
                }
                add("subscript", .method(code), isStatic: isStatic)  // `static subscript` on the type
                if case .accessors(let list)? = sub.accessorBlock?.accessors,
                   let set = list.first(where: { $0.accessorSpecifier.text == "set" }) {
                    // The setter takes the indices, then the new value.
                    let setter = FunctionCode(name: "subscript", parameters: parameters + [Parameter(label: nil)], hasSelf: true,
                                              isMutating: type.kind != .classType && !isStatic)
                    // Overloads told apart by their indices' types, as the getters are (`data[2] = 1`, `data[1..<3] = other`).
                    setter.parameterTypeNames = code.parameterTypeNames.map { $0 + [nil] }
                    let valueName = set.parameters?.name.text ?? "newValue"
                    // `m[0, 1] = -2` on a `subscript(…) -> Double`: the new value takes the declared type.
                    let converts = conversion(sub.returnClause.type).shallow
                    if !converts.isIdentity { setter.parameterConversions = [(1 + parameters.count, converts)] }
                    scheduleBody(setter, selfType: type, isStatic: isStatic, parameters: names + [valueName] + typeGenerics) { [unowned self] in
                        self.compilingWithTypeGenerics(typeGenerics, of: type, firstSlot: 2 + names.count,
                                                       newValue: (1 + names.count, sub.returnClause.type)) {
                            self.compileOptionalBlock(set.body)
                        }
                    }
                    add(subscriptSetterName, .method(setter), isStatic: isStatic)
                }
            }
        }
        if type.kind == .structure && type.initializers.isEmpty && !intoProtocolDefaults { addMemberwiseInit(type) }
        if type.kind == .classType && type.initializers.isEmpty && type.superclass == nil && !intoProtocolDefaults {
            let code = FunctionCode(name: "init", parameters: [], hasSelf: true)
            code.native = { selfValue, _ in selfValue }
            code.isImplicitEmptyInit = true
            type.initializers = [.method(code)]
        }
    }

    private func declareProperty(_ variable: VariableDeclSyntax, type: TypeInfo, isStatic: Bool, add: (String, Member, Bool) -> Void) {
        let isLet = variable.bindingSpecifier.text == "let"
        let isLazy = variable.modifiersContain("lazy")
        // An `unowned` stored property does not keep its object either (WeakReferences.swift).
        // In a struct too (`struct Weak { weak var value: T? }`, the box an observer list keeps).
        let holdsReferences = type.kind == .classType || type.kind == .structure
        let isUnowned = holdsReferences && variable.modifiersContain("unowned")
        let isWeak = holdsReferences && (variable.modifiersContain("weak") || isUnowned)
        let wrapper = Compiler.wrapperAttribute(of: variable)
        for binding in variable.bindings {
            guard let written = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let name = privateStorageName(declaring: written, variable, binding, in: type, isStatic: isStatic)  // PrivateStorage.swift
            if let wrapper, binding.accessorBlock == nil {
                declareWrappedProperty(binding, name: name, attribute: wrapper, type: type, isStatic: isStatic, add: add)  // PropertyWrappers.swift
                continue
            }
            noteImplicitlyUnwrapped(binding, type: binding.typeAnnotation?.type)  // ImplicitlyUnwrappedArguments.swift
            let hint = literalHint(binding.typeAnnotation?.type, value: binding.initializer?.value)
            let isOptional = binding.typeAnnotation.map { $0.type.is(OptionalTypeSyntax.self) || $0.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) } ?? false
            if let accessors = binding.accessorBlock, !isObservers(accessors) {
                // A computed property.
                let getter = FunctionCode(name: name, parameters: [], hasSelf: true)
                getter.isStatic = isStatic
                getter.returnConversion = conversion(binding.typeAnnotation?.type)
                // Where it is declared: a library's getter is compiled when first called.
                getter.location = location(binding.pattern)
                // The type's generic parameters the accessors name (`Element.fileName`), after their parameters.
                let typeGenerics = typeGenericNames(of: type, usedInAccessors: accessors, declared: binding.typeAnnotation?.type, isStatic: isStatic)
                let builder = variable.attributes.isEmpty ? nil : resultBuilderIndex(for: variable).builder(in: variable.attributes)
                scheduleBody(getter, selfType: type, isStatic: isStatic, parameters: typeGenerics) { [unowned self] in
                    self.compilingWithTypeGenerics(typeGenerics, of: type, firstSlot: 1) { self.compileGetter(accessors, builder: builder) }
                }
                var setter: FunctionCode?
                if case .accessors(let list) = accessors.accessors, let set = list.first(where: { $0.accessorSpecifier.text == "set" }) {
                    // A `nonmutating set` changes something else than `self` (a value's storage elsewhere).
                    let isMutating = type.kind != .classType && set.modifier?.name.text != "nonmutating"
                    let code = FunctionCode(name: name, parameters: [Parameter(label: nil)], hasSelf: true, isMutating: isMutating)
                    code.location = getter.location
                    let converts = conversion(binding.typeAnnotation?.type).shallow
                    if !converts.isIdentity { code.parameterConversions = [(1, converts)] }
                    let parameterName = set.parameters?.name.text ?? "newValue"
                    scheduleBody(code, selfType: type, isStatic: isStatic, parameters: [parameterName] + typeGenerics) { [unowned self] in
                        self.compilingWithTypeGenerics(typeGenerics, of: type, firstSlot: 2, newValue: (1, binding.typeAnnotation?.type)) {
                            self.compileOptionalBlock(set.body)
                        }
                    }
                    setter = code
                }
                add(name, .computed(name: name, get: getter, set: setter), isStatic)
                continue
            }
            if let accessors = binding.accessorBlock, variable.modifiersContain("override"), !type.fieldNames.contains(name),
               let observed = observingInheritedComputed(name, accessors, of: type) {
                add(name, observed, isStatic)  // PropertyObservers.swift
                continue
            }
            if let accessors = binding.accessorBlock, variable.modifiersContain("override"), let index = type.fieldNames.firstIndex(of: name) {
                // `override var x: Int { didSet { … } }`: observers of the inherited stored property.
                type.observers[index] = observers(accessors, of: type)
                continue
            }
            var initial: Eval?
            var lazyInitial: ((Value) throws -> Value)?
            if let value = binding.initializer?.value {
                // Defaults are compiled in a scope of their own: they run when an instance is made
                // (a `lazy` one on first use, with `self` in slot 0). They are compiled once every
                // declaration is known, so they can call a function declared further down.
                let compiled = DeferredExpression()
                pendingBodies.append { [unowned self] in
                    resolver.push(.function, selfType: isLazy || isStatic ? type : nil, isStatic: isStatic)
                    _ = resolver.declare("self")
                    compiled.eval = compileExpression(value, hint: hint)
                    if value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) {
                        // `var rooms: [Room: Set<String>] = [.hall: ["key"]]`: the literal's elements
                        // take the declared element types (a Set, a Double, a labelled tuple).
                        var full = conversion(binding.typeAnnotation?.type ?? sharedAnnotation(of: binding, in: variable.bindings))
                        full.optionalDepth = 0
                        if !full.isIdentity {
                            let eval = compiled.eval
                            compiled.eval = { frame in try eval(frame).converted(full) }
                        }
                    }
                    compiled.frameSize = resolver.pop()
                    // `var value = 0`: nothing in the default uses a slot of its own, so it runs
                    // without the frame (an allocation per field of every new instance).
                    compiled.needsFrame = compiled.frameSize > 1 || Compiler.mentionsSelfOrClosure(value)
                    if !isLazy && Compiler.isLiteral(value) { compiled.constant = try? compiled.eval(runtime.globals) }
                }
                initial = { frame in
                    if let constant = compiled.constant { return constant }
                    return compiled.needsFrame ? try compiled.eval(Frame.make(size: compiled.frameSize, parent: frame)) : try compiled.eval(frame)
                }
                if isLazy && !isStatic {
                    let runtime = self.runtime
                    lazyInitial = { selfValue in
                        let frame = Frame.make(size: compiled.frameSize, parent: runtime.globals)
                        frame.slots[0] = selfValue
                        return try compiled.eval(frame)
                    }
                    initial = { _ in .void }
                }
            } else if isOptional && !isLet {
                initial = { _ in .none }
            }
            // `var name: String? = "n"`: the default is stored as the declared type holds it (an Optional).
            let declaredConversion = conversion(binding.typeAnnotation?.type ?? sharedAnnotation(of: binding, in: variable.bindings)).shallow
            if declaredConversion.optionalDepth > 0, binding.initializer != nil {
                if let given = initial, !(isLazy && !isStatic) { initial = { frame in try given(frame).converted(declaredConversion) } }
                if let given = lazyInitial { lazyInitial = { selfValue in try given(selfValue).converted(declaredConversion) } }
            }
            if isStatic {
                let cell = Cell(.void, lazyInit: initial ?? { _ in .void })
                runtime.staticCells.append((type.name, cell))
                add(name, .staticStored(name: name, cell: cell), true)
                continue
            }
            let index = type.fieldNames.count
            type.fieldNames.append(name)
            type.fieldDefaults.append(initial)
            type.fieldIsLet.append(isLet)
            if isWeak { type.weakFields.insert(index) }
            if isUnowned { type.unownedFields.insert(index) }
            // `var x = 0.0` declares a Double as surely as `var x: Double`: `x = 15` and `Point(x: 15)` store 15.0.
            // `var width, height: Double`: a binding without a type and value takes the next one's type.
            let annotation = binding.typeAnnotation?.type ?? sharedAnnotation(of: binding, in: variable.bindings)
            var fieldType = annotation
            if fieldType == nil, let value = binding.initializer?.value,
               value.is(FloatLiteralExprSyntax.self) || value.as(PrefixOperatorExprSyntax.self)?.expression.is(FloatLiteralExprSyntax.self) == true {
                fieldType = TypeSyntax(IdentifierTypeSyntax(name: .identifier("Double")))
            }
            // `var origin = (x: 0.0, y: 0.0)`: its labels and Doubles, as `(x: Double, y: Double)` would.
            if fieldType == nil, let tuple = binding.initializer?.value.as(TupleExprSyntax.self) { fieldType = literalTupleType(tuple) }
            var fieldConversion = conversion(fieldType)
            if let annotation { type.fieldClosureFits[index] = closureFit(of: annotation) }  // the memberwise init's trailing closure
            type.fieldTypes.append(annotation.flatMap { DeclaredType($0) }
                                   ?? binding.initializer.flatMap { DeclaredType(initialValue: $0.value) })
            // `var value: T`, `T?`, `[T]`: an integer literal stored there when T is Double (TypeArguments.swift).
            if annotation != nil, type.fieldTypes[index]?.genericStorage(of: type) != nil { fieldConversion.matchesGenericNumbers = true }
            type.fieldConversion.append(fieldConversion)
            if let lazyInitial { type.lazyFields[index] = lazyInitial }
            add(name, .stored(name: name, index: index), false)
            if let accessors = binding.accessorBlock { type.observers[index] = observers(accessors, of: type) }  // PropertyObservers.swift
        }
    }

    /// `var total: Int { … }` at the top level: a getter (and setter) like a function's.
    private func declareComputedGlobal(_ name: String, _ accessors: AccessorBlockSyntax, type: TypeSyntax?, builder: String?) {
        let getter = FunctionCode(name: name, parameters: [], hasSelf: false)
        getter.returnConversion = conversion(type)
        scheduleBody(getter, selfType: nil, isStatic: false, parameters: []) { [unowned self] in self.compileGetter(accessors, builder: builder) }
        var setter: FunctionCode?
        if case .accessors(let list) = accessors.accessors, let set = list.first(where: { $0.accessorSpecifier.text == "set" }) {
            let code = FunctionCode(name: name, parameters: [Parameter(label: nil)], hasSelf: false)
            let converts = conversion(type).shallow
            if !converts.isIdentity { code.parameterConversions = [(0, converts)] }
            scheduleBody(code, selfType: nil, isStatic: false, parameters: [set.parameters?.name.text ?? "newValue"]) { [unowned self] in
                self.compileOptionalBlock(set.body)
            }
            setter = code
        }
        resolver.computedGlobals[name] = (getter, setter)
    }

    /// How many protocols `proto` refines, through their own refinements.
    private func refinementDepth(_ proto: TypeInfo, seen: Set<String> = []) -> Int {
        proto.refinedProtocols.reduce(0) { depth, name in
            guard !seen.contains(name), let refined = resolver.types[name] else { return depth }
            return max(depth, 1 + refinementDepth(refined, seen: seen.union([proto.name])))
        }
    }

    func isObservers(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = block.accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    func finishTypes() {
        extendLibraryTypes()
        let allTypes = resolver.allTypes
        inheritOverloads(allTypes)  // OperatorOverloads.swift
        for type in allTypes where type.kind == .classType {
            var chain: TypeInfo? = type
            while let current = chain {
                if current.deinitializer != nil {
                    type.runtime = runtime
                    type.hasDeinit = true
                }
                chain = current.superclass
            }
        }
        for type in allTypes where type.kind != .protocolType {
            // A refining protocol's defaults first: `extension LoudGreeter`'s `greet()` is the
            // witness over `extension Greeter`'s, as swiftc chooses the most specialized default.
            let protocols = type.conformances.compactMap { resolver.types[$0] }.filter { $0.kind == .protocolType }
                .map { ($0, refinementDepth($0)) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.name < $1.0.name }.map(\.0)
            for proto in protocols {
                for (member, implementations) in proto.protocolDefaults where member != "init" && type.lookupStatic(member) == nil {
                    if let own = type.members[member] {
                        // The extension's methods of another signature are overloads of the type's
                        // own (`pick(_: [Int])` beside `pick(_: Int)`), chosen by the arguments' types.
                        let others = implementations.filter { candidate in
                            guard case .method(let code) = candidate, !code.isStatic else { return false }
                            return !own.contains { ownMember in
                                guard case .method(let mine) = ownMember else { return true }
                                return mine.parameters.map(\.label) == code.parameters.map(\.label)
                                    && mine.parameterTypeNames == code.parameterTypeNames
                            }
                        }
                        type.members[member] = own + others
                        continue
                    }
                    guard type.lookup(member) == nil else { continue }
                    let isStatic = implementations.contains { $0.isStatic }
                    if isStatic { type.staticMembers[member] = implementations } else { type.members[member] = implementations }
                }
            }
        }
        for type in allTypes where type.kind != .protocolType && runtime.declaresHashing(type) {
            type.customHashingRun = runtime
            type.hasCustomHashing = true
        }
    }
}

extension Compiler {
    /// The type a tuple of literals declares (`(x: 0.0, y: 0)` is `(x: Double, y: Int)`); nil when
    /// an element is not a literal or the tuple has one element.
    func literalTupleType(_ tuple: TupleExprSyntax) -> TypeSyntax? {
        guard tuple.elements.count > 1 else { return nil }
        var elements: [TupleTypeElementSyntax] = []
        for (position, element) in tuple.elements.enumerated() {
            var value = element.expression
            if let negated = value.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" { value = negated.expression }
            let name: String
            if value.is(FloatLiteralExprSyntax.self) { name = "Double" }
            else if value.is(IntegerLiteralExprSyntax.self) { name = "Int" }
            else if value.is(StringLiteralExprSyntax.self) { name = "String" }
            else if value.is(BooleanLiteralExprSyntax.self) { name = "Bool" }
            else if let nested = value.as(TupleExprSyntax.self), let type = literalTupleType(nested) {
                elements.append(TupleTypeElementSyntax(firstName: element.label, colon: element.label == nil ? nil : .colonToken(), type: type,
                                                       trailingComma: position + 1 < tuple.elements.count ? .commaToken() : nil))
                continue
            }
            else { return nil }
            elements.append(TupleTypeElementSyntax(firstName: element.label, colon: element.label == nil ? nil : .colonToken(),
                                                   type: TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))),
                                                   trailingComma: position + 1 < tuple.elements.count ? .commaToken() : nil))
        }
        return TypeSyntax(TupleTypeSyntax(elements: TupleTypeElementListSyntax(elements)))
    }
}
