// Member access (`a.b`, `.red`, `Outer.Kind`, key paths) becomes closures, after checking
// before the script runs that the member can exist.
import SwiftSyntax

extension Compiler {
    func compileMemberAccess(_ member: MemberAccessExprSyntax, hint: TypeInfo?) -> Eval {
        if let reference = swiftQualified(ExprSyntax(member)) { return compileExpression(ExprSyntax(reference), hint: hint) }
        if let optional = optionalMember(ExprSyntax(member)), optional.name == "none" { return { _ in .none } }
        let name = privateStorageName(member.declName.baseName.text, on: member.base)
        let runtime = self.runtime
        let site = location(member.declName)
        guard let baseExpr = member.base else {
            // `.red`: a case or static member of the type the context expects.
            if name == "none", hint == nil || hint?.caseIndex("none") == nil, !anyTypeHasCase("none") { return { _ in .none } }
            let cache = MemberCache()
            if let receiver = contextualImplicitReceiver(name, hint: hint, at: member) {  // ContextualImplicitMembers.swift
                return { frame in try runtime.getMember(try receiver.get(frame), name, cache: cache, at: site) }
            }
            guard let type = implicitMemberType(name, hint: hint, at: member) else { return { _ in .void } }
            return withContextTypeArguments(ExprSyntax(member), of: type) { _ in try runtime.getMember(.metatype(type), name, cache: cache, at: site) }
        }
        if baseExpr.is(SuperExprSyntax.self), let (depth, selfType) = resolver.resolveSelf(), let superclass = selfType.superclass {
            return { frame in
                let receiver = frame.ancestor(depth).slots[0]
                return try runtime.getMember(receiver, name, in: superclass, at: site)
            }
        }
        if let nested = nestedType(name, in: baseExpr) { return { _ in .metatype(nested) } }
        if name == "self" { return standardTypeValue(spelledBy: baseExpr) ?? compileExpression(baseExpr) } // `Point.self`, `[Int].self`
        if name != "init", let collection = standardCollectionType(spelledBy: baseExpr), collection.lookupStatic(name) == nil,
           collection.lookup(name)?.contains(where: { $0.function != nil }) == true {
            // `[Int].sorted`, `[String: Int].mapValues`: the instance method through the type, `(Array<Int>) -> …`.
            return { _ in
                guard let method = runtime.unappliedMethod(.metatype(collection), name, at: site) else { throw runtime.fault("no method '\(name)'", at: site) }
                return method
            }
        }
        if name == "init", let reference = baseExpr.as(DeclReferenceExprSyntax.self),
           case .type(let type)? = resolver.resolve(reference.baseName.text) {
            // `Version.init` as a function: `strings.map(Version.init)`; `codes.compactMap(Status.init(rawValue:))`.
            let code = FunctionCode(name: "init", parameters: [Parameter(label: nil, isVariadic: true)], hasSelf: false)
            let written = member.declName.argumentNames?.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
            code.native = { _, arguments in
                guard case .array(let values) = arguments.first else { return .void }
                // `(1...3).map(Teller.init)` of `init(id:)`: the one initializer taking that many arguments, whatever its labels.
                let fitting = type.initializers.compactMap(\.function).filter { $0.parameters.count == values.count }
                let only = fitting.count == 1 ? fitting[0].parameters.map(\.label) : nil
                let labels = written.flatMap { $0.count == values.count ? $0 : nil } ?? only ?? values.map { _ in nil }
                return try runtime.construct(type, labels: labels, arguments: values, cache: MemberCache(),
                                             frame: runtime.globals, at: site)
            }
            let function = Function(code: code, captured: nil)
            return { _ in .function(function) }
        }
        if name == "zero", let reference = baseExpr.as(DeclReferenceExprSyntax.self) {
            // `T.zero` of a generic `T: Numeric`: the bound type's, else (no argument told it) Int's, which
            // arithmetic with a Double widens.
            let generic = reference.baseName.text
            let bound = genericValueNames.contains(where: { $0.contains(generic) })
            if bound || (resolver.resolve(generic) == nil && typeGenericParameter(generic, around: reference)) {
                var read: Eval?
                if bound {
                    let names = genericValueNames
                    genericValueNames = []
                    read = compileName(generic, at: reference)
                    genericValueNames = names
                }
                let cache = MemberCache()
                return { [read] frame in
                    if let read, case .metatype(let type) = try read(frame) { return try runtime.getMember(.metatype(type), name, cache: cache, at: site) }
                    return .int(0)
                }
            }
        }
        if !memberCanExist(name, on: baseExpr, at: member.declName) { return { _ in .void } }
        if let argumentNames = member.declName.argumentNames {
            // `formatter.string(from:)` as a function: the overload those labels name.
            let labels = argumentNames.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
            let base = compileExpression(baseExpr)
            let cache = MemberCache()
            return { frame in try runtime.methodValue(try base(frame), name, labels: labels, cache: cache, at: site) }
        }
        if let number = Int(name) { // tuple.0
            let base = compileExpression(baseExpr)
            return { frame in
                guard case .tuple(let tuple) = try base(frame), number < tuple.elements.count else {
                    throw runtime.fault("value has no element \(number)", at: site)
                }
                return tuple.elements[number]
            }
        }
        if name == "count", let view = baseExpr.as(MemberAccessExprSyntax.self), view.declName.baseName.text == "utf8",
           let stringExpr = view.base {
            // `text.utf8.count` is O(1) on Swift's native strings; keep it so.
            let string = compileExpression(stringExpr)
            return { frame in
                switch try string(frame) {
                case .string(let text): return .int(text.utf8.count)
                case .substring(let sub): return .int(sub.upper - sub.lower)
                case .character(let character): return .int(character.utf8.count)
                default: throw runtime.fault("'utf8' needs a String", at: site)
                }
            }
        }
        if let lazyRead = lazyStructFieldRead(name, on: compilePlace(baseExpr), site: site) { return lazyRead }
        if let read = protocolExtensionRead(name, base: baseExpr, at: member.declName, site: site) { return read }  // StaticProtocolDispatch.swift
        // (Not `doubleLiteralReceiver(…) ?? compileExpression(…)`: the generic `??` would wrap the
        // base in two conversion thunks, run on every member read.)
        let base: Eval
        if let literal = doubleLiteralReceiver(baseExpr, member: name) { base = literal } else { base = compileExpression(baseExpr) }
        let cache = MemberCache()
        if inoutMemberNames.contains(name), isPlainPath(baseExpr) {  // CompilerExclusivity.swift
            return checkingObjectAccess({ frame in try runtime.getMember(try base(frame), name, cache: cache, at: site) }, base: baseExpr, name: name, site: site)
        }
        if name == "count" {
            // `words.count` in a loop condition or an index: read without the member machinery
            // (no script type can give Array or Dictionary a `count` of its own).
            return { frame in
                let receiver = try base(frame)
                switch receiver {
                case .array(let elements): return .int(elements.count)
                case .dictionary(let dictionary): return .int(dictionary.count)
                default: return try runtime.getMember(receiver, name, cache: cache, at: site)
                }
            }
        }
        if let address = variableAddress(baseExpr) {
            memberPeeks[member.id] = { frame in Compiler.plainField(of: UnsafePointer(address(frame)), cache) }
            return storedMemberRead(at: address, name, cache: cache, site: site)
        }
        if let basePeek = memberPeeks[baseExpr.id] {
            // `copy.position.x`: the base is a stored property read where it lies; so is this.
            memberPeeks[member.id] = { frame in try basePeek(frame).flatMap { Compiler.plainField(of: $0, cache) } }
            return { frame in
                if let stored = try basePeek(frame), let field = Compiler.plainField(of: stored, cache) { return field.pointee }
                return try runtime.readMember(try base(frame), name, cache: cache, at: site)
            }
        }
        return { frame in try runtime.readMember(try base(frame), name, cache: cache, at: site) }
    }

