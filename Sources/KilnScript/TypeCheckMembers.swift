// The type checker's members: properties of declared types (their superclasses' included), the
// standard library's common members with their types, and the optional used as if unwrapped
// ("value of optional type 'String?' must be unwrapped to refer to member 'count' …").
import SwiftSyntax

extension TypeChecker {
    /// The type of `base.name`, reporting a member of the wrapped type used on an optional.
    func memberType(of base: StaticType, name: String, baseExpr: ExprSyntax) -> StaticType {
        switch base.aliasTarget {
        case .optional(let wrapped):
            // `maybe.textual` where the script extends Optional with `textual`.
            if let extended = table.builtinExtensions["Optional"], extended.properties[name] != nil || extended.methods[name] != nil {
                return extended.isGeneric ? .unknown : extended.properties[name] ?? .unknown
            }
            if !Self.optionalMembers.contains(name), wrapped.isKnown, hasMember(wrapped, name), judgeMutatingDictionaryValue(baseExpr, name) {
                return .unknown
            }
            if !Self.optionalMembers.contains(name), wrapped.isKnown, hasMember(wrapped, name) {
                error("value of optional type \(base.quoted) must be unwrapped to refer to member '\(name)' of wrapped base type \(wrapped.quoted)",
                      at: baseExpr.lastToken(viewMode: .sourceAccurate).map(Syntax.init) ?? Syntax(baseExpr), notes: [
                        "note: chain the optional using '?' to access member '\(name)' only for non-'nil' base values",
                        "note: force-unwrap using '!' to abort execution if the optional value contains 'nil'",
                      ])
            } else if wrapped == .any, !Self.optionalMembers.contains(name), !["hashValue", "hash"].contains(name),
                      let member = baseExpr.parent?.as(MemberAccessExprSyntax.self), member.base?.id == baseExpr.id {
                // `coder.decodeObject(forKey: "tags").count`: an `Any` has no members to unwrap to.
                error("value of type \(base.quoted) has no member '\(name)'", at: member.declName)
            }
            return .unknown
        case .metatype(let instance):
            guard let type = table.nominal(instance) else { return numberStaticProperty(of: instance.aliasTarget, name) ?? .unknown }
            if let associated = type.cases[name] { return associated == nil ? instance : .unknown }
            return propertyType(of: type, name, isStatic: true) ?? .unknown
        case .nominal:
            guard let type = table.nominal(base) else { return .unknown }
            if let property = genericPropertyType(of: base.aliasTarget, type, name) { return property }  // TypeCheckSubstitution.swift
            return propertyType(of: type, name, isStatic: false) ?? .unknown
        case .sugared(_, .tuple(let elements)) where Int(name) != nil:
            return memberType(of: .tuple(elements), name: name, baseExpr: baseExpr)
        case .sugared(let spelled, .tuple(let elements)) where spelled.hasPrefix("("):
            // `entry.name` of an `(name: String, score: Int)`: the labelled element's type.
            let labels = StaticType.tupleLabels(spelled)
            guard labels.count == elements.count, let index = labels.firstIndex(of: name) else { return .unknown }
            return elements[index]
        case .tuple(let elements):
            guard let index = Int(name), index < elements.count else { return .unknown }
            return elements[index]
        case .unknown where name == "first":
            // `dict.keys.first`: a `Dictionary<String, Int>.Keys.Element?` (aka 'Optional<String>').
            guard let element = dictionaryViewElement(baseExpr) else { return .unknown }
            return .optional(element)
        default:
            return standardProperty(of: base.aliasTarget, name) ?? builtinExtensionProperty(of: base.aliasTarget, name) ?? .unknown
        }
    }

