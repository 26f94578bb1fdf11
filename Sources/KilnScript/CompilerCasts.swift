// Casts: `is`, `as?`, `as!` and `as` compiled, and the run-time test of "is this value of type T"
// they and `catch is` share (bridged Foundation classes, generic parameters bound on entry,
// element-checking collection casts).
import SwiftSyntax

extension Compiler {
    func compileCast(_ kind: String, node: Syntax, value: @escaping Eval, typeSyntax: TypeSyntax) -> Eval {
        let runtime = self.runtime
        let site = location(node)
        let typeText = typeSyntax.trimmedText
        var check: (Frame, Value) throws -> Bool
        // With T a generic parameter: whether T is bound to a bridged class that keeps its boxes
        // (`unarchivedObject(ofClass: NSString.self, …)`'s `as? DecodedObjectType` keeps the NSString).
        var boundToBoxKeeper: ((Frame) throws -> Bool)?
        if let identifier = typeSyntax.as(IdentifierTypeSyntax.self), genericValueNames.contains(where: { $0.contains(identifier.name.text) })
            || resolver.conformerAliasTypes[identifier.name.text] != nil {  // ConformerAssociatedTypes.swift
            // `is T`, `as? T` with T a generic parameter bound on entry (`GenericParameters.swift`).
            let bound = compileName(identifier.name.text, at: identifier)
            // T bound to `[Element]` (held as `[Element.self]`): an array whose elements all are;
            // likewise `[Key: Value]`.
            func matches(_ value: Value, _ binding: Value) -> Bool {
                if case .array(let element) = binding, element.count == 1 {
                    guard case .array(let elements) = value else { return false }
                    return elements.allSatisfy { matches($0.castSubject, element[0]) }
                }
                if case .dictionary(let binding) = binding, binding.count == 1 {
                    guard case .dictionary(let entries) = value else { return false }
                    return zip(entries.keys, entries.values).allSatisfy {
                        matches($0.0.castSubject, binding.keys[0]) && matches($0.1.castSubject, binding.values[0])
                    }
                }
                guard case .metatype(let type) = binding else { return false }
                // `x as? T` with T bound to NSDictionary: Foundation bridges a Swift dictionary to it.
                if type.isLibrary || type.module != runtime.moduleName, let bridged = runtime.options.bridgedClasses[type.name], bridged.accepts(value) { return true }
                let actual = runtime.typeInfo(of: value)
                return type.kind == .protocolType ? actual.conforms(to: type.name) : actual.isSubclass(of: type)
            }
            check = { frame, value in matches(value, try bound(frame)) }
            boundToBoxKeeper = { frame in
                guard case .metatype(let type) = try bound(frame), type.isLibrary || type.module != runtime.moduleName else { return false }
                return runtime.options.bridgedClasses[type.name]?.keepsBoxes ?? false
            }
        } else if kind == "as" {
            check = { _, _ in true }  // a coercion the checker has proved: nothing to test at run time
        } else {
            let test = typeCheck(typeSyntax)
            check = { _, value in try test(value) }
        }
        // A library type the library bridges casts to (`catch let e as CocoaError` of an NSError):
        // what its `__kilnCastTo<T>` gives when the plain test fails.
        let bridge = kind == "as" ? nil : castBridge(typeSyntax)
        if let bridge {
            let plain = check
            check = { frame, value in try plain(frame, value) || bridge(frame, value) != nil }
        }
        func bridged(_ frame: Frame, _ v: Value) throws -> Value? { try bridge?(frame, v) }
        // A cast to a collection type opens the bridged boxes among its elements; one to the
        // bridged class itself (`as? NSString`) keeps a box as it is.
        let opensElements = typeSyntax.is(ArrayTypeSyntax.self) || typeSyntax.is(DictionaryTypeSyntax.self)
        let toBridgedClass = runtime.options.bridgedClasses[typeText]?.keepsBoxes ?? false
        // A Foundation number cast to a number type converts as NSNumber does (CastSubjects.swift).
        let number = Value.castNumberTarget(typeText)
        let elementNumber = (typeSyntax.as(ArrayTypeSyntax.self)?.element ?? typeSyntax.as(DictionaryTypeSyntax.self)?.value)
            .flatMap { Value.castNumberTarget($0.trimmedText) }
        if kind != "is", typeText == "AnyHashable" || typeText == "AnyHashable?", resolver.types["AnyHashable"] === AnyHashableBox.type {
            // `x as AnyHashable`, `as? AnyHashable`: the value wrapped (AnyHashables.swift).
            let wraps = kind == "as?" || typeText.hasSuffix("?")
            return { frame in
                let v = try value(frame).withoutOptionals
                if case .none = v { return .none }
                return wraps ? .some(AnyHashableBox.wrap(v)) : AnyHashableBox.wrap(v)
            }
        }
        switch kind {
        case "is":
            return { frame in .bool(try check(frame, try value(frame).castSubject(asNumber: number))) }
        case "as?":
            return { frame in
                let raw = try value(frame)
                let v = raw.castSubject(asNumber: number)
                guard try check(frame, v) else { return .none }
                if bridge != nil, let converted = try bridged(frame, v) { return .some(converted) }
                let keepsBox = try toBridgedClass || boundToBoxKeeper?(frame) == true
                return .some(opensElements ? v.elementsUnboxed(asNumber: elementNumber) : keepsBox ? raw.withoutOptionals : v)
            }
        case "as!":
            // `nil as! T?` is nil (`decodeObject(forKey:) as! String?` of a nil value), and what
            // casts is an Optional.
            let toOptional = typeSyntax.is(OptionalTypeSyntax.self) || typeSyntax.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            return { frame in
                let raw = try value(frame)
                let v = raw.castSubject(asNumber: number)
                guard try check(frame, v) else {
                    // `nil as! T`: Swift unwraps first, and that is what fails.
                    if case .none = v {
                        if toOptional { return .none }
                        throw runtime.fault("Unexpectedly found nil while unwrapping an Optional value", at: site)
                    }
                    throw runtime.fault("Could not cast value of type '\(runtime.qualifiedTypeName(of: v))' to '\(typeText)'", at: site)
                }
                let keepsBox = try toBridgedClass || boundToBoxKeeper?(frame) == true
                var cast = opensElements ? v.elementsUnboxed(asNumber: elementNumber) : keepsBox ? raw.withoutOptionals : v
                if bridge != nil, let converted = try bridged(frame, v) { cast = converted }
                return toOptional ? .some(cast) : cast
            }
        default: // `as`: a conversion the compiler checked; numeric literals take the type.
            let isDouble = typeText == "Double"
            // `ns as String` opens a bridged box; `x as Any` (or as the class itself) keeps it.
            var target = Substring(typeText)
            while target.hasSuffix("?") || target.hasSuffix("!") { target = target.dropLast() }
            let keepsBox = runtime.options.bridgedClasses[String(target)]?.keepsBoxes ?? ["Any", "AnyObject", "NSObject"].contains(target)
            // `5 as Int?`, `value as Any?`: an Optional holding the value.
            let wraps = typeSyntax.is(OptionalTypeSyntax.self)
            // `[1, nil] as [Int?]`: a collection's elements take the written element type, as a
            // declaration's do.
            let elements = typeSyntax.is(ArrayTypeSyntax.self) || typeSyntax.is(DictionaryTypeSyntax.self) ? conversion(typeSyntax) : nil
            // `error as NSError`: a script's own error value is bridged as Swift's runtime does
            // (the library's `__kilnBridgedNSError`, ErrorDescriptions.swift).
            if target == "NSError", let errorType = resolveType(typeSyntax), errorType.isLibrary, resolver.resolve("__kilnBridgedNSError") != nil {
                let bridge = compileName("__kilnBridgedNSError", at: typeSyntax)
                return { frame in
                    let v = try value(frame).unboxed
                    let subject = v.withoutOptionals
                    if case .none = subject { return v }
                    if runtime.typeInfo(of: subject).isSubclass(of: errorType) { return v }
                    let bridged = try runtime.callValue(try bridge(frame), arguments: [subject], at: site)
                    return wraps ? .some(bridged) : bridged
                }
            }
            // `data as NSData`: Foundation's NSData object, which prints as its bytes in hex (the
            // library's `__kilnBoxedNSData`; `as Data` opens the box again).
            if target == "NSData", !wraps, let dataType = resolveType(typeSyntax), dataType.isLibrary, resolver.resolve("__kilnBoxedNSData") != nil {
                let box = compileName("__kilnBoxedNSData", at: typeSyntax)
                return { frame in
                    let v = try value(frame)
                    guard case .structValue(let type, _) = v, type.name == "Data", type.isLibrary || type.module != runtime.moduleName else { return v }
                    return try runtime.callValue(try box(frame), arguments: [v], at: site)
                }
            }
            return { frame in
                let v = try value(frame)
                if isDouble, case .int(let x) = v { return .double(Double(x)) }
                if let elements, !elements.isIdentity { return (keepsBox ? v : v.unboxed).converted(elements) }
                let cast = keepsBox ? v : v.unboxed
                return wraps && !cast.isOptional ? .some(cast) : cast
            }
        }
    }

