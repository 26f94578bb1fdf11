// Places: expressions that can be assigned to or changed in place (variables, properties,
// subscripts, unwrapped optionals), each a getter and an in-place modifier; and subscript reads.
import SwiftSyntax

/// An expression that can be assigned to or mutated in place.
struct Place {
    let get: Eval
    /// Runs `body` on the stored value in place and writes the result back.
    let modify: (Frame, (inout Value) throws -> Value) throws -> Value
    /// The Optional depth of the variable's declared type: assigned plain values are promoted.
    var wrapDepth = 0
    /// A quicker plain assignment, where the place has one (a class's stored property).
    var assign: ((Frame, Value) throws -> Void)?
    /// A variable: reading it has no side effects, so it may be read twice.
    var isVariable = false
    /// Where the value lives, for places that are storage (a variable, a plain stored property of
    /// an object a variable holds); nil when it is elsewhere this time. `total += i` changes an
    /// Int there without the in-place machinery.
    var address: ((Frame) throws -> UnsafeMutablePointer<Value>?)?
    /// Where the value lives, for a change that runs no script code while it uses the address
    /// (`copy.score += 1` of an Int): besides `address`'s places, a plain stored property of a
    /// struct such a place holds, its fields made the struct's own first (StructFields.swift).
    var updateAddress: ((Frame) throws -> UnsafeMutablePointer<Value>?)?
    /// Where the value lies now, to look at without copying it (`copy.position`'s type before a
    /// mutating call on it), for variables and plain stored properties of what they hold; valid
    /// until script code runs. Nil when it is elsewhere this time.
    var peek: ((Frame) throws -> UnsafePointer<Value>?)?
    /// The global variable a place passed `&` starts from: modified for the whole call (CompilerExclusivity.swift).
    var exclusiveGlobal: (index: Int, name: String)?
    /// A class instance's property a place passed `&` is (`&counter.value`): its object, read at the call.
    var exclusiveObject: (base: Eval, name: String)?

    func set(_ frame: Frame, _ value: Value) throws {
        let stored = wrapDepth > 0 ? value.wrapped(depth: wrapDepth) : value
        if let assign { return try assign(frame, stored) }
        _ = try modify(frame) { slot in slot = stored; return .void }
    }

    /// Runs `body` on the value in `slot` moved out of it (the slot holds `()` meanwhile, so the
    /// value's storage has one owner and changes in place), then moved back, even when `body`
    /// throws; moved as it lies, with no reference counting. What `body`'s script code stored in
    /// the slot meanwhile is replaced.
    @inline(__always)
    static func modifyMovedOut(_ slot: UnsafeMutablePointer<Value>, _ body: (inout Value) throws -> Value) rethrows -> Value {
        var value = Value.void
        withUnsafeMutablePointer(to: &value) { cell in
            cell.moveInitialize(from: slot, count: 1)  // (`()` holds nothing to release)
            slot.initialize(to: .void)
        }
        defer {
            withUnsafeMutablePointer(to: &value) { cell in
                slot.pointee = cell.move()
                cell.initialize(to: .void)
            }
        }
        return try body(&value)
    }

    /// Assignment as one closure, for compiled code to capture instead of the whole place.
    var setter: (Frame, Value) throws -> Void {
        let wrapDepth = self.wrapDepth
        if let assign {
            if wrapDepth == 0 { return assign }
            return { frame, value in try assign(frame, value.wrapped(depth: wrapDepth)) }
        }
        let modify = self.modify
        return { frame, value in
            let stored = wrapDepth > 0 ? value.wrapped(depth: wrapDepth) : value
            _ = try modify(frame) { slot in slot = stored; return .void }
        }
    }
}