    /// `scores["ann"].append(3)`: a mutating method called on a dictionary's value, which is an
    /// Optional that cannot be changed in place — swiftc's words name the root of the place.
    private func judgeMutatingDictionaryValue(_ baseExpr: ExprSyntax, _ name: String) -> Bool {
        guard Self.mutatingCollectionMethods.contains(name), let subscriptCall = unparenthesized(baseExpr).as(SubscriptCallExprSyntax.self),
              let member = baseExpr.parent?.as(MemberAccessExprSyntax.self), member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id,
              case .dictionary = typeOf(subscriptCall.calledExpression).desugared else { return false }
        var root = subscriptCall.calledExpression
        while true {
            if let access = root.as(MemberAccessExprSyntax.self), let base = access.base { root = base }
            else if let inner = root.as(SubscriptCallExprSyntax.self) { root = inner.calledExpression }
            else if let unwrap = root.as(ForceUnwrapExprSyntax.self) { root = unwrap.expression }
            else { break }
        }
        let reason: String
        if let reference = root.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self),
           root.id != subscriptCall.calledExpression.id || scopes.contains(where: { $0[reference.baseName.text] != nil }) {
            reason = declaredByLet(reference) ? "'\(reference.baseName.text)' is a 'let' constant" : "'\(reference.baseName.text)' is immutable"
        } else {
            reason = "'self' is immutable"  // a property named alone, or through `self`
        }
        error("cannot use mutating member on immutable value: \(reason)", at: member.declName)
        return true
    }

    /// The standard collections' (and Bool's) mutating methods.
    static let mutatingCollectionMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "removeSubrange", "sort", "reverse", "shuffle",
        "popLast", "swapAt", "formUnion", "formIntersection", "formSymmetricDifference", "subtract", "update", "removeValue",
        "updateValue", "merge", "toggle",
    ]

    /// `item.title` of a script type whose every member the checker knows (no protocols, no
    /// superclass, not generic), that has no such member: swiftc's words, at the member's name.
    func judgeMissingMember(_ member: MemberAccessExprSyntax, of base: StaticType) {
        let name = member.declName.baseName.text
        if name == "rawValue", judgeRawValueOfPlainEnum(member, of: base) { return }
        guard !["self", "Type", "init", "Protocol"].contains(name), !Compiler.synthesizedMembers.contains(name),
              // `super` in a `class var` is the superclass itself, which the checker does not say.
              !(member.base?.is(SuperExprSyntax.self) ?? false) else { return }
        switch base {
        case .nominal:
            guard let type = table.nominal(base), isKnownWhole(type), propertyType(of: type, name, isStatic: false) == nil,
                  methods(of: type, name, isStatic: false) == nil else { return }
            if let base = member.base, type.staticProperties[name] != nil || type.staticMethods[name] != nil {
                error("static member '\(name)' cannot be used on instance of type '\(type.name)'", at: base)
                return
            }
            error("value of type '\(type.name)' has no member '\(name)'", at: member.declName)
        case .metatype(let instance):
            guard let type = table.nominal(instance), isKnownWhole(type), type.cases[name] == nil, type.staticProperties[name] == nil,
                  type.staticMethods[name] == nil, table.types["\(type.name).\(name)"] == nil,
                  table.aliases["\(type.name).\(name)"] == nil,  // `App.State`: a typealias nested in the type
                  methods(of: type, name, isStatic: false) == nil else { return }  // `Dog.bark`: a function value
            if let base = member.base, base.is(DeclReferenceExprSyntax.self), propertyType(of: type, name, isStatic: false) != nil {
                // `Config.name` of an instance property: swiftc points at the type.
                error("instance member '\(name)' cannot be used on type '\(type.name)'; did you mean to use a value of this type instead?", at: base)
                return
            }
            error("type '\(type.name)' has no member '\(name)'", at: member.declName)
        case .array(let element):
            // `urls(for:in:).appendingPathComponent(…)`: an element's member used on the array.
            guard let type = table.nominal(element), !Self.collectionMemberNames.contains(name),
                  table.builtinExtensions["Array"].map({ $0.properties[name] == nil && $0.methods[name] == nil }) ?? true,
                  propertyType(of: type, name, isStatic: false) != nil || methods(of: type, name, isStatic: false) != nil else {
                noteBuiltinMember(member, of: base)
                return
            }
            error("value of type \(base.quoted) has no member '\(name)'", at: member.declName)
        case .dictionary, .set, .string:
            noteBuiltinMember(member, of: base)
        case .int, .double, .bool:
            // `count.intValue` of an Int: NSNumber's accessor, which the library gives an Int held for one.
            guard table.bridgedMembers[base.extensionName]?.contains(name) == true, standardProperty(of: base, name) == nil,
                  standardMethods(of: base, name).isEmpty,
                  table.builtinExtensions[base.extensionName].map({ $0.properties[name] == nil && $0.methods[name] == nil }) ?? true else { return }
            error("value of type \(base.quoted) has no member '\(name)'", at: member.declName)
        case .void:
            // `r.count` of `let r = log()`: `()` is the empty tuple.
            error("value of tuple type '()' has no member '\(name)'", at: member.declName)
        case .tuple(let elements) where elements.allSatisfy(\.isKnown):
            // `pair.name` of an unlabelled `(String, Int)`: only `.0`, `.1` name its elements.
            guard Int(name).map({ $0 >= elements.count }) ?? true else { return }
            error("value of tuple type \(base.quoted) has no member '\(name)'", at: member.declName)
        case .sugared(let spelled, .tuple(let elements)) where spelled.hasPrefix("(") && elements.allSatisfy(\.isKnown):
            let labels = StaticType.tupleLabels(spelled)
            guard labels.count == elements.count, !labels.contains(name), Int(name).map({ $0 >= elements.count }) ?? true else { return }
            error("value of tuple type '\(spelled)' has no member '\(name)'", at: member.declName)
        default:
            return
        }
    }

    /// `Planet.earth.rawValue` of an enum declared without a raw type (and no `rawValue` of its
    /// own): swiftc has no such member to offer.
    private func judgeRawValueOfPlainEnum(_ member: MemberAccessExprSyntax, of base: StaticType) -> Bool {
        guard case .nominal = base, let type = table.nominal(base), type.kind == .enumeration, type.rawType == nil,
              isKnownWhole(type), propertyType(of: type, "rawValue", isStatic: false) == nil,
              methods(of: type, "rawValue", isStatic: false) == nil else { return false }
        error("value of type '\(type.name)' has no member 'rawValue'", at: member.declName)
        return true
    }

    /// `Planet(rawValue: 3)`, `Direction()` of an enum with neither a raw type nor an initializer
    /// of its own: swiftc's words, at the type's name.
    func judgePlainEnumConstruction(_ call: FunctionCallExprSyntax, of instance: StaticType, at reference: DeclReferenceExprSyntax) -> Bool {
        guard let type = table.nominal(instance), type.kind == .enumeration, type.rawType == nil, type.initializers.isEmpty,
              isKnownWhole(type) else { return false }
        for argument in call.arguments { _ = typeOf(argument.expression) }
        error("'\(type.name)' cannot be constructed because it has no accessible initializers", at: reference)
        return true
    }

    /// `box[0]`, `home?[0]` of a script type whose every member the checker knows (one with a
    /// subscript is not: declaring one makes it open): swiftc's words, at the `[`.
    func judgeMissingSubscript(_ subscriptCall: SubscriptCallExprSyntax, of base: StaticType) -> Bool {
        // `person[keyPath: \.name]`: every type has that one.
        guard case .nominal = base, subscriptCall.arguments.first?.label?.text != "keyPath", let type = table.nominal(base),
              isKnownWhole(type) else { return false }
        error("value of type '\(type.name)' has no subscripts", at: subscriptCall.leftSquare)
        return true
    }

    /// `mix[track: 1]` of `subscript(_ index: Int)`, `board[1, 2]` of `subscript(row:column:)`: a
    /// script struct's or enum's subscripts (its declaration's and its extensions'), none taking
    /// the labels and one taking as many arguments — swiftc's words, at the `[` (a left-out label
    /// of a one-argument subscript at the argument).
    func judgeSubscriptLabels(_ subscriptCall: SubscriptCallExprSyntax, of base: StaticType) -> Bool {
        guard case .nominal = base, let type = table.nominal(base), !type.isLibrary,
              subscriptCall.trailingClosure == nil, subscriptCall.arguments.first?.label?.text != "keyPath" else { return false }
        var subscripts: [[(label: String?, defaulted: Bool, variadic: Bool)]] = []
        for item in scriptItems {
            guard case .decl(let decl) = item.item else { continue }
            let members: MemberBlockSyntax
            if let s = decl.as(StructDeclSyntax.self), s.name.text == type.name { members = s.memberBlock }
            else if let e = decl.as(EnumDeclSyntax.self), e.name.text == type.name { members = e.memberBlock }
            else if let x = decl.as(ExtensionDeclSyntax.self), x.extendedType.trimmedDescription == type.name { members = x.memberBlock }
            else if decl.is(ProtocolDeclSyntax.self) || decl.as(ClassDeclSyntax.self)?.name.text == type.name { return false }
            else { continue }
            for member in members.members {
                guard let declared = member.decl.as(SubscriptDeclSyntax.self), !member.decl.isStaticMember else { continue }
                // A subscript's parameter has no label unless one is written before its name.
                subscripts.append(declared.parameterClause.parameters.map { parameter in
                    let label = parameter.secondName != nil && parameter.firstName.text != "_" ? parameter.firstName.text : nil
                    return (label, parameter.defaultValue != nil, parameter.ellipsis != nil)
                })
            }
        }
        guard !subscripts.isEmpty else { return false }
        let labels = subscriptCall.arguments.map { $0.label?.text }
        func fits(_ parameters: [(label: String?, defaulted: Bool, variadic: Bool)]) -> Bool {
            if parameters.contains(where: \.variadic) { return true }
            var next = 0
            for parameter in parameters {
                if next < labels.count, labels[next] == parameter.label { next += 1 } else if !parameter.defaulted { return false }
            }
            return next == labels.count
        }
        guard !subscripts.contains(where: fits) else { return false }
        let sameCount = subscripts.filter { $0.count == labels.count }
        guard sameCount.count == 1 else { return false }
        let differing = zip(labels, sameCount[0].map(\.label)).filter { $0 != $1 }
        if differing.allSatisfy({ $0.1 == nil }) {
            let extra = differing.map { ($0.0 ?? "_") + ":" }
            error("extraneous argument \(extra.count == 1 ? "label" : "labels") '\(extra.joined())' in subscript", at: subscriptCall.leftSquare)
            return true
        }
        if differing.allSatisfy({ $0.0 == nil }) {
            let missing = differing.map { ($0.1 ?? "_") + ":" }
            if missing.count == 1, labels.count == 1, let only = subscriptCall.arguments.first {
                error("missing argument label '\(missing[0])' in subscript", at: only.expression)
            } else {
                error("missing argument \(missing.count == 1 ? "label" : "labels") '\(missing.joined())' in subscript", at: subscriptCall.leftSquare)
            }
            return true
        }
        return false
    }

    /// A member of an array, dictionary, set or string that neither the checker's tables nor any
    /// extension or protocol of the script declares: kept for the compiler to look up.
    private func noteBuiltinMember(_ member: MemberAccessExprSyntax, of base: StaticType) {
        let name = member.declName.baseName.text
        let kind: BuiltinMemberUse.Kind
        switch base {
        case .array: kind = .array
        case .dictionary: kind = .dictionary
        case .set: kind = .set
        case .string: kind = .string
        default: return
        }
        // Extensions of the other standard types (the library's `extension String { var length … }`) say nothing here.
        let others: Set<String> = Set(["Array", "Dictionary", "Set", "String", "Int", "Double", "Float", "Bool", "Character", "Optional",
                                       "Substring", "Data", "Date", "URL"]).subtracting([base.extensionName])
        guard kind != .array || !Self.collectionMemberNames.contains(name), standardProperty(of: base, name) == nil,
              standardMethods(of: base, name).isEmpty,
              !table.builtinExtensions.contains(where: { key, extended in
                  !others.contains(key) && (extended.properties[name] != nil || extended.methods[name] != nil)
              }),
              !table.types.values.contains(where: { !$0.isLibrary && $0.kind == .protocolType && ($0.properties[name] != nil || $0.methods[name] != nil) })
        else { return }
        builtinMemberUses.append(BuiltinMemberUse(kind: kind, spelled: base.quoted, name: name, node: Syntax(member.declName)))
    }

    /// Names an Array has (its own, Sequence's, Collection's and their kin's): an element's
    /// member of one of these names may be the array's.
    static let collectionMemberNames: Set<String> = [
        "count", "isEmpty", "first", "last", "description", "debugDescription", "customMirror", "hashValue", "hash",
        "indices", "startIndex", "endIndex", "capacity", "underestimatedCount", "lazy", "publisher", "self", "id",
        "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "removeSubrange", "replaceSubrange",
        "contains", "sorted", "sort", "reversed", "reverse", "map", "filter", "reduce", "compactMap", "flatMap", "forEach",
        "firstIndex", "lastIndex", "joined", "enumerated", "min", "max", "dropFirst", "dropLast", "prefix", "suffix",
        "popLast", "randomElement", "shuffled", "shuffle", "index", "swapAt", "allSatisfy", "elementsEqual", "starts",
        "lexicographicallyPrecedes", "split", "withUnsafeBufferPointer", "withUnsafeMutableBufferPointer",
        "withContiguousStorageIfAvailable", "makeIterator", "distance", "formIndex", "partition", "reserveCapacity",
        "difference", "applying", "zip", "encode", "isEqual", "copy", "mutableCopy", "union", "intersection",
        "subtracting", "isSubset", "isSuperset", "formUnion", "removeDuplicates", "chunked", "uniqued", "data",
    ]

    /// A script's type with nothing but its own declarations (and extensions) to give it members.
    /// Whether the type (its outermost type, for a nested one) is declared in the file being
    /// checked: a session's earlier chunk may have been refused after changing the table.
    func declaredHere(_ type: NominalType) -> Bool {
        let outer = type.name.split(separator: ".").first.map(String.init) ?? type.name
        return topLevelTypeNames.contains(outer)
    }

    private func isKnownWhole(_ type: NominalType) -> Bool {
        guard !type.isLibrary, !type.isOpen, !type.isGeneric, type.inherited.isEmpty, type.superclass == nil,
              type.kind != .protocolType, declaredHere(type) else { return false }
        // Two types of one name (a nested `Kind` and another): the checker may have taken one for the other.
        let plain = type.name.split(separator: ".").last.map(String.init) ?? type.name
        return table.typeCount(lastName: plain) == 1
    }

    /// A property the library adds to a standard type (`extension String { var … }`).
    func builtinExtensionProperty(of type: StaticType, _ name: String) -> StaticType? {
        table.builtinExtensions[type.extensionName]?.properties[name]
    }

    /// Members every Optional has: used on one, they are not a mistake.
    static let optionalMembers: Set<String> = ["map", "flatMap", "unsafelyUnwrapped", "debugDescription", "customMirror", "self"]

    /// Whether the checker knows `name` is a member of `type` (a property or a method).
    func hasMember(_ type: StaticType, _ name: String) -> Bool {
        if let nominal = table.nominal(type) {
            return propertyType(of: nominal, name, isStatic: false) != nil || methods(of: nominal, name, isStatic: false) != nil
        }
        return standardProperty(of: type, name) != nil || !standardMethods(of: type, name).isEmpty
            || Self.standardMethodNames(of: type).contains(name)
    }

    /// A property of a declared type or one of its superclasses; nil when none is known.
    func propertyType(of type: NominalType, _ name: String, isStatic: Bool) -> StaticType? {
        var current: NominalType? = type
        var seen: Set<String> = []
        while let candidate = current, seen.insert(candidate.name).inserted {
            if let property = isStatic ? candidate.staticProperties[name] : candidate.properties[name] {
                return candidate.isGeneric ? .unknown : property
            }
            current = candidate.superclass.flatMap { table.types[$0] }
        }
        return nil
    }

    // MARK: The standard library

    func standardProperty(of type: StaticType, _ name: String) -> StaticType? {
        switch (type, name) {
        case (.string, "count"), (.array, "count"), (.dictionary, "count"), (.set, "count"): return .int
        case (.string, "isEmpty"), (.array, "isEmpty"), (.dictionary, "isEmpty"), (.set, "isEmpty"): return .bool
        case (.string, "first"), (.string, "last"): return .optional(.stringElement)
        case (.array(let element), "first"), (.array(let element), "last"), (.set(let element), "first"): return .optional(element)
        case (.array, "underestimatedCount"), (.set, "underestimatedCount"), (.string, "underestimatedCount"),
             (.dictionary, "underestimatedCount"):
            return .int
        case (.int, "description"), (.double, "description"), (.string, "description"), (.bool, "description"),
             (.float, "description"), (.character, "description"):
            return .string
        case (.string, "utf8"), (.string, "utf16"), (.string, "unicodeScalars"), (.string, "characters"): return .unknown
        // String.Index (StringIndices.swift) is not modelled in the checker: known members of unknown type.
        case (.string, "startIndex"), (.string, "endIndex"): return .unknown
        // Known members whose types (Keys, Values, ranges of indices) are not modelled.
        case (.dictionary, "keys"), (.dictionary, "values"), (.array, "indices"), (.string, "indices"): return .unknown
        case (.int, "magnitude"): return .unknown
        default: return numberProperty(of: type, name)
        }
    }

    /// Methods the checker knows the names of without their signatures (used on an optional,
    /// they are still the wrapped type's).
    static func standardMethodNames(of type: StaticType) -> Set<String> {
        switch type {
        case .string:
            return ["lowercased", "uppercased", "hasPrefix", "hasSuffix", "contains", "append", "split", "reversed",
                    "sorted", "trimmingCharacters", "components", "replacingOccurrences", "dropFirst", "dropLast",
                    "prefix", "suffix", "filter", "map", "insert", "remove", "removeAll", "capitalized", "index",
                    "firstIndex", "lastIndex", "distance", "replaceSubrange", "removeSubrange", "replacingCharacters"]
        case .array:
            return ["append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "contains", "sorted",
                    "sort", "reversed", "map", "filter", "reduce", "compactMap", "flatMap", "forEach", "firstIndex",
                    "lastIndex", "joined", "enumerated", "min", "max", "dropFirst", "dropLast", "prefix", "suffix",
                    "popLast", "randomElement", "shuffled", "first", "last", "index", "swapAt", "allSatisfy", "partition"]
        case .dictionary:
            return ["removeValue", "updateValue", "removeAll", "map", "filter", "mapValues", "sorted", "forEach",
                    "reduce", "contains", "compactMapValues", "merge", "index"]
        case .set:
            return ["insert", "remove", "contains", "union", "intersection", "subtracting", "sorted", "map", "filter",
                    "removeAll", "isSubset", "isSuperset", "forEach", "formUnion", "symmetricDifference", "isDisjoint",
                    "isStrictSubset", "isStrictSuperset", "formIntersection", "subtract", "formSymmetricDifference",
                    "popFirst", "removeFirst", "update", "firstIndex", "index", "formIndex", "reserveCapacity", "hash",
                    "elementsEqual", "starts", "lexicographicallyPrecedes", "min", "max", "reduce", "compactMap", "flatMap"]
        default:
            return []
        }
    }

    /// The signatures of the standard library's common methods, where the checker is sure of them.
    func standardMethods(of type: StaticType, _ name: String) -> [FunctionSignature] {
        func method(_ labels: [String?], _ parameters: [StaticType], _ result: StaticType) -> [FunctionSignature] {
            [FunctionSignature(labels: labels, parameters: parameters, hasDefault: Array(repeating: false, count: labels.count),
                               isLoose: false, result: result, throwing: false)]
        }
        switch (type, name) {
        case (.string, "uppercased"), (.string, "lowercased"): return method([], [], .string)
        case (.string, "hasPrefix"), (.string, "hasSuffix"): return method([nil], [.string], .bool)
        // A Character, any StringProtocol (Foundation's and the standard library's), or a test.
        case (.string, "contains"): return method([nil], [.unknown], .bool) + method(["where"], [.unknown], .bool)
        case (.string, "replacingOccurrences"): return method(["of", "with"], [.string, .string], .string)
        case (.string, "distance"): return method(["from", "to"], [.unknown, .unknown], .int)
        // A String or Foundation's CharacterSet (`components(separatedBy: .whitespaces)`).
        case (.string, "components"): return method(["separatedBy"], [.unknown], .array(.string))
        case (.string, "split"):
            // An array of Substrings (TypeCheckSubstrings.swift): its count and emptiness are known.
            return [FunctionSignature(labels: ["separator", "maxSplits", "omittingEmptySubsequences"], parameters: [.character, .int, .bool],
                                      hasDefault: [false, true, true], isLoose: true, result: .array(.substring), throwing: false),
                    FunctionSignature(labels: ["maxSplits", "omittingEmptySubsequences", "whereSeparator"], parameters: [.int, .bool, .unknown],
                                      hasDefault: [true, true, false], isLoose: true, result: .array(.substring), throwing: false)]
        case (.string, "dropFirst"), (.string, "dropLast"), (.string, "prefix"), (.string, "suffix"), (.string, "drop"): return substringMethods(name)
        case (.array(let element), "append"): return method([nil], [element], .void)
        case (.array(let element), "insert"): return method([nil, "at"], [element, .int], .void)
        case (.array(let element), "remove"): return method(["at"], [.int], element)
        case (.array(let element), "removeLast"), (.array(let element), "removeFirst"): return method([], [], element) + method([nil], [.int], .void)
        case (.array(let element), "popLast"), (.array(let element), "randomElement"): return method([], [], .optional(element))
        case (.array, "removeAll"): return method([], [], .void)
        // `names = names.sort()`: sorting in place gives nothing back.
        case (.array(let element), "sort") where [.int, .double, .float, .string, .character].contains(element): return method([], [], .void)
        case (.array, "reverse"), (.array, "shuffle"): return method([], [], .void)
        case (.array(let element), "firstIndex"), (.array(let element), "lastIndex"):
            return method(["of"], [element], .optional(.sugared("Array<\(element)>.Index", .int)))
        case (.array(let element), "contains") where element.isKnown && (table.nominal(element) == nil || conforms(element, to: "Equatable") == true):
            return method([nil], [element], .bool)
        case (.array(let element), "sorted") where element.isKnown && table.nominal(element) == nil:
            return method([], [], .array(element))
        case (.array(let element), "shuffled"): return method([], [], .array(element))
        case (.array(let element), "min"), (.array(let element), "max"):
            // Without a closure: the element must be Comparable, as the standard types are.
            return [.int, .double, .float, .string, .character].contains(element) || (table.nominal(element) != nil && conforms(element, to: "Comparable") == true)
                ? method([], [], .optional(element)) : []
        case (.array(.string), "joined"):
            return [FunctionSignature(labels: ["separator"], parameters: [.string], hasDefault: [true], isLoose: false, result: .string, throwing: false)]
        case (.dictionary(let key, let value), "removeValue"): return method(["forKey"], [key], .optional(value))
        case (.dictionary(let key, let value), "updateValue"): return method([nil, "forKey"], [value, key], .optional(value))
        case (.set(let element), "contains"): return method([nil], [element], .bool)
        case (.set(let element), "remove"): return method([nil], [element], .optional(element)) + method(["at"], [.unknown], element)
        case (.set(let element), "popFirst"): return method([], [], .optional(element))
        case (.set(let element), "removeFirst"): return method([], [], element)
        case (.set(let element), "update"): return method(["with"], [element], .optional(element))
        default: return numberMethods(of: type, name)
        }
    }
}
