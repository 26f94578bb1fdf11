// A script type as the native coders code it, worked out once per encode or decode call: a call
// codes thousands of instances of a few types, and each instance would otherwise look up its
// type's `CodingKeys`, its conformances and own coding members, each property's declared type
// and each property by name.
import KilnScript

/// What JSONEncoder / JSONDecoder (and the property-list coders) do with one script type.
final class CodingPlan {
    /// The Foundation types coded in forms of their own, and the rest (synthesized or custom).
    enum Form { case other, date, data, uuid, decimal, url }

    /// A stored property a synthesized conformance codes.
    struct Property {
        /// Its field index (`storedProperties`' order).
        let index: Int
        let stored: StoredProperty
        /// The coding key: the `CodingKeys` case's raw value or name, else the property's name.
        let key: String
        /// Whether it is read from the instance's fields directly (`readsStoredFieldInPlace`).
        let inPlace: Bool
    }

    let type: TypeInfo
    let form: Form
    private let context: NativeContext

    init(_ type: TypeInfo, context: NativeContext) {
        self.type = type
        self.context = context
        switch type.name {
        case "Date": form = .date
        case "Data": form = .data
        case "UUID": form = .uuid
        case "Decimal" where type.isFoundationDecimal: form = .decimal
        case "URL": form = .url
        default: form = .other
        }
    }

    private(set) lazy var adoptsEncodable = type.adopts("Codable") || type.adopts("Encodable")
    private(set) lazy var adoptsDecodable = type.adopts("Codable") || type.adopts("Decodable")
    /// Its own `encode(to:)` / `init(from:)`.
    private(set) lazy var declaresEncode = type.declaresMethod("encode", labels: ["to"])
    private(set) lazy var declaresDecoder = type.declaresInitializer(labels: ["from"])

    private(set) lazy var properties: [Property] = codedPropertyIndices(of: type, context: context).map { index, stored, key in
        Property(index: index, stored: stored, key: key, inPlace: type.readsStoredFieldInPlace(index))
    }

    /// The keys written for `properties` by a key strategy that depends on the key alone (set by
    /// the encoder on first use), and their order when the keys are sorted (stable, by UTF-8).
    var outputKeys: [String]?
    private(set) lazy var declarationOrder = Array(properties.indices)
    private(set) lazy var sortedOrder: [Int] = {
        let keys = outputKeys ?? properties.map(\.key)
        return keys.indices.sorted { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) || (keys[$0] == keys[$1] && $0 < $1) }
    }()

    /// Whether no two stored properties share a name, so values by index and by name agree.
    private(set) lazy var namesAreUnique = Set(storedNames).count == storedNames.count
    private(set) lazy var storedNames = type.storedProperties.map(\.name)

    /// Each property's type as decoded, worked out when first needed (an unknown type name is
    /// an error only when decoding reaches that property).
    private var decodedTypes: [Result<CodableType?, Error>?] = []

    func decodedType(_ position: Int) throws -> CodableType? {
        if decodedTypes.isEmpty { decodedTypes = Array(repeating: nil, count: properties.count) }
        if let known = decodedTypes[position] { return try known.get() }
        let result = Result { try properties[position].stored.type.map { try CodableType(declared: $0, in: type, context: context) } }
        decodedTypes[position] = result
        return try result.get()
    }

    /// The value of `property` in `value` (a struct value or an instance of `type`).
    func read(_ property: Property, of value: Value) throws -> Value {
        if property.inPlace, let field = context.storedField(property.index, of: value) { return field }
        return try context.property(property.stored.name, of: value)
    }
}

/// The plans of one coding call, by type.
final class CodingPlans {
    private var plans: [ObjectIdentifier: CodingPlan] = [:]
    private var last: CodingPlan?

    func plan(_ type: TypeInfo, _ context: NativeContext) -> CodingPlan {
        if let last, last.type === type { return last }
        let plan: CodingPlan
        if let known = plans[ObjectIdentifier(type)] {
            plan = known
        } else {
            plan = CodingPlan(type, context: context)  // holds the type, so its identifier is not reused
            plans[ObjectIdentifier(type)] = plan
        }
        last = plan
        return plan
    }
}