extension Compiler {
    /// Compiles an expression that can be assigned to; nil (with an error) when it cannot.
    func compilePlace(_ expr: ExprSyntax) -> Place? {
        let runtime = self.runtime
        let site = location(expr)
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self", let (depth, _) = resolver.resolveSelf() {
                return slotPlace(depth: depth, index: 0)
            }
            // `Self.make()`, `Self.count += 1` in a method: the dynamic type of `self`.
            if name == "Self", resolver.resolveSelf() != nil { return valueReceiver(compileName(name, at: reference)) }
            if resolver.hasWrappedLocals, let place = wrappedLocalPlace(name, at: reference) { return place }  // PropertyWrappers.swift
            if resolver.isWeakLocal(name) {
                // `weak var` local: what is stored goes into a weak box; what is read comes out of it.
                resolver.hasWeakLocals = false
                defer { resolver.hasWeakLocals = true }
                guard let plain = compilePlace(expr) else { return nil }
                let plainGet = plain.get, plainModify = plain.modify
                return Place(get: { frame in WeakReference.opened(try plainGet(frame)) }, modify: { frame, body in
                    try plainModify(frame) { stored in
                        var value = WeakReference.opened(stored)
                        let result = try body(&value)
                        stored = WeakReference.boxed(value)
                        return result
                    }
                }, wrapDepth: plain.wrapDepth)
            }
            let wrapDepth = resolver.optionalDepth(of: name)
            switch resolver.resolve(name) {
            case .local(let depth, let index)? where resolver.accessorLocal(name) != nil:
                // A computed or observed local: read through its getter, stored through its setter.
                let accessors = resolver.accessorLocal(name)!
                let get = accessors.get ?? { home in home.slots[index] }
                guard let set = accessors.set else {
                    error("cannot assign to value: '\(name)' is a get-only property", at: reference)
                    return nil
                }
                var place = Place(get: { frame in try get(frame.ancestor(depth)) }, modify: { frame, body in
                    let home = frame.ancestor(depth)
                    var value = try get(home)
                    let result = try body(&value)
                    try set(home, value)
                    return result
                }, wrapDepth: wrapDepth)
                place.assign = { frame, value in try set(frame.ancestor(depth), value) }
                return place
            case .local(let depth, let index)?:
                var place = slotPlace(depth: depth, index: index)
                place.wrapDepth = wrapDepth
                return place
            case .global(let index)?:
                let globals = globalFrame
                var place = Place(get: { _ in globals.slots[index] }, modify: { _, body in
                    try Place.modifyMovedOut(globals.slots + index, body)
                }, wrapDepth: wrapDepth)
                // `seed = …`: stored straight into the slot, without the in-place machinery.
                place.assign = { _, value in globals.slots[index] = value }
                place.address = { _ in globals.slots + index }
                place.updateAddress = place.address
                place.peek = { _ in UnsafePointer(globals.slots + index) }
                // A global the script passes `&`: no other access while a call modifies it.
                return inoutGlobalNames.contains(name) ? place.checkingExclusiveAccess(toGlobal: index, runtime, at: site) : place
            case .implicitMember(let depth, _, let name)?:
                let base = slotPlace(depth: depth, index: 0)
                return memberPlace(base, name: name, site: site, observed: !resolver.initializerSetsOwnProperty(name))
            case .implicitStatic(let type, let name)?:
                return staticPlace(type, name: name, site: site)
            case .computedGlobal(let getter, let setter)?:
                guard let setter else {
                    error("cannot assign to value: '\(name)' is a get-only property", at: reference)
                    return nil
                }
                var place = Place(get: { _ in
                    var none = Value.void
                    return try runtime.call(getter, captured: nil, selfValue: &none, arguments: [], at: site)
                }, modify: { _, body in
                    var none = Value.void
                    var value = try runtime.call(getter, captured: nil, selfValue: &none, arguments: [], at: site)
                    let result = try body(&value)
                    _ = try runtime.call(setter, captured: nil, selfValue: &none, arguments: [value], at: site)
                    return result
                })
                // `total = 5` only sets: Swift calls the setter alone, not the getter first.
                place.assign = { _, value in
                    var none = Value.void
                    _ = try runtime.call(setter, captured: nil, selfValue: &none, arguments: [value], at: site)
                }
                return place
            case nil:
                _ = unknownName(name, at: reference)
                return nil
            case .type(let type)? where type.lookupStatic("subscript") != nil:
                return staticReceiver(type)  // `Table[2] = "x"`: a static subscript's setter
            default:
                error("cannot assign to '\(name)'", at: reference)
                return nil
            }
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let baseExpr = member.base {
            let name = privateStorageName(member.declName.baseName.text, on: baseExpr)
            if nestedType(name, in: baseExpr) != nil { return nil } // `Outer.Kind` is a type, not a place
            guard memberCanExist(name, on: baseExpr, at: member.declName) else {
                return Place(get: { _ in .void }, modify: { _, _ in .void }) // reported; the script will not run
            }
            if let type = typeNamed(by: baseExpr) {
                return staticPlace(type, name: name, site: site)
            }
            // `Self.count += 1`: a static member of the dynamic type of `self`, read below.
            let isSelfType = baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self)
            if !isSelfType, let base = compilePlace(baseExpr) {
                let isSelf = baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                return memberPlace(base, name: name, site: site, observed: !(isSelf && resolver.initializerSetsOwnProperty(name)))
            }
            // A member of a class instance held in a `let` or returned by a call is still settable.
            let value = compileExpression(baseExpr)
            let cache = MemberCache()
            return Place(get: { frame in try runtime.getMember(try value(frame), name, cache: cache, at: site) },
                         modify: { frame, body in
                var receiver = try value(frame)
                return try runtime.modifyMember(&receiver, name, cache: cache, at: site, body)
            })
        }
        if let sub = expr.as(SubscriptCallExprSyntax.self) {
            guard let base = compilePlace(sub.calledExpression) else { return nil }
            let labels = sub.arguments.map { $0.label?.text }
            if labels == [nil, "default"], let first = sub.arguments.first, let last = sub.arguments.last {
                var initial = compileExpression(last.expression)
                if last.expression.is(ArrayExprSyntax.self) || last.expression.is(DictionaryExprSyntax.self),
                   let declared = declaredElementConversion(of: sub.calledExpression) {  // TupleLabels.swift
                    // `groups[key, default: []].insert(x)` where the values are declared `Set<…>`: the default is one.
                    var element = declared.nestedElement.first
                        ?? Conversion(toDouble: declared.elementToDouble, toNumber: declared.elementToNumber, toSet: declared.elementToSet)
                    element.optionalDepth = 0
                    if !element.isIdentity {
                        let given = initial
                        initial = { frame in try given(frame).converted(element) }
                    }
                }
                return defaultSubscriptPlace(base, key: compileSubscriptIndex(first.expression), initial: initial, site: site)
            }
            let compiled = compiledSubscriptIndices(sub)
            if compiled.count == 1, labels == [nil] { return singleIndexPlace(base, index: compiled[0].eval, site: site) }
            let indices = compiled.map(\.eval)
            var place = Place(
                get: { frame in
                    let keys = try indices.map { try $0(frame) }
                    return try runtime.subscriptGet(try base.get(frame), keys, labels: labels, at: site)
                },
                modify: { frame, body in
                    let keys = try indices.map { try $0(frame) }
                    return try base.modify(frame) { container in
                        try runtime.subscriptModify(&container, keys, labels: labels, at: site, body)
                    }
                })
            let baseModify = base.modify
            place.assign = { frame, value in
                // `grid[row: 1, column: 2] = x`: the setter alone (`Runtime.subscriptAssign`).
                let keys = try indices.map { try $0(frame) }
                _ = try baseModify(frame) { container in
                    try runtime.subscriptAssign(&container, keys, labels: labels, value, at: site)
                    return .void
                }
            }
            return place
        }
        if let force = expr.as(ForceUnwrapExprSyntax.self), let base = compilePlace(force.expression) {
            return Place(get: { frame in try runtime.unwrap(try base.get(frame), at: site) }, modify: { frame, body in
                try base.modify(frame) { stored in
                    guard case .some(var wrapped) = stored else {
                        throw runtime.fault("Unexpectedly found nil while unwrapping an Optional value", at: site)
                    }
                    stored = .none
                    defer { stored = .some(wrapped) }
                    return try body(&wrapped)
                }
            })
        }
        if let chain = expr.as(OptionalChainingExprSyntax.self), let base = compilePlace(chain.expression) {
            // A value that is not an Optional chains as itself (`self?` in a `[weak self]`
            // closure, where Kiln's `self` is not made Optional), as the expression does.
            return Place(get: { frame in
                switch try base.get(frame) {
                case .none: throw OptionalChainNil()
                case .some(let wrapped): return wrapped
                case let other: return other
                }
            }, modify: { frame, body in
                try base.modify(frame) { stored in
                    switch stored {
                    case .none:
                        throw OptionalChainNil()
                    case .some(var wrapped):
                        stored = .none
                        defer { stored = .some(wrapped) }
                        return try body(&wrapped)
                    default:
                        return try body(&stored)
                    }
                }
            })
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return compilePlace(only.expression)
        }
        return nil
    }

    func slotPlace(depth: Int, index: Int) -> Place {
        var place: Place
        if depth == 0 {
            place = Place(get: { frame in frame.slots[index] }, modify: { frame, body in
                try Place.modifyMovedOut(frame.slots + index, body)
            })
        } else {
            place = Place(get: { frame in frame.ancestor(depth).slots[index] }, modify: { frame, body in
                try Place.modifyMovedOut(frame.ancestor(depth).slots + index, body)
            })
        }
        place.isVariable = true
        // `x = …`: stored straight into the slot, without the in-place machinery.
        place.assign = depth == 0
            ? { frame, value in frame.slots[index] = value }
            : { frame, value in frame.ancestor(depth).slots[index] = value }
        place.address = depth == 0
            ? { frame in frame.slots + index }
            : { frame in frame.ancestor(depth).slots + index }
        place.updateAddress = place.address
        place.peek = depth == 0
            ? { frame in UnsafePointer(frame.slots + index) }
            : { frame in UnsafePointer(frame.ancestor(depth).slots + index) }
        return place
    }

    /// `observed` false: an initializer setting its own type's stored property, which Swift
    /// stores directly, without the property's observers.
    func memberPlace(_ base: Place, name: String, site: Location, observed: Bool = true) -> Place {
        var place = plainMemberPlace(base, name: name, site: site, observed: observed)
        // `lib.index.keys.sorted()` where `index` is a struct's `lazy var`: computed once, kept (CompilerMembers.swift).
        if let lazyRead = lazyStructFieldRead(name, on: base, site: site) {
            place = Place(get: lazyRead, modify: place.modify, wrapDepth: place.wrapDepth, assign: place.assign)
        }
        // A property some call takes `&`: checked against the object's in-out accesses (CompilerExclusivity.swift).
        return inoutMemberNames.contains(name) ? place.checkingObjectAccess(base: base.get, name: name, runtime, at: site) : place
    }

    private func plainMemberPlace(_ base: Place, name: String, site: Location, observed: Bool) -> Place {
        let runtime = self.runtime
        let cache = MemberCache()
        let baseGet = base.get, baseModify = base.modify, basePeek = base.peek
        var place = Place(
            get: { frame in try runtime.readMember(try baseGet(frame), name, cache: cache, at: site) },
            modify: { frame, body in
                if let peek = basePeek, let stored = try peek(frame), !stored.pointee.isObjectReference {
                    // A struct in a variable (`copy.score += 1`, `copy.position.x += 1`): changed
                    // in place, not copied first to see what it is.
                    return try baseModify(frame) { stored in try runtime.modifyMember(&stored, name, cache: cache, at: site, observed: observed, body) }
                }
                do {
                    // Class instances are references: change the object without touching the variable.
                    // (Any other copy must be released before the in-place change below.)
                    var receiver = try baseGet(frame)
                    if let field = (receiver.fieldAddress(cache.storedIndex, ifInstanceOf: cache.storedClass) ?? cache.writableField(of: receiver)) {
                        return try withExtendedLifetime(receiver) { try body(&field.pointee) }
                    }
                    if case .object = receiver {
                        return try runtime.modifyMember(&receiver, name, cache: cache, at: site, observed: observed, body)
                    }
                }
                return try baseModify(frame) { stored in try runtime.modifyMember(&stored, name, cache: cache, at: site, observed: observed, body) }
            })
        // `x.p = v` replaces the member: a `lazy` one is not computed first.
        let replace: (Frame, Value) throws -> Void = { frame, value in
            if let peek = basePeek, let stored = try peek(frame), let field = cache.writableField(of: stored.pointee) {
                // `self.name = name` in an initializer a subclass's calls too: the object's field,
                // found without copying the variable.
                field.pointee = value
                return
            }
            do {
                // The copy read to see what the receiver is is let go before a struct is changed
                // where it is stored: kept, it would make the change copy the struct's fields.
                var receiver = try baseGet(frame)
                if let field = receiver.fieldAddress(cache.storedIndex, ifInstanceOf: cache.storedClass) {
                    let value = cache.storedConversion.map { value.converted($0) } ?? value
                    withExtendedLifetime(receiver) { field.pointee = value }
                    return
                }
                if let field = cache.writableField(of: receiver) {
                    withExtendedLifetime(receiver) { field.pointee = value }
                    return
                }
                if case .object = receiver {
                    _ = try runtime.modifyMember(&receiver, name, cache: cache, at: site, replacing: true, observed: observed) { slot in slot = value; return .void }
                    return
                }
            }
            _ = try baseModify(frame) { stored in
                try runtime.modifyMember(&stored, name, cache: cache, at: site, replacing: true, observed: observed) { slot in slot = value; return .void }
            }
        }
        if let basePeek {
            // A stored property of what a variable holds, read where it lies.
            place.peek = { frame in
                guard let stored = try basePeek(frame) else { return nil }
                if let field = cache.readableField(of: stored.pointee) { return UnsafePointer(field) }
                if let type = cache.storedStruct { return StructFields.field(cache.storedIndex, of: stored, ifInstanceOf: type) }
                return nil
            }
        }
        if let baseUpdate = base.updateAddress {
            // `copy.score += 1`, `copy.position.x += 1`: the field of a struct the variable
            // holds, changed where it lies (the struct's fields its own first); a class
            // instance's plain stored property, as `address` gives it.
            place.updateAddress = { frame in
                guard let stored = try baseUpdate(frame) else { return nil }
                if cache.plainStructField, let type = cache.storedStruct,
                   let field = StructFields.uniqueField(cache.storedIndex, of: stored, ifInstanceOf: type) {
                    return field
                }
                return stored.pointee.fieldAddress(cache.storedIndex, ifInstanceOf: cache.storedClass) ?? cache.writableField(of: stored.pointee)
            }
        }
        guard base.isVariable else {
            place.assign = replace
            return place
        }
        place.address = { frame in
            // The variable keeps the object alive while `+=` changes the Int in its field.
            if let peek = basePeek {
                guard let stored = try peek(frame) else { return nil }
                return stored.pointee.fieldAddress(cache.storedIndex, ifInstanceOf: cache.storedClass) ?? cache.writableField(of: stored.pointee)
            }
            let receiver = try baseGet(frame)
            return receiver.fieldAddress(cache.storedIndex, ifInstanceOf: cache.storedClass) ?? cache.writableField(of: receiver)
        }
        // `self.x = x` in an initializer: straight into the object's field once it is known.
        place.assign = replace
        return place
    }

    /// `a[i]`, `d[key]` as a place, with one index: the index evaluated without an array around it,
    /// and `d[key] = value` stored with one hash lookup.
    func singleIndexPlace(_ base: Place, index: @escaping Eval, site: Location) -> Place {
        let runtime = self.runtime
        let labels: [String?] = [nil]
        let baseGet = base.get, baseModify = base.modify
        var place = Place(
            get: { frame in
                let container = try baseGet(frame)
                let key = try index(frame)
                if let found = try runtime.plainSubscriptGet(container, key, at: site) { return found }
                return try runtime.subscriptGet(container, [key], labels: labels, at: site)
            },
            modify: { frame, body in
                let key = try index(frame)
                return try baseModify(frame) { container in
                    if case .array = container, case .int(let i) = key, var elements = container.takeArray() {
                        defer { container = .array(elements) }
                        guard i >= 0 && i < elements.count else { throw runtime.fault("Index out of range", at: site) }
                        return try body(&elements[i])
                    }
                    return try runtime.subscriptModify(&container, [key], labels: labels, at: site, body)
                }
            })
        let assign: (Frame, Value, Value) throws -> Void = { frame, key, value in
            _ = try baseModify(frame) { container in
                if case .dictionary = container, var dictionary = container.takeDictionary() {
                    defer { container = .dictionary(dictionary) }
                    dictionary.assign(value, forKey: key)
                    return .void
                }
                if case .array = container, case .int(let i) = key, var elements = container.takeArray() {
                    defer { container = .array(elements) }
                    guard i >= 0 && i < elements.count else { throw runtime.fault("Index out of range", at: site) }
                    elements[i] = value
                    return .void
                }
                try runtime.subscriptAssign(&container, [key], labels: labels, value, at: site)
                return .void
            }
        }
        guard let baseAddress = base.address else {
            place.assign = { frame, value in try assign(frame, try index(frame), value) }
            return place
        }
        place.assign = { frame, value in
            // An array or a dictionary in a variable (`counts[key] = n`): changed where it is stored
            // (InPlaceSubscripts.swift).
            let key = try index(frame)
            let stored = try baseAddress(frame)
            if let stored, let inRange = Compiler.assignInStoredArray(stored, index: key, value) {
                if !inRange { throw runtime.fault("Index out of range", at: site) }
                return
            }
            if try Compiler.assignInStoredDictionary(stored, key: key, value) { return }
            try assign(frame, key, value)
        }
        return place
    }

    /// `counts[word, default: 0]` as a place: `+= 1` on it is one hash lookup, changed in place.
    func defaultSubscriptPlace(_ base: Place, key: @escaping Eval, initial: @escaping Eval, site: Location) -> Place {
        let runtime = self.runtime
        let labels: [String?] = [nil, "default"]
        let baseGet = base.get, baseModify = base.modify
        let modify: (Frame, Value, Value, (inout Value) throws -> Value) throws -> Value = { frame, key, initial, body in
            try baseModify(frame) { container in
                if case .dictionary = container, var dictionary = container.takeDictionary() {
                    defer { container = .dictionary(dictionary) }
                    return try dictionary.modifyValue(forKey: key, initial: initial, body) ?? .void
                }
                return try runtime.subscriptModify(&container, [key, initial], labels: labels, at: site, body)
            }
        }
        let get: Eval = { frame in
            let container = try baseGet(frame)
            return try runtime.subscriptGet(container, [try key(frame), try initial(frame)], labels: labels, at: site)
        }
        guard let baseAddress = base.address else {
            return Place(get: get, modify: { frame, body in try modify(frame, try key(frame), try initial(frame), body) })
        }
        return Place(get: get, modify: { frame, body in
            // A dictionary in a variable (`counts[word, default: 0] += 1`): changed where it is
            // stored (InPlaceSubscripts.swift).
            let key = try key(frame), initial = try initial(frame)
            if let result = try Compiler.modifyInStoredDictionary(try baseAddress(frame), key: key, initial: initial, body) { return result }
            return try modify(frame, key, initial, body)
        })
    }

    func staticPlace(_ type: TypeInfo, name: String, site: Location) -> Place {
        let runtime = self.runtime
        let cache = MemberCache()
        var place = Place(
            get: { _ in try runtime.getMember(.metatype(type), name, cache: cache, at: site) },
            modify: { _, body in
                var receiver = Value.metatype(type)
                return try runtime.modifyMember(&receiver, name, cache: cache, at: site, body)
            })
        // `Settings.volume = 5` only sets: a computed static property's setter runs alone.
        place.assign = { _, value in
            var receiver = Value.metatype(type)
            _ = try runtime.modifyMember(&receiver, name, cache: cache, at: site, replacing: true) { slot in slot = value; return .void }
        }
        return place
    }

}

