// Member access at run time: properties, methods, subscripts, construction. Each call site keeps
// a `MemberCache`, so a name is looked up once per receiver type, not on every execution.

extension Runtime {
    func typeInfo(of value: Value) -> TypeInfo {
        switch value {
        case .int: return builtinTypes.int
        case .double: return builtinTypes.double
        case .fixed(let x): return builtinTypes.fixed[Int(x.kind.rawValue)]
        case .float: return builtinTypes.float
        case .bool: return builtinTypes.bool
        case .string: return builtinTypes.string
        case .substring: return builtinTypes.substring
        case .character: return builtinTypes.character
        case .none, .some: return builtinTypes.optional
        case .array, .bytes: return builtinTypes.array
        case .slice: return builtinTypes.arraySlice
        case .dictionary: return builtinTypes.dictionary
        case .set: return builtinTypes.set
        case .tuple: return builtinTypes.tuple
        case .range: return builtinTypes.range
        case .stringIndex: return builtinTypes.stringIndex
        case .indexRange: return builtinTypes.indexRange
        case .structValue(let type, _), .enumCase(let type, _, _), .metatype(let type): return type
        case .object(let instance): return instance.type
        case .function: return builtinTypes.function
        case .void: return builtinTypes.void
        }
    }

    /// `main.Dog`, for cast failures.
    func qualifiedTypeName(of value: Value) -> String {
        switch value {
        case .structValue(let type, _), .enumCase(let type, _, _): return type.qualifiedName
        case .object(let instance): return instance.type.qualifiedName
        case .array(let elements): return "Swift.Array<\(elements.first.map(qualifiedTypeName(of:)) ?? "Any")>"
        case .slice(_, let elements): return "Swift.ArraySlice<\(elements.first.map(qualifiedTypeName(of:)) ?? "Any")>"
        default: return "Swift." + typeName(of: value)
        }
    }

    func unwrap(_ value: Value, at site: Location) throws -> Value {
        switch value {
        case .some(let wrapped): return wrapped
        case .none: throw fault("Unexpectedly found nil while unwrapping an Optional value", at: site)
        default: return value
        }
    }

    /// The members named `name` of `value`'s type (static ones when `value` is a type).
    func members(of value: Value, _ name: String, cache: MemberCache) -> (TypeInfo, [Member]) {
        let type = typeInfo(of: value)
        if cache.type === type || cache.select(type) { return (type, cache.members) }
        cache.remember()
        var found: [Member]
        if case .metatype = value {
            found = type.lookupStatic(name) ?? []
            if name == "init" { found = type.initializers }
        } else {
            found = type.lookup(name) ?? type.protocolDefaults[name] ?? []
            if found.isEmpty, case .slice = value { found = sliceMembers(name) }  // ArraySlices.swift
            if found.isEmpty, case .substring = value { found = substringMembers(name) }  // Substrings.swift
        }
        cache.type = type
        cache.members = found
        cache.plan = nil
        cache.chosen = nil
        cache.directCode = nil
        cache.mutatingCode = nil
        cache.nativeMethod = nil
        (cache.storedClass, cache.readableClass) = (nil, nil)
        cache.storedStruct = nil
        cache.plainStructField = false
        cache.observedType = nil
        if type.kind == .structure, found.count == 1, case .stored(_, let index) = found[0], type.lazyFields[index] == nil,
           !type.weakFields.contains(index) {
            cache.storedStruct = type
            cache.storedIndex = index
            cache.plainStructField = type.observers[index] == nil && index < type.fieldConversion.count && type.fieldConversion[index].isIdentity
        }
        noteObservedField(of: type, found, cache: cache)  // ObservedChanges.swift
        if type.kind == .classType, found.count == 1, case .stored(_, let index) = found[0], !type.weakFields.contains(index), type.lazyFields[index] == nil {
            cache.readableClass = type  // observers and conversions are for writes: read in place all the same
            cache.storedIndex = index
            if type.observers[index] == nil, type.fieldConversion[index].shallow.isIdentity {
                cache.storedClass = type
                cache.storedConversion = type.fieldConversion[index].isIdentity ? nil : type.fieldConversion[index]
            }
            // Kept for this class whatever other classes the site meets (`MemberCache.readableField`).
            cache.noteField(of: type, at: index, writable: type.observers[index] == nil && type.fieldConversion[index].isIdentity)
        }
        return (type, found)
    }