    /// Where the plain variable `expr` names lives (`point`, `self`, a global), for a member read
    /// that looks into the stored value without copying it (a struct copied to read one field
    /// costs a retain and a release of its fields); nil for anything else.
    func variableAddress(_ expr: ExprSyntax) -> ((Frame) -> UnsafeMutablePointer<Value>)? {
        guard let reference = expr.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        let name = reference.baseName.text
        if name == "self" {
            guard let (depth, _) = resolver.resolveSelf() else { return nil }
            return depth == 0 ? { frame in frame.slots } : { frame in frame.ancestor(depth).slots }
        }
        if reference.baseName.tokenKind.isOperator || genericValueNames.contains(where: { $0.contains(name) }) { return nil }
        switch resolver.resolve(name) {
        case .local(let depth, let index)?:
            if resolver.lazyLocal(name) != nil { return nil }
            return depth == 0 ? { frame in frame.slots + index } : { frame in frame.ancestor(depth).slots + index }
        case .global(let index)?:
            let globals = globalFrame
            return { _ in globals.slots + index }
        default:
            return nil
        }
    }

    /// Where the stored property a member read's `cache` knows lies in the value at `stored` (a
    /// class's, or a struct's of the cached type), or nil: what that read returns, found without
    /// copying anything. Valid while the value lies there unchanged.
    @inline(__always)
    static func plainField(of stored: UnsafePointer<Value>, _ cache: MemberCache) -> UnsafePointer<Value>? {
        if let field = cache.readableField(of: stored.pointee) { return UnsafePointer(field) }
        if let type = cache.storedStruct { return StructFields.field(cache.storedIndex, of: stored, ifInstanceOf: type) }
        return nil
    }