/// A call site's memory of the member it found last time, so lookups by name happen once per type.
final class MemberCache {
    @exclusivity(unchecked) var type: TypeInfo?
    @exclusivity(unchecked) var members: [Member] = []
    @exclusivity(unchecked) var plan: ArgumentPlan?
    @exclusivity(unchecked) var chosen: Member?
    /// The overload the checker chose by the arguments' static types (its name's place), for a
    /// method call whose overloads differ by parameter types.
    @exclusivity(unchecked) var staticChoice: Location?
    /// For a plain stored property of a class (no observers, no conversion): the class and the
    /// field's index, so reading and writing it skip the member machinery.
    @exclusivity(unchecked) var storedClass: TypeInfo?
    @exclusivity(unchecked) var storedIndex = 0
    /// For a stored property of a class that is neither `weak` nor `lazy`, observed or not: the
    /// class (the field's index is `storedIndex`), so reading it skips the member machinery.
    @exclusivity(unchecked) var readableClass: TypeInfo?
    /// For a stored property of a struct that is not `lazy`: the struct type (the field's index is
    /// `storedIndex`), so reading it skips the member machinery.
    @exclusivity(unchecked) var storedStruct: TypeInfo?
    /// That struct property has no observers and converts nothing stored into it.
    @exclusivity(unchecked) var plainStructField = false
    /// What assigning a whole new value to that field converts (`[Double]` given `[1, 2]`); nil
    /// when nothing does.
    @exclusivity(unchecked) var storedConversion: Conversion?
    /// For a stored property with observers that converts nothing and is neither `weak` nor
    /// `lazy`: its class or struct (the field's index is `storedIndex`) and its observers, so a
    /// change skips the lookups (ObservedChanges.swift).
    @exclusivity(unchecked) var observedType: TypeInfo?
    @exclusivity(unchecked) var observedWillSet: FunctionCode?
    @exclusivity(unchecked) var observedDidSet: FunctionCode?
    /// A method or initializer of a class whose arguments need no rearranging: called directly.
    @exclusivity(unchecked) var directCode: FunctionCode?
    /// A script's mutating method of a struct or enum whose arguments need no rearranging:
    /// called with `self` moved into its frame (`Runtime.mutatingScriptCall`).
    @exclusivity(unchecked) var mutatingCode: FunctionCode?
    /// A library property (`count`, `isEmpty`) read here before on a value of
    /// `nativePropertyType` (not a type, an optional or a tuple): its getter, called without
    /// looking it up again. Not among what a polymorphic site swaps (a closure costs the swap).
    @exclusivity(unchecked) var nativeProperty: ((Value) throws -> Value)?
    @exclusivity(unchecked) unowned(unsafe) var nativePropertyType: TypeInfo?
    /// A library method (`append`, `split`) found on the receiver's own type with its arguments
    /// in order: called without looking it up again.
    @exclusivity(unchecked) var nativeMethod: FunctionCode?
    /// Stored properties of classes this site found (`name` read in `describe()` on a
    /// Rectangle, a Square and a Triangle, the superclass's property at one index in each):
    /// up to four classes' addresses, each with its field's index and whether the field is
    /// plain to write (no observers, nothing converted). Read and written where they lie
    /// whichever of them comes, with no entry swapped in (`select`); not swapped themselves.
    @exclusivity(unchecked) private var fieldTypes: (UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?) = (nil, nil, nil, nil)
    @exclusivity(unchecked) private var fieldIndices: (Int, Int, Int, Int) = (0, 0, 0, 0)
    @exclusivity(unchecked) private var fieldWritable: (Bool, Bool, Bool, Bool) = (false, false, false, false)
    /// Script code this site calls directly on instances of up to four classes (a method whose
    /// arguments need no rearranging, `directCode`; a computed property's getter): the
    /// classes' addresses and each one's code, so a site meeting several classes in turn
    /// (`shape.area()`) calls each without swapping entries.
    @exclusivity(unchecked) private var codeTypes: (UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?) = (nil, nil, nil, nil)
    @exclusivity(unchecked) private var codes: (FunctionCode?, FunctionCode?, FunctionCode?, FunctionCode?) = (nil, nil, nil, nil)
    /// Whether `codes` holds anything (asked first, so other sites pay one load), and whether
    /// it holds getters (`getterCode(for:)`) or methods (`methodCode(for:)`), never both.
    @exclusivity(unchecked) private(set) var hasCodes = false
    @exclusivity(unchecked) private var codesAreGetters = false
    /// The classes in those tables, held so that their addresses stay theirs.
    @exclusivity(unchecked) private var tabled: [TypeInfo] = []