    /// `C.Item` where a generic parameter `C` holds the type: the type, or the alias, the type
    /// (or its nearest superclass) declares under that name — a written `typealias Item = Int`,
    /// one Kiln inferred (InferredAssociatedTypes.swift), or a nested type.
    func nestedTypeOrAlias(_ name: String, of type: TypeInfo) -> TypeInfo? {
        var current: TypeInfo? = type
        while let candidate = current {
            if let found = scriptTypes[candidate.localPath + "." + name] { return found }
            current = candidate.superclass
        }
        return nil
    }

    func noMember(_ value: Value, _ name: String, at site: Location) -> RuntimeFault {
        let type = typeInfo(of: value)
        var message = "value of type '\(typeName(of: value))' has no member '\(name)'"
        if case .metatype(let t) = value { message = "type '\(t.name)' has no member '\(name)'" }
        var fault = self.fault(message, at: site)
        if let suggestion = nearestName(to: name, in: type.allMemberNames + type.fieldNames) {
            fault = RuntimeFault(message: message + "; did you mean '\(suggestion)'?", location: fault.location, stack: fault.stack)
        }
        return fault
    }

    func getMember(_ value: Value, _ name: String, cache: MemberCache, at site: Location) throws -> Value {
        if cache.hasCodes, case .object(let instance) = value, let getter = cache.getterCode(for: instance) {
            // A computed property of a class read here before on an instance of the same class
            // (`shape.sides` over several subclasses): its getter called directly.
            return try callDirectly(getter, on: value, at: site)
        }
        if let getter = cache.nativeProperty, typeInfo(of: value) === cache.nativePropertyType, !value.isMetatypeOrTuple {
            // A library property read here before on this type (`ch.isUppercase` in a loop).
            currentLocation = site
            return try getter(value)
        }
        if case .metatype(let type) = value, let index = type.caseIndex(name), type.cases[index].labels.isEmpty {
            return .enumCase(type, index, [])
        }
        if case .some(let wrapped) = value, typeInfo(of: value).lookup(name) == nil {
            // An implicitly unwrapped optional (`var name: String!`) used directly.
            return try getMember(wrapped, name, cache: cache, at: site)
        }
        if case .none = value, builtinTypes.optional.lookup(name) == nil {
            throw fault("Unexpectedly found nil while implicitly unwrapping an Optional value", at: site)
        }
        if case .tuple(let tuple) = value, let index = tuple.labels.firstIndex(of: name) ?? Int(name) ?? positionOfMissingLabel(name, in: tuple),
           index < tuple.elements.count {
            return tuple.elements[index]
        }
        let (_, found) = members(of: value, name, cache: cache)
        // A property and a method may share a name (`first` and `first(where:)`): read the property.
        guard let member = found.first(where: { $0.function == nil }) ?? found.first else {
            // `hashValue` of a Hashable value: equal values give equal hashes within the run, as
            // Swift's seeded hashing promises (the numbers differ from run to run there too).
            if name == "hashValue", case .metatype = value {} else if name == "hashValue" { return .int(HashKey(value).hashValue) }
            if name == "localizedDescription", let text = try localizedErrorDescription(of: value, at: site) { return .string(text) }
            if let dynamic = try dynamicMember(value, name, at: site) { return dynamic }  // KeyPaths.swift
            if let unapplied = unappliedMethod(value, name, at: site) { return unapplied }  // MethodValues.swift
            if case .metatype(let type) = value, let nested = nestedTypeOrAlias(name, of: type) { return .metatype(nested) }
            throw noMember(value, name, at: site)
        }
        if case .computed(_, let getter, _) = member, let native = getter.nativeGetter, !value.isMetatypeOrTuple, !value.isOptional {
            (cache.nativeProperty, cache.nativePropertyType) = (native, typeInfo(of: value))
        }
        if case .method = member, found.count > 1, let overloads = overloadSet(found, boundSelf: value, at: site) { return overloads }
        if case .computed(_, let getter, _) = member, case .object(let instance) = value, getter.native == nil, getter.hasSelf,
           !getter.isMutating, getter.weakCaptures.isEmpty {
            cache.noteCode(getter, for: instance.type, getter: true)  // read as `read(_:of:at:)` calls it
        }
        return try read(member, of: value, at: site)
    }

