// `type(of: x)` of the standard library's generic values as Swift prints it: `Array<Int>`,
// `Dictionary<String, Int>`, `Optional<Int>`, `(Int) -> Int`, `(x: Int, y: String)`. Kiln keeps no
// element type with a value, so the checker records the argument's static type at each call
// (`typeOfSpellings`) and the call makes a metatype of that spelling (one per spelling, sharing
// the plain type's members; equal to it in `==`).
import SwiftSyntax

extension StaticType {
    /// The type as `print(type(of:))` spells it; nil where a part is not known.
    var genericSpelling: String? {
        if isSubstring { return "Substring" }  // TypeCheckSubstrings.swift
        // Collections of Substrings keep the name (desugaring would make them Strings).
        switch self {
        case .array(let element) where element.mentionsSubstring: return element.genericSpelling.map { "Array<\($0)>" }
        case .optional(let wrapped) where wrapped.mentionsSubstring: return wrapped.genericSpelling.map { "Optional<\($0)>" }
        default: break
        }
        switch desugared {
        case .int, .double, .float, .bool, .string, .character, .void, .any, .anyObject: return description
        case .optional(let wrapped): return wrapped.genericSpelling.map { "Optional<\($0)>" }
        case .array(let element): return element.genericSpelling.map { "Array<\($0)>" }
        case .set(let element): return element.genericSpelling.map { "Set<\($0)>" }
        case .dictionary(let key, let value):
            guard let k = key.genericSpelling, let v = value.genericSpelling else { return nil }
            return "Dictionary<\(k), \(v)>"
        case .function(let parameters, let result):
            let spelled = parameters.compactMap(\.genericSpelling)
            guard spelled.count == parameters.count, let r = result.genericSpelling else { return nil }
            return "(\(spelled.joined(separator: ", "))) -> \(r)"
        case .tuple(let elements):
            let spelled = elements.compactMap(\.genericSpelling)
            return spelled.count == elements.count ? "(\(spelled.joined(separator: ", ")))" : nil
        case .nominal(let name, _): return name
        default: return nil
        }
    }
}

extension TypeChecker {
    /// `type(of: x)`: the argument's static type, kept for the compiler; nil when the call is
    /// not the library's `type(of:)`.
    func typeOfCall(_ call: FunctionCallExprSyntax) -> StaticType? {
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "type",
              call.arguments.count == 1, call.arguments.first?.label?.text == "of", call.trailingClosure == nil,
              lookupLocalOrMember("type") == nil, table.functions(named: "type")?.allSatisfy(\.fromLibrary) ?? true,
              let argument = call.arguments.first else { return nil }
        let type = typeOf(argument.expression)
        // `type(of: Optional<Int>.none as Any)`: the Any holds the Optional, whose type the value
        // alone does not tell (nil has no element to read it from).
        if let sequence = argument.expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
           sequence.elements.last?.trimmedDescription == "Any", let held = sequence.elements.first,
           case .optional = typeOf(held).desugared, let spelled = typeOf(held).genericSpelling {
            typeOfSpellings[source.location(of: call)] = (spelled, nil)
            return .unknown
        }
        // `type(of: x)` of an `x: Any` (or a protocol's existential) is the dynamic type of its value.
        if type.desugared == .any || type.desugared == .anyObject { return .unknown }
        if case .nominal(let name, _) = type.desugared, table.types[name]?.kind == .protocolType { return .unknown }
        if let spelled = type.genericSpelling { typeOfSpellings[source.location(of: call)] = (spelled, type.tupleElementSpellings) }
        return .unknown
    }
}

extension StaticType {
    /// A tuple's elements as spelled (for the labels the value carries).
    var tupleElementSpellings: [String]? {
        guard case .tuple(let elements) = desugared else { return nil }
        let spelled = elements.compactMap(\.genericSpelling)
        return spelled.count == elements.count ? spelled : nil
    }
}