    /// Where the stored property this site read before on an instance of the same class lies
    /// in `value`, if it is such an instance (valid while `value` holds it).
    @inline(__always)
    func readableField(of value: Value) -> UnsafeMutablePointer<Value>? {
        guard case .object(let instance) = value else { return nil }
        let type = instance.typeAddress
        if type == fieldTypes.0 { return instance.fields + fieldIndices.0 }
        if type == fieldTypes.1 { return instance.fields + fieldIndices.1 }
        if type == fieldTypes.2 { return instance.fields + fieldIndices.2 }
        if type == fieldTypes.3 { return instance.fields + fieldIndices.3 }
        return nil
    }

    /// As `readableField`, for a property plain to write (no observers, nothing converted).
    @inline(__always)
    func writableField(of value: Value) -> UnsafeMutablePointer<Value>? {
        guard case .object(let instance) = value else { return nil }
        let type = instance.typeAddress
        if type == fieldTypes.0 { return fieldWritable.0 ? instance.fields + fieldIndices.0 : nil }
        if type == fieldTypes.1 { return fieldWritable.1 ? instance.fields + fieldIndices.1 : nil }
        if type == fieldTypes.2 { return fieldWritable.2 ? instance.fields + fieldIndices.2 : nil }
        if type == fieldTypes.3 { return fieldWritable.3 ? instance.fields + fieldIndices.3 : nil }
        return nil
    }