    /// `receiver.name` where the receiver is stored at `address`: a cached stored property of a
    /// class or a struct read in place, anything else through `getMember`.
    func storedMemberRead(at address: @escaping (Frame) -> UnsafeMutablePointer<Value>, _ name: String, cache: MemberCache,
                          site: Location) -> Eval {
        let runtime = self.runtime
        return { frame in
            let stored = address(frame)
            // The variable holds the object or the struct while its field is read.
            if let field = cache.readableField(of: stored.pointee) { return field.pointee }
            if let type = cache.storedStruct, let field = StructFields.field(cache.storedIndex, of: stored, ifInstanceOf: type) { return field.pointee }
            return try runtime.getMember(stored.pointee, name, cache: cache, at: site)
        }
    }

    func anyTypeHasCase(_ name: String) -> Bool { resolver.allTypes.contains { $0.caseIndex(name) != nil } }

    /// `\.age`, `\User.name`, `\[String].[1]`: a key path used as a function from a value to
    /// what it names. A subscript's arguments are evaluated when the key path is made.
    func compileKeyPath(_ keyPath: KeyPathExprSyntax) -> Eval {
        let runtime = self.runtime
        let site = location(keyPath)
        enum Written { case step(KeyPathStep); case subscripted([Eval], labels: [String?]) }
        var written: [Written] = []
        for component in keyPath.components {
            switch component.component {
            case .property(let property):
                // `\.self`, the identity key path (`items.map(\.self)`), names nothing to read.
                if property.declName.baseName.text == "self" { continue }
                written.append(.step(.member(property.declName.baseName.text)))
            case .optional(let optional):
                // `\.address?.city`: read-only, nil where a link is nil (`\.owner!.name` traps there).
                written.append(.step(.unwrap(chained: optional.questionOrExclamationMark.text == "?")))
            case .subscript(let subscriptComponent):
                let arguments = subscriptComponent.arguments
                written.append(.subscripted(arguments.map { compileExpression($0.expression) },
                                            labels: arguments.map { $0.label?.text }))
            default:
                return failed("this key path component is not supported in Kiln yet (property, subscript and optional-chaining key paths are)", at: component)
            }
        }
        if written.allSatisfy({ if case .step = $0 { return true }; return false }) {
            let function = runtime.keyPath(written.map { if case .step(let step) = $0 { return step }; return .member("") }, at: site)
            return { _ in function }  // KeyPaths.swift
        }
        return { frame in
            var steps: [KeyPathStep] = []
            for part in written {
                switch part {
                case .step(let step): steps.append(step)
                case .subscripted(let arguments, let labels): steps.append(.subscripted(try arguments.map { try $0(frame) }, labels: labels))
                }
            }
            return runtime.keyPath(steps, at: site)
        }
    }

    /// `Outer.Kind`: a type declared inside the type `baseExpr` names.
    func nestedType(_ name: String, in baseExpr: ExprSyntax) -> TypeInfo? {
        typeNamed(by: baseExpr).flatMap { resolver.nestedType(name, in: $0) }
    }