extension Compiler {
    /// `type(of: x)` with the checker's spelling of x's static type: a metatype printed so.
    /// Where the checker did not know the type, the value's elements tell it (`Array<Int>`;
    /// objects of several classes: their nearest common superclass).
    func typeOfWithStaticType(_ call: FunctionCallExprSyntax, site: Location) -> Eval? {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "of",
              call.trailingClosure == nil, resolver.globalFunctions["type"]?.allSatisfy({ $0.native != nil }) ?? true else { return nil }
        let (spelled, tupleElements) = typeOfSpellings[site] ?? (nil, nil)
        let value = compileExpression(argument.expression)
        let runtime = self.runtime
        return { frame in runtime.dynamicMetatype(of: try value(frame), spelled: spelled, tupleElements: tupleElements) }
    }
}

extension Runtime {
    /// A collection's or optional's type from what it holds; nil where it holds nothing to tell.
    func inferredSpelling(of value: Value) -> String? {
        switch value {
        case .array(let elements): return commonSpelling(elements).map { "Array<\($0)>" }
        case .bytes: return "Array<UInt8>"
        case .set(let set): return commonSpelling(set.elements).map { "Set<\($0)>" }
        case .dictionary(let dictionary):
            guard let key = commonSpelling(Array(dictionary.keys)), let value = commonSpelling(Array(dictionary.values)) else { return nil }
            return "Dictionary<\(key), \(value)>"
        case .some(let wrapped): return (inferredSpelling(of: wrapped) ?? plainSpelling(wrapped)).map { "Optional<\($0)>" }
        // `type(of: 1...3)`: Int ranges are the only ones kept as `.range`.
        case .range(_, _, let closed): return closed ? "ClosedRange<Int>" : "Range<Int>"
        default: return nil
        }
    }

    private func plainSpelling(_ value: Value) -> String? {
        switch value {
        case .array, .bytes, .set, .dictionary, .some: return inferredSpelling(of: value)
        case .slice(_, let elements): return inferredSpelling(of: .array(elements)).map { "ArraySlice<" + $0.dropFirst("Array<".count) }
        case .tuple(let tuple):
            // `(offset: Int, element: String)`, the labels the value carries.
            var parts: [String] = []
            for (index, element) in tuple.elements.enumerated() {
                guard let spelled = plainSpelling(element) else { return nil }
                let label = index < tuple.labels.count ? tuple.labels[index] : nil
                parts.append(label.map { "\($0): \(spelled)" } ?? spelled)
            }
            return "(\(parts.joined(separator: ", ")))"
        case .none, .function: return nil
        default: return typeName(of: value)
        }
    }

    /// `Swift.Array<Swift.Int>` for `Array<Int>`, `main.Box<Swift.String>` for `Box<String>`:
    /// each type name in an inferred spelling with its module, as a debug description shows it.
    func qualifiedSpelling(_ spelled: String) -> String {
        var result = "", name = ""
        func flush() {
            guard !name.isEmpty else { return }
            result += scriptTypes[name].map(qualifiedMetatypeName) ?? options.libraryModules[name].map { $0 + "." + name } ?? "Swift." + name
            name = ""
        }
        for character in spelled {
            if character.isLetter || character.isNumber || character == "_" { name.append(character) } else { flush(); result.append(character) }
        }
        flush()
        return result
    }

    private func commonSpelling(_ values: [Value]) -> String? {
        guard let first = values.first else { return nil }
        if case .object = first {
            var common: TypeInfo? = typeInfo(of: first)
            for value in values.dropFirst() {
                guard case .object(let instance) = value else { return nil }
                while let candidate = common, !instance.type.isSubclass(of: candidate) { common = candidate.superclass }
            }
            return common?.name
        }
        guard let spelled = plainSpelling(first) else { return nil }
        return values.dropFirst().allSatisfy({ plainSpelling($0) == spelled }) ? spelled : nil
    }