    /// A script method or getter of a class called on `receiver` with no arguments besides
    /// `self`, straight into its frame (as `call` with no arguments runs it).
    @inline(__always)
    func callDirectly(_ code: FunctionCode, on receiver: Value, at site: Location) throws -> Value {
        let callee = callFrame(for: code)
        callee.slots.initialize(to: receiver)
        let result = result(of: code, try enter(code, callee, at: site), in: callee)
        recycle(callee, of: code)
        return result
    }

    /// `receiver.name` read: a stored property this site found before, where it lies in the
    /// class instance or struct (no copy of its fields), else through `getMember`.
    @inline(__always)
    func readMember(_ receiver: Value, _ name: String, cache: MemberCache, at site: Location) throws -> Value {
        if let field = cache.readableField(of: receiver) {
            return withExtendedLifetime(receiver) { field.pointee }
        }
        if let field = receiver.structFieldAddress(cache.storedIndex, ifInstanceOf: cache.storedStruct) {
            return withExtendedLifetime(receiver) { field.pointee }
        }
        return try getMember(receiver, name, cache: cache, at: site)
    }

    /// `super.name`: the member as the superclass defines it (in a `class var` or `class func`,
    /// where `self` is the class, its type member).
    func getMember(_ value: Value, _ name: String, in type: TypeInfo, at site: Location) throws -> Value {
        let found: [Member]?
        if case .metatype = value { found = type.lookupStatic(name) } else { found = type.lookup(name) }
        guard let member = found?.first else { throw noMember(value, name, at: site) }
        if case .method(let code) = member {
            return .function(Function(code: code, captured: nil, boundSelf: value))
        }
        return try read(member, of: value, at: site)
    }

    func read(_ member: Member, of value: Value, at site: Location) throws -> Value {
        switch member {
        case .stored(let name, let index):
            switch value {
            case .structValue(let type, let fields):
                if case .void = fields[index], let initializer = type.lazyFields[index] { return try initializer(value) }
                if !type.weakFields.isEmpty, type.weakFields.contains(index) { return try openedReference(fields[index], index, of: type, at: site) }
                return fields[index]
            case .object(let instance): return try lazyField(instance, index, name, at: site)
            default: throw fault("'\(name)' is not a stored property here", at: site)
            }
        case .computed(_, let getter, _):
            var receiver = value
            return try call(getter, captured: nil, selfValue: &receiver, arguments: [], at: site)
        case .method(let code):
            return .function(Function(code: code, captured: nil, boundSelf: value))
        case .staticStored(_, let cell):
            if let initializer = cell.lazyInit {
                cell.lazyInit = nil
                cell.value = try initializer(globals)
            }
            return cell.value
        }
    }

    /// `grid.cells[1][1] = 5` on a `lazy var cells` not read yet: computed first, as Swift's
    /// lazy getter would be.
    private func computeLazyField(_ index: Int, of value: inout Value, type: TypeInfo) throws {
        guard let initializer = type.lazyFields[index] else { return }
        switch value {
        case .structValue(let structType, var fields) where index < fields.count:
            guard case .void = fields[index] else { return }
            fields[index] = try initializer(value)
            value = .structValue(structType, fields)
        case .object(let instance):
            if case .void = instance.fields[index] { instance.fields[index] = try initializer(value) }
        default:
            break
        }
    }

    /// A stored property of an object; a `lazy` one is computed and kept on first read.
    private func lazyField(_ instance: Instance, _ index: Int, _ name: String, at site: Location) throws -> Value {
        if case .void = instance.fields[index], let initializer = instance.type.lazyFields[index] {
            let value = try initializer(.object(instance))
            instance.fields[index] = value
            return value
        }
        if !instance.type.weakFields.isEmpty, instance.type.weakFields.contains(index) {
            return try openedReference(instance.fields[index], index, of: instance.type, at: site)
        }
        return instance.fields[index]
    }