    /// The type an expression names: `Outer`, `Outer.Kind`, `Outer.Kind.Detail`.
    func typeNamed(by expr: ExprSyntax) -> TypeInfo? {
        if let reference = expr.as(DeclReferenceExprSyntax.self), case .type(let type)? = resolver.resolve(reference.baseName.text) {
            return type
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            return nestedType(member.declName.baseName.text, in: base)
        }
        if let specialization = expr.as(GenericSpecializationExprSyntax.self) { return typeNamed(by: specialization.expression) }
        return nil
    }

    /// Reports, before the script runs, a call to a method of a script type that no overload of it
    /// can take (`greet(nmae:)` where only `greet(name:)` exists). Members reached through `self`
    /// in the type's own code are known completely by now.
    func labelsCanMatch(_ labels: [String?], _ name: String, on type: TypeInfo, at node: some SyntaxProtocol) -> Bool {
        guard type.module == runtime.moduleName, type.kind != .protocolType, let members = type.lookup(name) else { return true }
        return membersTakeLabels(labels, name, of: type, members, at: node)
    }

    /// Reports, before the script runs, a member that cannot exist: `Point.nmae` or `self.nmae`
    /// where `Point` is a type of the script (all its members and extensions are known by now).
    func memberCanExist(_ name: String, on baseExpr: ExprSyntax, at node: some SyntaxProtocol) -> Bool {
        guard let reference = baseExpr.as(DeclReferenceExprSyntax.self) else { return true }
        let baseName = reference.baseName.text
        if baseName != "self", let type = resolver.staticType(of: baseName) {
            return instanceMemberCanExist(name, of: type, at: node)
        }
        if baseName == "self" {
            guard let (_, type) = resolver.resolveSelf(), !resolver.scope.isStaticContextChain else { return true }
            return instanceMemberCanExist(name, of: type, at: node)
        }
        guard case .type(let type)? = resolver.resolve(baseName), type.module == runtime.moduleName, type.kind != .protocolType else { return true }
        if ["init", "self", "Type"].contains(name) || type.lookupStatic(name) != nil || type.caseIndex(name) != nil
            || resolver.nestedType(name, in: type) != nil { return true }
        if type.lookup(name)?.contains(where: { $0.function != nil }) == true { return true }  // `Dog.bark`, a function value
        for protocolName in type.allConformances {
            if let proto = resolver.types[protocolName], proto.protocolDefaults[name] != nil { return true }
        }
        var candidates = type.cases.map(\.name)
        var chain: TypeInfo? = type
        while let current = chain {
            candidates += Array(current.staticMembers.keys)
            chain = current.superclass
        }
        reportMissingMember(name, of: type, described: "type '\(type.name)'", candidates: candidates, at: node)
        return false
    }

    static let synthesizedMembers: Set<String> = [
        "hashValue", "hash", "localizedDescription", "description", "debugDescription", "rawValue", "allCases",
        "encode", "self",
    ]
    /// Standard protocols whose members are the ones above (or none): adopting one leaves the
    /// check on. A raw-value enum's `Int`, `String` also add none.
    static let protocolsWithKnownMembers: Set<String> = [
        "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
        "Codable", "Encodable", "Decodable", "CaseIterable", "Sendable", "AnyObject", "Int", "String", "Double",
        "Character", "UInt8", "Float",
    ]

    /// Whether an instance of the script type `type` can have the member `name` (reported when not).
    private func instanceMemberCanExist(_ name: String, of type: TypeInfo, at node: some SyntaxProtocol) -> Bool {
        guard type.module == runtime.moduleName, type.kind != .protocolType else { return true }
        if name == "init" || type.lookup(name) != nil || type.fieldIndex(name) != nil || type.lookupStatic(name) != nil { return true }
        if type.dynamicMemberTakesKeyPath != nil { return true }  // `@dynamicMemberLookup` (KeyPaths.swift)
        // Members Swift gives a type through its standard protocols (`hashValue` of a Hashable
        // struct, `localizedDescription` of an Error, `rawValue` of an enum).
        if Compiler.synthesizedMembers.contains(name) { return true }
        for protocolName in type.allConformances {
            if let proto = resolver.types[protocolName], proto.protocolDefaults[name] != nil || proto.requirements.contains(name) { return true }
            // A type that adopts another standard protocol (Sequence, …) has members Kiln does not list.
            if resolver.types[protocolName] == nil, !Compiler.protocolsWithKnownMembers.contains(protocolName) { return true }
        }
        reportMissingMember(name, of: type, described: "value of type '\(type.name)'", candidates: type.allMemberNames + type.fieldNames, at: node)
        return false
    }