    /// The library's bridge for casts to a library type it names `__kilnCastTo<T>` (Foundation's
    /// `__kilnCastToCocoaError`, `__kilnCastToNSError`): given the value, the value of type T it
    /// bridges to, or nil — asked only where the value is not of type T already (a class instance
    /// or struct value of another type).
    func castBridge(_ typeSyntax: TypeSyntax) -> ((Frame, Value) throws -> Value?)? {
        guard let identifier = typeSyntax.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
        let name = "__kilnCastTo" + identifier.name.text
        guard resolver.resolve(name) != nil, let target = resolveType(typeSyntax), target.isLibrary else { return nil }
        let function = compileName(name, at: typeSyntax)
        let runtime = self.runtime
        let site = location(typeSyntax)
        return { frame, value in
            let subject = value.withoutOptionals
            switch subject {
            // Only the library's own values (an NSError, a CocoaError): a script's error value
            // is not bridged, and the bridges' own casts do not call each other again.
            case .object(let instance) where instance.type.isLibrary && !instance.type.isSubclass(of: target): break
            case .structValue(let type, _) where type.isLibrary && type !== target: break
            default: return nil
            }
            let result = try runtime.callValue(try function(frame), arguments: [subject], at: site)
            if case .none = result { return nil }
            return result.withoutOptionals
        }
    }