    /// A weak or unowned stored property's object, out of its box (WeakReferences.swift).
    private func openedReference(_ stored: Value, _ index: Int, of type: TypeInfo, at site: Location) throws -> Value {
        let opened = WeakReference.opened(stored)
        guard type.unownedFields.contains(index) else { return opened }
        switch opened {
        case .some(let object): return object
        case .none: throw fault("Fatal error: Attempted to read an unowned reference but the object was already deallocated", at: site)
        default: return opened
        }
    }

    /// Runs `body` on the member in place: for stored properties of structs, on the field itself.
    /// `replacing`: the body only sets the member (`x.p = v`): a `lazy` one is not computed first.
    /// `observed` false: set as an initializer sets its own type's stored property, directly,
    /// without its `willSet`/`didSet`.
    func modifyMember(_ value: inout Value, _ name: String, cache: MemberCache, at site: Location, replacing: Bool = false,
                      observed: Bool = true, _ body: (inout Value) throws -> Value) throws -> Value {
        if observed, cache.observedType != nil, let result = try modifyObservedField(&value, cache: cache, at: site, body) { return result }
        if cache.plainStructField, let structType = cache.storedStruct,
           let result = try StructFields.withUniqueField(cache.storedIndex, of: &value, ifInstanceOf: structType, body) {
            // The site's struct type again (`copy.score += 1` in a loop): its stored property
            // changed where it lies, with no member lookup (which retains the type and its members).
            return result
        }
        if case .tuple(var tuple) = value, let index = tuple.labels.firstIndex(of: name) ?? Int(name) ?? positionOfMissingLabel(name, in: tuple),
           index < tuple.elements.count {
            value = .void
            defer { value = .tuple(tuple) }
            return try body(&tuple.elements[index])
        }
        let (type, found) = members(of: value, name, cache: cache)
        if cache.plainStructField, type === cache.storedStruct,
           let result = try StructFields.withUniqueField(cache.storedIndex, of: &value, ifInstanceOf: type, body) {
            // A struct's stored property without observers or conversions (`x += dx` in a
            // mutating method): changed in place.
            return result
        }
        // A property and a method may share a name (`books` and `books(by:)`): change the property.
        guard let member = found.first(where: { $0.function == nil }) ?? found.first else {
            // `bag.apples += 3` of a `subscript(dynamicMember:)` with a setter: through the subscript.
            if let takesKeyPath = type.dynamicMemberTakesKeyPath, !takesKeyPath {
                return try subscriptModify(&value, [.string(name)], labels: ["dynamicMember"], at: site, body)
            }
            throw noMember(value, name, at: site)
        }
        switch member {
        case .stored(_, let index):
            if !replacing, !type.lazyFields.isEmpty { try computeLazyField(index, of: &value, type: type) }
            if case .structValue = value, var taken = value.takeStructFields() {
                let structType = taken.0
                defer { value = .structValue(structType, taken.1) }
                // The observers are looked up once (a hash lookup), and only for a type that has some.
                let observers = observed && !type.observers.isEmpty ? type.observers[index] : nil
                let conversion = replacing ? structType.fieldConversion[index] : structType.fieldConversion[index].shallow
                let weak = !structType.weakFields.isEmpty && structType.weakFields.contains(index)
                if weak { taken.1[index] = WeakReference.opened(taken.1[index]) }  // boxed again below
                let old = observers == nil && !conversion.matchesGenericNumbers ? nil : taken.1[index]
                let result = try body(&taken.1[index])
                if !conversion.isIdentity { taken.1[index] = taken.1[index].converted(conversion) }
                if weak { taken.1[index] = WeakReference.boxed(taken.1[index]) }
                if conversion.matchesGenericNumbers, let old {
                    let matched: Value
                    do {  // read from a copy that is gone before the field is written (no copy of the fields then)
                        let fields = taken.1
                        let kept: [Value]? = { if fields.count > structType.fieldNames.count, case .array(let kept)? = fields.last { return kept }; return nil }()
                        matched = matchingGenericNumber(fields[index], old: old, index: index, of: structType, field: { fields[$0] }, kept: kept)
                    }
                    taken.1[index] = matched
                }
                if let old, let observers {
                    try runObservers(observers, ofField: index, in: &taken.1, of: structType, old: old, at: site)  // ObservedChanges.swift
                }
                return result
            }
            switch value {
            case .object(let instance):
                let conversion = replacing ? instance.type.fieldConversion[index] : instance.type.fieldConversion[index].shallow
                let observers = observed && !type.observers.isEmpty ? type.observers[index] : nil
                if instance.type.weakFields.contains(index) {
                    // The object, out of its box; back into a new box (or nil) after the change.
                    let old = WeakReference.opened(instance.fields[index])
                    var new = old
                    let result = try body(&new)
                    if !conversion.isIdentity { new = new.converted(conversion) }
                    let key = ObservedProperty(owner: ObjectIdentifier(instance), index: index)
                    let observes = observers != nil && !observing.blocks(key) ? observers : nil
                    if observes != nil { observing.insert(key) }
                    defer { if observes != nil { observing.remove(key) } }
                    if let willSet = observes?.willSet { try observe(willSet, new, on: value, at: site) }
                    instance.fields[index] = WeakReference.boxed(new)
                    if let didSet = observes?.didSet { try observe(didSet, old, on: value, at: site) }
                    return result
                }
                let key = ObservedProperty(owner: ObjectIdentifier(instance), index: index)
                guard let observers, !observing.blocks(key) else {
                    let held = conversion.matchesGenericNumbers ? instance.fields[index] : .void
                    let result = try body(&instance.fields[index])
                    if !conversion.isIdentity { instance.fields[index] = instance.fields[index].converted(conversion) }
                    if conversion.matchesGenericNumbers {
                        instance.fields[index] = matchingGenericNumber(instance.fields[index], old: held, index: index, of: instance.type,
                                                                       field: { instance.fields[$0] }, kept: (instance.native as? TypeArguments)?.values)
                    }
                    return result
                }
                return try changeObservedField(index, of: instance, observers, conversion: conversion.isIdentity ? nil : conversion,
                                               on: value, at: site, body)  // ObservedChanges.swift
            default:
                throw fault("cannot assign to '\(name)'", at: site)
            }
        case .computed(let name, let getter, let setter):
            guard let setter else { throw fault("cannot assign to property: '\(name)' is a get-only property", at: site) }
            // `x.p = v` only sets: Swift calls the setter alone, not the getter first.
            var current = replacing ? Value.void : try call(getter, captured: nil, selfValue: &value, arguments: [], at: site)
            let result = try body(&current)
            _ = try call(setter, selfValue: &value, argument: current, at: site)
            return result
        case .staticStored(_, let cell):
            if let initializer = cell.lazyInit {
                cell.lazyInit = nil
                cell.value = try initializer(globals)
            }
            return try body(&cell.value)
        case .method:
            throw fault("cannot assign to method '\(name)'", at: site)
        }
    }