    /// The metatype spelled `name` (`Array<Int>`) of the library type `base`: one per spelling.
    func specializedType(_ name: String, base: TypeInfo) -> TypeInfo {
        if let known = specializedTypes[name] { return known }
        let type = TypeInfo(name: name, kind: base.kind, module: nil)
        type.superclass = base
        type.genericBase = base
        specializedTypes[name] = type
        return type
    }
}

extension Runtime {
    /// `<String>` for a `Stack<Element>` whose `items: [Element]` holds Strings: each generic
    /// parameter told from a stored property declared with it (`T`, `[T]`, `T?`, `[K: V]`); nil
    /// when one cannot be told (an empty array, a nil optional).
    func genericArguments(of type: TypeInfo, _ fields: [Value], qualified: Bool) -> String? {
        if fields.count > type.fieldNames.count, case .array(let kept)? = fields.last,
           let spelled = spelling(of: kept, for: type, qualified: qualified) { return spelled }  // TypeArguments.swift
        var arguments: [String] = []
        for parameter in type.genericParameters {
            var found: String?
            for (index, declared) in type.fieldTypes.enumerated() where index < fields.count && found == nil {
                guard let declared else { continue }
                found = spelling(of: parameter, in: declared, value: fields[index], qualified: qualified)
            }
            guard let found else { return nil }
            arguments.append(found)
        }
        return "<" + arguments.joined(separator: ", ") + ">"
    }

    /// `<Int>` of a generic enum's case: each parameter told by an associated value declared
    /// with it (an indirect case's own arguments by its payload of the same enum).
    func genericEnumArguments(of value: Value, _ type: TypeInfo, depth: Int = 0) -> String? {
        guard case .enumCase(_, let index, let payload) = value, index < type.cases.count, depth < 64 else { return nil }
        if let kept = spelling(of: typeArguments(of: value, as: type), for: type, qualified: false) { return kept }
        let declared = type.cases[index].payloadTypes
        var arguments: [String] = []
        for parameter in type.genericParameters {
            var found: String?
            for (offset, written) in declared.enumerated() where offset < payload.count && found == nil {
                guard let written else { continue }
                if case .enumCase(let inner, _, _) = payload[offset], inner === type, let name = written.typeName, name == type.name {
                    if let spelled = genericEnumArguments(of: payload[offset], type, depth: depth + 1),
                       let position = type.genericParameters.firstIndex(of: parameter) {
                        var parts: [String] = [], part = "", nesting = 0
                        for character in spelled.dropFirst().dropLast() {
                            if character == "<" || character == "(" || character == "[" { nesting += 1 }
                            if character == ">" || character == ")" || character == "]" { nesting -= 1 }
                            if character == ",", nesting == 0 { parts.append(part); part = ""; continue }
                            if character == " ", part.isEmpty { continue }
                            part.append(character)
                        }
                        parts.append(part)
                        if parts.count == type.genericParameters.count { found = parts[position] }
                    }
                    continue
                }
                found = spelling(of: parameter, in: written, value: payload[offset], qualified: false)
            }
            guard let found else { return nil }
            arguments.append(found)
        }
        return "<" + arguments.joined(separator: ", ") + ">"
    }

    private func spelling(of parameter: String, in declared: DeclaredType, value: Value, qualified: Bool) -> String? {
        switch (declared, value) {
        case (.named(let name), _) where name == parameter: return valueSpelling(value, qualified: qualified)
        case (.optional(let wrapped), .some(let inner)): return spelling(of: parameter, in: wrapped, value: inner, qualified: qualified)
        case (.array(let element), .array(let elements)):
            guard let first = elements.first, let spelled = spelling(of: parameter, in: element, value: first, qualified: qualified) else { return nil }
            return elements.dropFirst().allSatisfy({ spelling(of: parameter, in: element, value: $0, qualified: qualified) == spelled }) ? spelled : nil
        case (.dictionary(let keyType, let valueType), .dictionary(let dictionary)):
            guard let key = dictionary.keys.first, let element = dictionary[key] else { return nil }
            return spelling(of: parameter, in: keyType, value: key, qualified: qualified)
                ?? spelling(of: parameter, in: valueType, value: element, qualified: qualified)
        default: return nil
        }
    }

