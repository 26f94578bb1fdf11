// Changes of a stored property with `willSet`/`didSet` (`thermostat.target = 25`, `score.value +=
// 1`): a site that met the property's type before keeps its observers (`MemberCache.observedType`),
// so a change skips the member lookup, the observers' hash lookup and the conversions.

extension Runtime {
    /// Remembers at the site that `found`, on `type`, is a stored property with observers that
    /// converts nothing, neither `weak` nor `lazy`.
    func noteObservedField(of type: TypeInfo, _ found: [Member], cache: MemberCache) {
        guard type.kind == .structure || type.kind == .classType, !type.observers.isEmpty, found.count == 1,
              case .stored(_, let index) = found[0], let observers = type.observers[index], type.lazyFields[index] == nil,
              !type.weakFields.contains(index), index < type.fieldConversion.count,
              type.fieldConversion[index].isIdentity, type.fieldConversion[index].shallow.isIdentity else { return }
        cache.observedType = type
        cache.storedIndex = index
        (cache.observedWillSet, cache.observedDidSet) = observers
    }

    /// `modifyMember` of the site's observed property on an instance of the type it was found on
    /// (`MemberCache.observedType`); nil for any other value.
    @inline(__always)
    func modifyObservedField(_ value: inout Value, cache: MemberCache, at site: Location,
                             _ body: (inout Value) throws -> Value) throws -> Value? {
        guard let type = cache.observedType else { return nil }
        let index = cache.storedIndex
        if case .object(let instance) = value {
            guard instance.type === type else { return nil }
            let key = ObservedProperty(owner: ObjectIdentifier(instance), index: index)
            // Set again from inside its own observer: stored without observing.
            if observing.blocks(key) { return try body(&instance.fields[index]) }
            return try changeObservedField(index, of: instance, (cache.observedWillSet, cache.observedDidSet), conversion: nil,
                                           on: value, at: site, body)
        }
        guard StructFields.isStruct(&value, of: type), var taken = value.takeStructFields() else { return nil }
        defer { value = .structValue(type, taken.1) }
        let old = taken.1[index]
        let result = try body(&taken.1[index])
        try runObservers((cache.observedWillSet, cache.observedDidSet), ofField: index, in: &taken.1, of: type, old: old, at: site)
        return result
    }

    /// An object's field `index` changed by `body` (then converted), with its observers around
    /// the store: `willSet` given the new value, `didSet` the old one.
    @inline(__always)
    func changeObservedField(_ index: Int, of instance: Instance, _ observers: (willSet: FunctionCode?, didSet: FunctionCode?),
                             conversion: Conversion?, on value: Value, at site: Location,
                             _ body: (inout Value) throws -> Value) throws -> Value {
        let old = instance.fields[index]
        var new = old
        let result = try body(&new)
        if let conversion {
            new = new.converted(conversion)
            if conversion.matchesGenericNumbers {
                new = matchingGenericNumber(new, old: old, index: index, of: instance.type, field: { instance.fields[$0] },
                                            kept: (instance.native as? TypeArguments)?.values)
            }
        }
        let key = ObservedProperty(owner: ObjectIdentifier(instance), index: index)
        observing.insert(key)
        defer { observing.remove(key) }
        if let willSet = observers.willSet { try observe(willSet, new, on: value, at: site) }
        instance.fields[index] = new
        if let didSet = observers.didSet { try observe(didSet, old, on: value, at: site) }
        return result
    }

    /// A struct's observers of its field `index`, which has changed from `old` to what `fields`
    /// holds — unless they are running already (set again from inside its own observer).
    func runObservers(_ observers: (willSet: FunctionCode?, didSet: FunctionCode?), ofField index: Int, in fields: inout [Value],
                      of structType: TypeInfo, old: Value, at site: Location) throws {
        let key = ObservedProperty(owner: ObjectIdentifier(structType), index: index)
        guard !observing.contains(key) else { return }
        observing.insert(key)
        defer { observing.remove(key) }
        if let willSet = observers.willSet {
            // The property holds its old value in `willSet`; its changes to the others stay.
            let new = fields[index]
            fields[index] = old
            var selfValue = Value.structValue(structType, fields)
            fields = []
            defer {
                if let (_, changed) = selfValue.takeStructFields() { fields = changed }
                fields[index] = new
            }
            _ = try call(willSet, selfValue: &selfValue, argument: new, at: site)
        }
        if let didSet = observers.didSet {
            // It holds the new one in `didSet`, which may change the struct further. The fields
            // move into `self` for the call and back after it: a second reference would make
            // didSet's first change copy them all.
            var selfValue = Value.structValue(structType, fields)
            fields = []
            defer { if let (_, changed) = selfValue.takeStructFields() { fields = changed } }
            _ = try call(didSet, selfValue: &selfValue, argument: old, at: site)
        }
    }
}