    /// Runs an object's `willSet` (while the property still holds its old value, given the new
    /// one) or `didSet` (once it holds the new one, which `didSet` may change: `didSet { if count
    /// > 10 { count = 10 } }`, or save: `didSet { saveItems() }`; given the old one).
    func observe(_ observer: FunctionCode, _ argument: Value, on object: Value, at site: Location) throws {
        var selfValue = object
        _ = try call(observer, selfValue: &selfValue, argument: argument, at: site)
    }

    /// Whether a method's last parameter is labelled as the library labels its closures.
    static func takesTrailingClosure(_ member: Member) -> Bool {
        guard case .method(let code) = member, let label = code.parameters.last?.label else { return false }
        return ["while", "where", "by", "whereSeparator", "isIncluded"].contains(label)
    }

    /// The method `name` of `value` that takes these labels.
    func findMethod(on value: Value, _ name: String, labels: [String?], cache: MemberCache, at site: Location,
                    arguments: [Value]? = nil) throws -> (Member, ArgumentPlan) {
        var receiver = value
        if case .some(let wrapped) = value, typeInfo(of: value).lookup(name) == nil { receiver = wrapped }
        let type = typeInfo(of: receiver)
        if cache.type === type, let chosen = cache.chosen, let plan = cache.plan { return (chosen, plan) }
        var (_, found) = members(of: receiver, name, cache: cache)
        if isTrailingClosureLabel(labels.last ?? nil), found.count > 1 {
            // `s.prefix { $0 != " " }`: a trailing closure goes to a parameter that takes one
            // (`prefix(while:)`) before an index's or a count's (`prefix(upTo:)`).
            found = found.filter { Self.takesTrailingClosure($0) } + found.filter { !Self.takesTrailingClosure($0) }
        }
        if found.count > 1, let chosen = overloadByStaticChoice(found, on: type, name: name, cache: cache, labels: labels) {  // OperatorOverloads.swift
            (cache.chosen, cache.plan) = (chosen.0, chosen.1)
            return chosen
        }
        if let arguments, found.count > 1, let chosen = overloadByArgumentTypes(found, labels: labels, arguments: arguments) {
            return chosen  // not cached: another call here may take the other overload (OperatorOverloads.swift)
        }
        // An entry this site kept for the type (a polymorphic site) already knows the method.
        if let chosen = cache.chosen, let plan = cache.plan { return (chosen, plan) }
        if let (member, code, plan) = fittingOverload(found, labels: labels, code: \.function) {
            cache.chosen = member
            cache.plan = plan
            if plan.isIdentity, case .object = receiver, !code.isMutating {
                cache.directCode = code
                if !code.isNative { cache.noteCode(code, for: type, getter: false) }  // (CompilerCalls.swift's `methodCall`)
            }
            if plan.isIdentity, code.isMutating, code.hasSelf, !code.isNative, value.isValueTypeInstance { cache.mutatingCode = code }
            if plan.isIdentity, code.isNative, typeInfo(of: value) === type { cache.nativeMethod = code }
            return (member, plan)
        }
        if let (member, plan) = swift2Overload(found, labels: labels, at: site) {
            cache.chosen = member
            cache.plan = plan
            return (member, plan)
        }
        for member in found {
            switch member {
            case .method:
                continue
            default:
                // A property holding a closure: call the closure.
                let plan = ArgumentPlan(labels: labels.map { _ in nil }, parameters: labels.map { _ in Parameter(label: nil) })!
                cache.chosen = member
                cache.plan = plan
                return (member, plan)
            }
        }
        if case .none = receiver { throw fault("Unexpectedly found nil while implicitly unwrapping an Optional value", at: site) }
        if found.isEmpty, case .function(let curried)? = unappliedMethod(receiver, name, at: site),
           let plan = ArgumentPlan(labels: labels, parameters: curried.code.parameters) {
            return (.method(curried.code), plan)  // `Dog.bark(rex)`: the method of one instance (MethodValues.swift)
        }
        if found.isEmpty { throw noMember(receiver, name, at: site) }
        throw noMatchingOverload(name, of: type, labels: labels, found: found, at: site)
    }