    func reportMissingMember(_ name: String, of type: TypeInfo, described: String, candidates: [String], at node: some SyntaxProtocol) {
        var notes: [String] = []
        if let suggestion = nearestName(to: name, in: candidates) {
            notes.append("\(source.fileName):\(location(node)): note: did you mean '\(suggestion)'?")
        }
        error("\(described) has no member '\(name)'", at: node, notes: notes)
    }

    /// The type whose case or static member `.name` names, from the context or, failing that,
    /// from the only type that has such a member.
    func implicitMemberType(_ name: String, hint: TypeInfo?, labels: [String?]? = nil, at node: some SyntaxProtocol) -> TypeInfo? {
        if let hint, hint.caseIndex(name) != nil || hint.lookupStatic(name) != nil { return hint }
        var candidates = resolver.allTypes.filter { $0.caseIndex(name) != nil || ($0.module != nil && $0.lookupStatic(name) != nil) }
        if candidates.count != 1, let expected = implicitMemberTypes[source.location(of: node)] {
            // `.init(sku: "A")` where a parameter's or an element's type is the struct: no candidate has a member `init`.
            let builtins = runtime.builtinTypes
            if name == "init", let standard = ["Array": builtins.array, "Set": builtins.set, "Dictionary": builtins.dictionary,
                                               "String": builtins.string][expected] { return standard }
            if name == "init", let type = resolver.allTypes.first(where: { $0.name == expected && $0.module != nil })
                ?? resolver.allTypes.first(where: { expected.hasSuffix("." + $0.name) }) { return type }
            // The type checker knows the type the context expects (`Calendar(identifier: .iso8601)`).
            let named = candidates.filter { expected == $0.name || expected.hasSuffix("." + $0.name) }
            if named.count == 1 { return named[0] }
            // `nf.numberStyle = .none`: `NumberFormatter.Style`, not `DateFormatter.Style`, by the whole path.
            let exact = named.filter { expected == $0.localPath || expected.hasSuffix("." + $0.localPath) }
            if exact.count == 1 { return exact[0] }
        }
        if candidates.count > 1, let labels {
            // `.success(value: 3)`: only a case with these labels fits.
            let fitting = candidates.filter { type in
                guard let index = type.caseIndex(name) else { return true }
                return type.cases[index].labels == labels
            }
            if !fitting.isEmpty { candidates = fitting }
        }
        if candidates.count > 1 {
            // The script's own types before the standard library's.
            let own = candidates.filter { $0.module == runtime.moduleName }
            if !own.isEmpty { candidates = own }
            // The script's types before the library's (`.red` of its `Color`, not UIColor's),
            // unless the script names one of those library types itself: then the expected
            // type, which Kiln does not know here, may be either.
            let script = candidates.filter { !$0.isLibrary }
            if !script.isEmpty, !candidates.contains(where: { $0.isLibrary && scriptWords.contains($0.name) }) { candidates = script }
        }
        if candidates.count > 1 {
            // The script's types before the library's (the prelude's `UIApplication.State` has an
            // `.active` too).
            let script = candidates.filter { !$0.isLibrary }
            if !script.isEmpty { candidates = script }
        }
        if candidates.count > 1 {
            // A `CodingKeys` enum names a type's properties: its cases are keys, not values a
            // script passes (`kind: .done` means the model's `Kind`, not `CodingKeys.done`).
            // Among several types' `CodingKeys` any will do: a container reads the key by its case
            // name in its own key type (`forKey: .name`).
            let values = candidates.filter { $0.name != "CodingKeys" }
            candidates = values.isEmpty ? [candidates[0]] : values
        }
        if candidates.count > 1 {
            // An enum's case before another type's static value: `.background` is
            // `UIApplication.State`'s case more often than `TaskPriority`'s value.
            let cases = candidates.filter { $0.caseIndex(name) != nil }
            if !cases.isEmpty { candidates = cases }
        }
        if candidates.count > 1 {
            // A type and a type nested in it both have the member (`CocoaError.fileNoSuchFile`
            // and `CocoaError.Code.fileNoSuchFile`, both a Code): the outer one's is a shorthand
            // of a value of the nested type, which is what `.fileNoSuchFile` can name.
            let inner = candidates.filter { type in !candidates.contains { $0 !== type && $0.enclosingName == type.name && $0.localPath.hasPrefix(type.localPath + ".") } }
            if !inner.isEmpty { candidates = inner }
        }
        if candidates.count > 1, labels == nil {
            // `.error` not called: a case or a static value (`OSLogType.error`), not a static
            // method (`CocoaError.error(_:userInfo:url:)`).
            let values = candidates.filter { type in
                type.caseIndex(name) != nil || (type.lookupStatic(name) ?? []).contains { if case .method = $0 { return false }; return true }
            }
            if !values.isEmpty { candidates = values }
        }
        if candidates.count == 1 { return candidates[0] }
        if candidates.isEmpty, name == "init", let labels {
            // `DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "…"))`: of the
            // types nested in the called case's enum (else of all types), the one with an
            // initializer these labels fit.
            let fits = { (type: TypeInfo) in
                type.initializers.contains { member in member.function.map { ArgumentPlan(labels: labels, parameters: $0.parameters) != nil } ?? false }
            }
            var outer: TypeInfo?
            if let argumentList = Syntax(node).parent?.parent?.parent?.as(LabeledExprListSyntax.self),
               let call = argumentList.parent?.as(FunctionCallExprSyntax.self),
               let callee = call.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base {
                outer = typeNamed(by: base)
            }
            if let outer {
                let nested = resolver.allTypes.filter { $0.localPath.hasPrefix(outer.localPath + ".") && fits($0) }
                if nested.count == 1 { return nested[0] }
            }
            let fitting = resolver.allTypes.filter(fits)
            if fitting.count == 1 { return fitting[0] }
        }
        if candidates.isEmpty {
            // `[1.5, .nan]`, `.infinity`: a static of Int or Double when only one of them has it.
            let numbers = [runtime.builtinTypes.double, runtime.builtinTypes.int].filter { $0.lookupStatic(name) != nil }
            if numbers.count == 1 { return numbers[0] }
            // `.zero` of a generic `T: Numeric`: Int's, which arithmetic with a Double widens.
            if numbers.count == 2, insideGenericDeclaration(node) { return runtime.builtinTypes.int }
            error("cannot infer the type of '.\(name)'; no enum has a case '\(name)'", at: node)
        } else if insideGenericDeclaration(node), let number = [runtime.builtinTypes.int, runtime.builtinTypes.double].first(where: { $0.lookupStatic(name) != nil }) {
            // `xs.reduce(.zero, +)` of a generic `T: Numeric`: Int's zero, which arithmetic with a Double widens.
            return number
        } else {
            error("'.\(name)' is ambiguous here (\(candidates.map(\.name).sorted().joined(separator: ", "))); write the type's name", at: node)
        }
        return nil
    }