    /// The method this site calls directly on `receiver`, if it is an instance of a class it has one for.
    @inline(__always)
    func methodCode(forReceiver receiver: Value) -> FunctionCode? {
        guard !codesAreGetters, case .object(let instance) = receiver else { return nil }
        return code(for: instance)
    }

    /// The getter this site calls directly on an instance of `instance`'s class, if it has one.
    @inline(__always)
    func getterCode(for instance: Instance) -> FunctionCode? {
        codesAreGetters ? code(for: instance) : nil
    }

    @inline(__always)
    private func code(for instance: Instance) -> FunctionCode? {
        let type = instance.typeAddress
        if type == codeTypes.0 { return codes.0 }
        if type == codeTypes.1 { return codes.1 }
        if type == codeTypes.2 { return codes.2 }
        if type == codeTypes.3 { return codes.3 }
        return nil
    }

    /// Notes that instances of `type` keep the stored property found here at `index`.
    func noteField(of type: TypeInfo, at index: Int, writable: Bool) {
        let address = UnsafeRawPointer(Unmanaged.passUnretained(type).toOpaque())
        if address == fieldTypes.0 || address == fieldTypes.1 || address == fieldTypes.2 || address == fieldTypes.3 { return }
        if !tabled.contains(where: { $0 === type }) { tabled.append(type) }
        // The oldest entry goes when all four are taken.
        fieldTypes = (address, fieldTypes.0, fieldTypes.1, fieldTypes.2)
        fieldIndices = (index, fieldIndices.0, fieldIndices.1, fieldIndices.2)
        fieldWritable = (writable, fieldWritable.0, fieldWritable.1, fieldWritable.2)
    }