    /// Whether a mutating method called on `value` changes a stored value (a struct, an array)
    /// that must be written back, rather than an object or a type.
    func needsWriteBack(_ value: Value) -> Bool {
        switch value {
        case .object, .metatype: return false
        default: return true
        }
    }

    /// Calls a library method with its arguments in order (see `MemberCache.nativeMethod`).
    @inline(__always)
    func callNative(_ code: FunctionCode, on receiver: inout Value, arguments: [Value], at site: Location) throws -> Value {
        guard let native = code.native else { return .void }
        // Faults and notes raised by native code point at this call.
        currentLocation = site
        return try native(&receiver, code.demotesSubstrings ? demotingSubstrings(arguments) : arguments)  // Substrings.swift
    }

    func isMutatingCall(_ member: Member, on value: Value) -> Bool {
        guard case .method(let code) = member, code.isMutating else { return false }
        switch value {
        case .object, .metatype: return false
        default: return true
        }
    }

    func invoke(_ member: Member, plan: ArgumentPlan, on receiver: inout Value, arguments: [Value], at site: Location) throws -> Value {
        let arranged = plan.isIdentity ? arguments : try plan.arrange(arguments, defaultsIn: globals, at: site)
        if case .method(let code) = member {
            if case .some(let wrapped) = receiver, typeInfo(of: receiver).lookup(code.name) == nil {
                var inner = wrapped
                let result = try call(code, captured: nil, selfValue: &inner, arguments: arranged, at: site)
                receiver = .some(inner)
                return result
            }
            return try call(code, captured: nil, selfValue: &receiver, arguments: arranged, at: site)
        }
        let function = try read(member, of: receiver, at: site)
        return try callValue(function, arguments: arranged, at: site)
    }