    /// A run-time test of "is this value of type T" for `is`, `as?`, `as!` and `catch is`, given
    /// the value with its Optionals looked through (`Value.castSubject`).
    func typeCheck(_ written: TypeSyntax) -> (Value) throws -> Bool {
        let typeSyntax = expandingAliases(written)
        if let existential = typeSyntax.as(SomeOrAnyTypeSyntax.self) {
            return typeCheck(existential.constraint)  // `is any Animal`: the protocol's test
        }
        if let tuple = typeSyntax.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
            return typeCheck(only.type)  // `as? (any Animal)`
        }
        if let optional = typeSyntax.as(OptionalTypeSyntax.self), optional.wrappedType.trimmedText == "Any" {
            return { _ in true }  // `nil as Any?`, `value as Any?`
        }
        if let optional = typeSyntax.as(OptionalTypeSyntax.self) {
            return typeCheck(optional.wrappedType)  // the subject's Optionals are looked through
        }
        let text = typeSyntax.trimmedText
        switch text {
        case "Any", "AnyObject", "AnyHashable": return { _ in true }
        case "Void", "()": return { switch $0 { case .void: return true; case .tuple(let t): return t.elements.isEmpty; default: return false } }
        case "Any.Type": return { if case .metatype = $0 { return true }; return false }
        case "AnyClass", "AnyObject.Type": return { if case .metatype(let type) = $0 { return type.kind == .classType }; return false }
        case "Int": return { if case .int = $0 { return true }; return false }
        case "Double": return { if case .double = $0 { return true }; return false }
        case "String": return { if case .string = $0 { return true }; return false }
        case "Substring": return { if case .substring = $0 { return true }; return false }
        case "Bool": return { if case .bool = $0 { return true }; return false }
        case "Character": return { if case .character = $0 { return true }; return false }
        default: break
        }
        if let composition = typeSyntax.as(CompositionTypeSyntax.self) {
            // `as? HasID & HasName` (or an alias of it): a value of every one of the types.
            let parts = composition.elements.map { typeCheck($0.type) }
            return { value in try parts.allSatisfy { try $0(value) } }
        }
        if let metatype = typeSyntax.as(MetatypeTypeSyntax.self) {
            // `T.Type`: a type value that is T or a subclass of it.
            guard let base = resolveType(metatype.baseType) else {
                error("cannot find type '\(metatype.baseType.trimmedText)' in scope", at: metatype.baseType)
                return { _ in false }
            }
            return { value in
                guard case .metatype(let type) = value else { return false }
                return base.kind == .protocolType ? type.conforms(to: base.name) : type.isSubclass(of: base)
            }
        }
        if let array = typeSyntax.as(ArrayTypeSyntax.self) {
            // `as? [String]`: every element must be one (an empty array always is).
            let element = elementTypeCheck(array.element)
            let bytesFit = try? element(.fixed(FixedInt(truncating: 0, .uint8)))
            let number = Value.castNumberTarget(array.element.trimmedText)
            return { value in
                switch value {
                case .array(let elements): return try elements.allSatisfy { try element($0.castSubject(asNumber: number)) }
                case .bytes(let bytes): return bytes.isEmpty || bytesFit == true
                default: return false
                }
            }
        }
        if let slice = typeSyntax.as(IdentifierTypeSyntax.self), slice.name.text == "ArraySlice",
           let argument = slice.genericArgumentClause?.arguments.first, case .type(let elementType) = argument.argument {
            // `as? ArraySlice<Int>` (ArraySlices.swift).
            let element = elementTypeCheck(elementType)
            return { value in
                guard case .slice(_, let elements) = value else { return false }
                return try elements.allSatisfy { try element($0.castSubject) }
            }
        }
        if let dictionary = typeSyntax.as(DictionaryTypeSyntax.self) {
            let key = elementTypeCheck(dictionary.key), element = elementTypeCheck(dictionary.value)
            let number = Value.castNumberTarget(dictionary.value.trimmedText)
            return { value in
                guard case .dictionary(let entries) = value else { return false }
                return try entries.keys.allSatisfy { try key($0.castSubject) }
                    && entries.values.allSatisfy { try element($0.castSubject(asNumber: number)) }
            }
        }
        if let tuple = typeSyntax.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
            // `as? (Int, String)`: a tuple of that many elements, each of its type.
            let elements = tuple.elements.map { elementTypeCheck($0.type) }
            return { value in
                guard case .tuple(let t) = value, t.elements.count == elements.count else { return false }
                for (check, element) in zip(elements, t.elements) where !(try check(element.castSubject)) { return false }
                return true
            }
        }
        if let function = typeSyntax.as(FunctionTypeSyntax.self) {
            // `as? (Int) -> Int`: a function of that many parameters (their types are not kept at run time).
            let arity = function.parameters.count
            return { value in
                guard case .function(let f) = value else { return false }
                return f.code.parameters.count == arity || f.code.parameters.contains { $0.isVariadic }
            }
        }
        guard let type = resolveType(typeSyntax) else {
            if let identifier = typeSyntax.as(IdentifierTypeSyntax.self), typeGenericParameter(identifier.name.text, around: typeSyntax) {
                error("a cast to generic parameter '\(text)' is not supported in Kiln yet", at: typeSyntax)
            } else {
                error("cannot find type '\(text)' in scope", at: typeSyntax)
            }
            return { _ in false }
        }
        let runtime = self.runtime
        if let bridged = runtime.options.bridgedClasses[text] {
            // `$0 as? NSNumber` on an Int held in `[Any]`: Foundation bridges it.
            return { value in bridged.accepts(value) || runtime.typeInfo(of: value).isSubclass(of: type) }
        }
        // `5 as? CustomStringConvertible`, `[1] as? any Collection`: the standard types' own conformances.
        let standardConformers = type.kind == .protocolType ? runtime.builtinTypes.conforming(to: type.name) : []
        let site = location(typeSyntax)
        return { value in
            let actual = runtime.typeInfo(of: value)
            if type.kind == .protocolType {
                if let condition = actual.conditionalConformances[type.name] {
                    // The value's type arguments against the extension's `where` clause.
                    guard let requirements = condition, let met = runtime.meetsConditions(requirements, of: value, actual) else {
                        throw runtime.fault("a cast to '\(type.name)' through a conditional conformance of '\(actual.name)' is not supported in Kiln yet", at: site)
                    }
                    return met
                }
                return actual.conforms(to: type.name) || standardConformers.contains { $0 === actual }
            }
            return actual.isSubclass(of: type)
        }
    }

    /// The test for an element type inside a cast's collection or tuple type: as `typeCheck`, but a
    /// type it cannot test (a generic parameter, a name the library keeps native) lets every
    /// element through, as before elements were checked, rather than refusing the program.
    func elementTypeCheck(_ written: TypeSyntax) -> (Value) throws -> Bool {
        let type = expandingAliases(written)
        let testable = type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self)
            || type.is(FunctionTypeSyntax.self) || type.is(MetatypeTypeSyntax.self)
            || ["Any", "AnyObject", "AnyHashable", "Int", "Double", "String", "Bool", "Character"].contains(type.trimmedText)
            || (!(type.as(IdentifierTypeSyntax.self).map { typeGenericParameter($0.name.text, around: type) } ?? false) && resolveType(type) != nil)
        return testable ? typeCheck(written) : { _ in true }
    }
}

extension Runtime {
    /// Whether `value`'s type arguments meet a conditional conformance's requirements (`T: Error`);
    /// nil where an argument is not known. An existential argument meets only `Error: Error`,
    /// the one self-conformance Swift has outside `@objc`.
    func meetsConditions(_ requirements: [(parameter: Int, protocolName: String)], of value: Value, _ type: TypeInfo) -> Bool? {
        let arguments = typeArguments(of: value, as: type)
        for (parameter, protocolName) in requirements {
            guard parameter < arguments.count, case .metatype(let argument) = arguments[parameter] else { return nil }
            if argument.kind == .protocolType {
                if !(protocolName == "Error" && argument.name == "Error") { return false }
            } else if !argument.conforms(to: protocolName), !builtinTypes.conforming(to: protocolName).contains(where: { $0 === argument }) {
                return false
            }
        }
        return true
    }
}