    /// Notes the code this site calls directly on instances of `type`: a getter, or a method.
    func noteCode(_ code: FunctionCode, for type: TypeInfo, getter: Bool) {
        if hasCodes, codesAreGetters != getter {
            codeTypes = (nil, nil, nil, nil)
            codes = (nil, nil, nil, nil)
        }
        codesAreGetters = getter
        let address = UnsafeRawPointer(Unmanaged.passUnretained(type).toOpaque())
        if address == codeTypes.0 || address == codeTypes.1 || address == codeTypes.2 || address == codeTypes.3 { return }
        if !tabled.contains(where: { $0 === type }) { tabled.append(type) }
        codeTypes = (address, codeTypes.0, codeTypes.1, codeTypes.2)
        codes = (code, codes.0, codes.1, codes.2)
        hasCodes = true
    }

    /// What this site found for the other receiver types it met (`shape.area()` on a Rectangle,
    /// then a Triangle): a polymorphic site swaps an entry back in instead of looking up again.
    @exclusivity(unchecked) private var others: [MemberCache] = []
    private static let otherLimit = 4

    /// Makes the entry found before for `type` the current one; false when there is none.
    func select(_ type: TypeInfo) -> Bool {
        guard !others.isEmpty, let index = others.firstIndex(where: { $0.type === type }) else { return false }
        exchange(with: others[index])
        return true
    }