    private func valueSpelling(_ value: Value, qualified: Bool) -> String? {
        switch value {
        case .structValue(let type, let fields) where !type.genericParameters.isEmpty:
            // `Pair<Int, Box<String>>`: a generic struct inside another, its own arguments told the same way.
            return genericArguments(of: type, fields, qualified: qualified).map { (qualified ? type.qualifiedName : type.name) + $0 }
        case .structValue(let type, _), .enumCase(let type, _, _):
            return type.genericParameters.isEmpty ? (qualified ? type.qualifiedName : type.name) : nil
        case .object(let instance): return qualified ? instance.type.qualifiedName : instance.type.name
        case .array, .bytes, .set, .dictionary, .some:
            return inferredSpelling(of: value).map { qualified ? qualifiedSpelling($0) : $0 }
        case .none, .tuple, .function, .metatype: return qualified ? nil : inferredSpelling(of: value)
        default: return qualified ? "Swift." + typeName(of: value) : typeName(of: value)
        }
    }
}

extension Runtime {
    /// The metatype `type(of:)` gives for `v`, printed as `spelled` (the checker's static type)
    /// where one is known; `Mirror`'s `subjectType` too.
    func dynamicMetatype(of v: Value, spelled: String?, tupleElements: [String]?) -> Value {
        let base = typeInfo(of: v)
        switch v {
        case .array, .bytes, .dictionary, .set, .none, .some, .function:
            guard let name = spelled ?? inferredSpelling(of: v) else { return .metatype(base) }
            return .metatype(specializedType(name, base: base))
        case .tuple(let tuple):
            // The labels are the value's: `(x: Int, y: Int)`.
            let elements = tupleElements ?? tuple.elements.map { typeName(of: $0) }
            guard elements.count == tuple.elements.count else { return .metatype(base) }
            let parts = zip(tuple.labels + Array(repeating: nil, count: max(0, elements.count - tuple.labels.count)), elements).map { label, type in
                label.map { "\($0): \(type)" } ?? type
            }
            return .metatype(specializedType("(\(parts.joined(separator: ", ")))", base: base))
        case .slice(_, let elements):
            // The checker types a slice as its Array (ArraySlices.swift): the same element type.
            let array = spelled.flatMap { $0.hasPrefix("Array<") ? $0 : nil } ?? inferredSpelling(of: .array(elements))
            guard let array else { return .metatype(base) }
            return .metatype(specializedType("ArraySlice<" + array.dropFirst("Array<".count), base: base))
        case .range:
            guard let name = inferredSpelling(of: v) else { return .metatype(base) }
            return .metatype(specializedType(name, base: base))
        case .string where spelled == "Substring":
            return .metatype(specializedType("Substring", base: base))
        case .structValue(let type, let fields) where !type.genericParameters.isEmpty:
            // `Box<Int>`: the arguments told from the stored properties, as printing tells them.
            guard let arguments = genericArguments(of: type, fields, qualified: false) else { return .metatype(base) }
            return .metatype(specializedType(type.name + arguments, base: base))
        case .object(let instance) where !instance.type.genericParameters.isEmpty:
            guard let arguments = genericArguments(of: instance, qualified: false) else { return .metatype(base) }
            return .metatype(specializedType(instance.type.name + arguments, base: base))
        case .enumCase(let type, _, _) where !type.genericParameters.isEmpty && type.module == moduleName:
            // `Tree<Int>`: the arguments told by the case's associated values (TypeArguments.swift).
            guard let arguments = genericEnumArguments(of: v, type) else { return .metatype(base) }
            return .metatype(specializedType(type.name + arguments, base: base))
        case .structValue where bounds(of: v) != nil:
            return .metatype(specializedType(typeName(of: v), base: base))  // `ClosedRange<Double>`: BoundsRanges.swift
        default:
            return .metatype(base)
        }
    }
}