    /// Whether `node` is in a generic function, a generic type or an extension with a `where` clause.
    func insideGenericDeclaration(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.as(FunctionDeclSyntax.self)?.genericParameterClause != nil || ancestor.as(StructDeclSyntax.self)?.genericParameterClause != nil
                || ancestor.as(ClassDeclSyntax.self)?.genericParameterClause != nil || ancestor.as(ExtensionDeclSyntax.self)?.genericWhereClause != nil
                || ancestor.is(ProtocolDeclSyntax.self) { return true }
            current = ancestor.parent
        }
        return false
    }

    /// `encoder.dateEncodingStrategy = .iso8601`: the enum (or option set) a stored property of that name is
    /// declared with, when every type with such a property declares it with the same enum (Kiln
    /// does not know the receiver's static type here); nil otherwise.
    func propertyEnumHint(_ property: String) -> TypeInfo? {
        var found: TypeInfo?
        for type in resolver.allTypes {
            guard let index = type.fieldNames.firstIndex(of: property) else { continue }
            guard index < type.fieldTypes.count, let name = type.fieldTypes[index]?.typeName,
                  let declared = resolver.qualifiedTypes[type.localPath + "." + name] ?? resolver.types[name],
                  declared.kind == .enumeration || declared.conformances.contains("OptionSet"), found == nil || found === declared else { return nil }
            found = declared
        }
        return found
    }

    /// `3.km` where only `extension Double` has `km`: the integer literal is a Double, as Swift
    /// types it. Nil for any other receiver.
    func doubleLiteralReceiver(_ baseExpr: ExprSyntax, member name: String) -> Eval? {
        guard let literal = baseExpr.as(IntegerLiteralExprSyntax.self), let value = Int(literal.literal.text.filter { $0 != "_" }),
              runtime.builtinTypes.int.lookup(name) == nil, runtime.builtinTypes.double.lookup(name) != nil else { return nil }
        return { _ in .double(Double(value)) }
    }

    /// `Swift.print`, `Swift.max`: the standard library's own name, where the script declares
    /// nothing called `Swift`.
    func swiftQualified(_ expr: ExprSyntax) -> DeclReferenceExprSyntax? {
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
              base.baseName.text == "Swift", resolver.resolve("Swift") == nil else { return nil }
        return member.declName
    }

    /// `Optional<Int>.none`, `Optional.some`: a member of Optional written out (the script
    /// declares no type of that name).
    func optionalMember(_ expr: ExprSyntax) -> (name: String, node: DeclReferenceExprSyntax)? {
        guard let member = expr.as(MemberAccessExprSyntax.self), var base = member.base else { return nil }
        if spelledOptionalType(base) != nil {
            // `Int?.none`, `String?.some(x)`: the optional of a type written with `?`.
            let name = member.declName.baseName.text
            return name == "none" || name == "some" ? (name, member.declName) : nil
        }
        if let specialization = base.as(GenericSpecializationExprSyntax.self) { base = specialization.expression }
        guard let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Optional",
              resolver.types["Optional"] == nil || resolver.types["Optional"]?.kind == .builtin else { return nil }
        let name = member.declName.baseName.text
        return name == "none" || name == "some" ? (name, member.declName) : nil
    }

    /// `Int?` written as an expression (`Int?.none`, `Int?(5)`): the wrapped type's name, when
    /// it names a type (not an optional chain on a value).
    func spelledOptionalType(_ expr: ExprSyntax) -> String? {
        guard let chain = expr.as(OptionalChainingExprSyntax.self), let reference = chain.expression.as(DeclReferenceExprSyntax.self),
              case .type? = resolver.resolve(reference.baseName.text) else { return nil }
        return reference.baseName.text
    }

    /// `report.total` where some struct has a `lazy var total`: reading it the first time
    /// stores the value in the variable (Swift's lazy getter is mutating), so it is computed once.
    func lazyStructFieldRead(_ name: String, on base: @autoclosure () -> Place?, site: Location) -> Eval? {
        guard resolver.allTypes.contains(where: { type in
            type.kind == .structure && type.lazyFields.keys.contains { type.fieldNames.indices.contains($0) && type.fieldNames[$0] == name }
        }), let place = base() else { return nil }
        let runtime = self.runtime
        let cache = MemberCache()
        return { frame in
            try place.modify(frame) { stored in
                if case .structValue(let type, var fields) = stored, let index = type.fieldIndex(name), case .void = fields[index],
                   let initializer = type.lazyFields[index] {
                    let value = try initializer(stored)
                    fields[index] = value
                    stored = .structValue(type, fields)
                    return value
                }
                return try runtime.getMember(stored, name, cache: cache, at: site)
            }
        }
    }
}

extension Compiler {
    /// The standard collection type `[Int]`, `[String: Int]` or `Set<Int>` spells as an expression; nil for others.
    func standardCollectionType(spelledBy expr: ExprSyntax) -> TypeInfo? {
        func namesType(_ element: ExprSyntax) -> Bool {
            if let reference = element.as(DeclReferenceExprSyntax.self) {
                if case .type? = resolver.resolve(reference.baseName.text) { return true }
                return StaticType.builtin(named: reference.baseName.text) != nil
            }
            return element.is(ArrayExprSyntax.self) && standardCollectionType(spelledBy: element) != nil
        }
        if let array = expr.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first,
           namesType(element.expression) { return runtime.builtinTypes.array }
        if let dictionary = expr.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content, elements.count == 1,
           let element = elements.first, namesType(element.key), namesType(element.value) { return runtime.builtinTypes.dictionary }
        return nil
    }
}