    /// Keeps the current entry (about to be replaced by a lookup for another type) among the others.
    func remember() {
        guard type != nil else { return }
        let kept = MemberCache()
        kept.exchange(with: self)
        if others.count == MemberCache.otherLimit { others.removeFirst() }
        others.append(kept)
    }

    private func exchange(with other: MemberCache) {
        swap(&type, &other.type)
        swap(&members, &other.members)
        swap(&plan, &other.plan)
        swap(&chosen, &other.chosen)
        swap(&storedClass, &other.storedClass)
        swap(&readableClass, &other.readableClass)
        swap(&storedIndex, &other.storedIndex)
        swap(&storedConversion, &other.storedConversion)
        swap(&storedStruct, &other.storedStruct)
        swap(&plainStructField, &other.plainStructField)
        swap(&observedType, &other.observedType)
        swap(&observedWillSet, &other.observedWillSet)
        swap(&observedDidSet, &other.observedDidSet)
        swap(&directCode, &other.directCode)
        swap(&mutatingCode, &other.mutatingCode)
        swap(&nativeMethod, &other.nativeMethod)
    }
}

extension Compiler {
    // MARK: Subscripts

    func compileSubscript(_ sub: SubscriptCallExprSyntax) -> Eval {
        let runtime = self.runtime
        let site = location(sub)
        let base = compileExpression(sub.calledExpression)
        let labels = sub.arguments.map { $0.label?.text }
        let compiled = wrappingAutoclosures(CompiledArguments(labels: labels, expressions: compiledSubscriptIndices(sub), inoutPlaces: [:]),
                                            member: "subscript")
        if sub.calledExpression.is(SuperExprSyntax.self), let (depth, selfType) = resolver.resolveSelf(), let superclass = selfType.superclass {
            // `super[i]` in an overriding subscript: the superclass's subscript, on this `self` (SuperCalls.swift).
            return superCall(superclass, name: "subscript", selfDepth: depth, arguments: compiled, site: site)
        }
        let indices = compiled.expressions
        if indices.count == 1, labels[0] == nil {
            let index = indices[0].eval
            return { frame in
                let container = try base(frame)
                let key = try index(frame)
                if let found = try runtime.plainSubscriptGet(container, key, at: site) { return found }
                return try runtime.subscriptGet(container, [key], labels: labels, at: site)
            }
        }
        return { frame in
            let container = try base(frame)
            return try runtime.subscriptGet(container, try indices.map { try $0.eval(frame) }, labels: labels, at: site)
        }
    }