    /// A call with `&x` arguments: the callee's final parameter values are written back.
    func callWithInout(_ code: FunctionCode, captured: Frame?, selfValue: inout Value, arguments: [Value],
                       places: [Int: Place], plan: ArgumentPlan, frame: Frame, at site: Location) throws -> Value {
        var parameterOf: [Int: Int] = [:]
        for (parameter, source) in plan.sources.enumerated() {
            if case .argument(let i) = source { parameterOf[i] = parameter }
        }
        if let native = code.nativeInout {
            currentLocation = site
            var changed = code.demotesSubstrings ? demotingSubstrings(arguments) : arguments
            let result = try native(&selfValue, &changed)
            for (argument, place) in places {
                if let parameter = parameterOf[argument] { try place.set(frame, changed[parameter]) }
            }
            return result
        }
        let base = code.hasSelf ? 1 : 0
        var finals: [(Place, Value)] = []
        let begun = try beginInoutAccesses(places, frame: frame, at: site)  // CompilerExclusivity.swift
        let result: Value
        do {
            result = try call(code, captured: captured, selfValue: &selfValue, arguments: arguments, at: site) { calleeFrame in
                for (argument, place) in places {
                    guard let parameter = parameterOf[argument] else { continue }
                    finals.append((place, calleeFrame.slots[base + parameter]))
                }
            }
        } catch {
            endInoutAccesses(begun)
            throw error
        }
        endInoutAccesses(begun)
        for (place, value) in finals { try place.set(frame, value) }
        return result
    }

    /// Calls a function value given `&x` arguments: each in-out parameter's final value goes back
    /// to its place in the caller's `frame`.
    func callValueWritingBack(_ callee: Value, arguments: [Value], places: [Int: Place], frame: Frame, at site: Location) throws -> Value {
        guard case .function(let function) = callee, !function.code.isNative,
              function.code.parameters.count == arguments.count else {
            return try callValue(callee, arguments: arguments, at: site)
        }
        var selfValue = function.boundSelf ?? .void
        let base = function.code.hasSelf ? 1 : 0
        var finals: [(Place, Value)] = []
        let begun = try beginInoutAccesses(places, frame: frame, at: site)  // CompilerExclusivity.swift
        let result: Value
        do {
            result = try call(function.code, captured: function.captured, selfValue: &selfValue, arguments: arguments, at: site) { calleeFrame in
                for (argument, place) in places { finals.append((place, calleeFrame.slots[base + argument])) }
            }
        } catch {
            endInoutAccesses(begun)
            throw error
        }
        endInoutAccesses(begun)
        for (place, value) in finals { try place.set(frame, value) }
        return result
    }