    /// `ages[key]` where its Optional is taken apart at once (`if let age = ages[key]`,
    /// `ages[key] ?? 0`): what the subscript gives, unwrapped — nil for `nil`, the wrapped value
    /// for `.some`, any other value as it is — so a dictionary's value found is not boxed in an
    /// Optional (`Value.some` is an indirect case: an allocation) only to be unwrapped. Nil when
    /// `expr` is not a one-index, unlabeled subscript outside an optional chain (nothing compiled).
    func compileUnwrappedSubscript(_ expr: ExprSyntax) -> ((Frame) throws -> Value?)? {
        guard let sub = expr.as(SubscriptCallExprSyntax.self), sub.arguments.count == 1, sub.arguments.first?.label == nil,
              sub.trailingClosure == nil, sub.additionalTrailingClosures.isEmpty,
              !sub.calledExpression.is(SuperExprSyntax.self), !containsOptionalChain(expr),
              literalNominalTypes.isEmpty || literalNominalTypes[location(expr)] == nil else { return nil }
        let runtime = self.runtime
        let site = location(sub)
        let base = compileExpression(sub.calledExpression)
        let labels: [String?] = [nil]
        let compiled = wrappingAutoclosures(CompiledArguments(labels: labels, expressions: compiledSubscriptIndices(sub), inoutPlaces: [:]),
                                            member: "subscript")
        let index = compiled.expressions[0].eval
        return { frame in
            let container = try base(frame)
            let key = try index(frame)
            if case .dictionary(let dictionary) = container {
                if let value = dictionary[key] { return value }
                // (an Int a dictionary does not hold may be a Dictionary.Index: `subscriptGet` judges)
                if case .int = key {} else { return nil }
            }
            let found: Value
            if let plain = try runtime.plainSubscriptGet(container, key, at: site) { found = plain }
            else { found = try runtime.subscriptGet(container, [key], labels: labels, at: site) }
            switch found {
            case .none: return nil
            case .some(let wrapped): return wrapped
            case let other: return other
            }
        }
    }

    /// A subscript's indices, each kept in a `CompiledExpression`: a one-index subscript (`a[i]`,
    /// `counts[key]`) then calls its index's closure as compiled, not through the two
    /// reabstraction thunks an array of closures (or `map`'s result) would add (CompiledClosures.swift).
    func compiledSubscriptIndices(_ sub: SubscriptCallExprSyntax) -> [CompiledExpression] {
        var indices: [CompiledExpression] = []
        for argument in sub.arguments { indices.append(compileSubscriptIndex(argument.expression)) }
        return indices
    }

    /// A subscript's index; `a[...]` (UnboundedRange): every index, open ends as partial ranges have.
    func compileSubscriptIndex(_ expr: ExprSyntax) -> Eval {
        if let reference = expr.as(DeclReferenceExprSyntax.self), reference.baseName.text == "...", customOperators["..."] == nil {
            return { _ in .range(lower: Int.min, upper: Int.max, closed: false) }
        }
        return unwrappingImplicitly(expr, in: nil, compileExpression(expr))
    }
}