    /// `Point(x: 1, y: 2)`, `Dog(name:)`, `Int("42")`.
    /// `allocated`: told of a class's new instance before its initializer runs (an unarchiver
    /// hands it to references back to the object being decoded, as Apple's allocate-then-init does).
    func construct(_ type: TypeInfo, labels: [String?], arguments: [Value], cache: MemberCache, frame: Frame, at site: Location,
                   inoutPlaces: [Int: Place] = [:], allocated: ((Value) -> Void)? = nil) throws -> Value {
        if let base = type.genericBase, base.module == moduleName, let written = type.typeArgumentValues {
            // `T()` with T bound to `Box<Int>.self`: the script type made with those arguments.
            let saved = pendingTypeArguments
            pendingTypeArguments = (base, written)
            defer { pendingTypeArguments = saved }
            return try construct(base, labels: labels, arguments: arguments, cache: cache, frame: frame, at: site,
                                 inoutPlaces: inoutPlaces, allocated: allocated)
        }
        if inoutPlaces.isEmpty, allocated == nil, cache.type === type, let code = cache.directCode {
            var selfValue = try blankInstance(of: type, at: site)
            return try call(code, captured: nil, selfValue: &selfValue, arguments: arguments, at: site)
        }
        if type.kind == .protocolType { throw fault("'\(type.name)' is a protocol and cannot be constructed", at: site) }
        var chosen: (FunctionCode, ArgumentPlan)?
        if cache.type === type, let member = cache.chosen, let plan = cache.plan, case .method(let code) = member {
            chosen = (code, plan)
        } else if let choice = cache.staticChoice, let member = type.initializers.first(where: { $0.function?.location == choice }),
                  let code = member.function, let plan = ArgumentPlan(labels: labels, parameters: code.parameters) {
            // `S(value: 2.5)` beside `init(value: Int)`: the checker's choice by the arguments' types.
            chosen = (code, plan)
            cache.type = type
            cache.chosen = member
            cache.plan = plan
            cache.directCode = plan.isIdentity ? code : nil
        } else if let (member, code, plan) = fittingOverload(type.initializers, labels: labels, code: \.function) {
            chosen = (code, plan)
            cache.type = type
            cache.chosen = member
            cache.plan = plan
            cache.directCode = plan.isIdentity ? code : nil
        }
        guard let (code, plan) = chosen else {
            let known = declaredSelectors(type.initializers.compactMap(\.function))
            let mismatch = OverloadMismatch(name: "init", typeName: type.name, labels: labels, candidates: known)
            throw fault("'\(type.name)' has no initializer \(mismatch.written)" + (known.isEmpty ? "" : "; it has \(known.joined(separator: ", "))")
                        + (mismatch.suggestion.map { "; " + $0 } ?? ""), at: site)
        }
        var selfValue = try blankInstance(of: type, at: site)
        allocated?(selfValue)
        let arranged = plan.isIdentity ? arguments : try plan.arrange(arguments, defaultsIn: globals, at: site)
        if !inoutPlaces.isEmpty, !code.isNative {
            // `String(contentsOfFile: path, usedEncoding: &encoding)`: the in-out parameters' final values go back.
            return try callWithInout(code, captured: nil, selfValue: &selfValue, arguments: arranged, places: inoutPlaces, plan: plan, frame: frame, at: site)
        }
        return try call(code, captured: nil, selfValue: &selfValue, arguments: arranged, at: site)
    }

    /// A new instance with its stored properties' default values, before an initializer runs.
    func blankInstance(of type: TypeInfo, at site: Location) throws -> Value {
        if defaultsDepth >= options.recursionLimit {
            throw fault("stack overflow: a default value of '\(type.name)' makes a '\(type.name)' again, more than \(options.recursionLimit) deep", at: site)
        }
        defaultsDepth += 1
        defer { defaultsDepth -= 1 }
        switch type.kind {
        case .classType:
            let count = type.fieldNames.count
            let instance = Instance.make(type: type, count: count)
            if let (generic, arguments) = pendingTypeArguments, generic === type {
                instance.native = TypeArguments(arguments)
                pendingTypeArguments = nil
            }
            let fields = instance.fields
            for index in 0..<count {
                if let initial = type.fieldDefaults[index] { fields[index] = try initial(globals) } else { fields[index] = .none }
            }
            return .object(instance)
        case .structure:
            var fields: [Value] = []
            fields.reserveCapacity(type.fieldNames.count)
            for initial in type.fieldDefaults { fields.append(try initial?(globals) ?? .none) }
            if let (generic, arguments) = pendingTypeArguments, generic === type {
                fields.append(.array(arguments))  // `Factory<Counter>()` keeps its arguments (TypeArguments.swift)
                pendingTypeArguments = nil
            }
            return .structValue(type, fields)
        default:
            return .metatype(type)
        }
    }
}

private extension Value {
    /// A type or a tuple, whose members `getMember` looks at before the type's own.
    var isMetatypeOrTuple: Bool {
        switch self { case .metatype, .tuple: return true; default: return false }
    }
}
