// `ObjectIdentifier(object)`: a class instance's (or a class's) identity as a Hashable value —
// equal for the same instance, a dictionary key, a Set member — holding no reference to it, as
// Swift's holds only the address.
extension Library {
    func declareObjectIdentifier() {
        types["AnyHashable"] = AnyHashableBox.type  // AnyHashables.swift
        let identifier = TypeInfo(name: "ObjectIdentifier", kind: .structure, module: "Swift")
        identifier.fieldNames = ["_value"]
        identifier.conformances.formUnion(["Equatable", "Hashable", "Comparable", "CustomDebugStringConvertible"])
        types["ObjectIdentifier"] = identifier
        let runtime = self.runtime
        initializer(identifier) { [unowned self] argument in
            let address: Int
            switch argument.withoutOptionals {
            case .object(let instance): address = Int(bitPattern: ObjectIdentifier(instance))
            case .metatype(let type): address = Int(bitPattern: ObjectIdentifier(type))
            default:
                throw runtime.fault("ObjectIdentifier(_:) takes a class instance or a type, not a value of type '\(typeName(of: argument))'",
                                    at: self.site)
            }
            return .structValue(identifier, [.int(address)])
        }
        func address(_ value: Value) -> Int {
            if case .structValue(_, let fields) = value, case .int(let address)? = fields.first { return address }
            return 0
        }
        let spelled: (Value) throws -> Value = { value in
            .string("ObjectIdentifier(0x" + String(repeating: "0", count: 16 - String(UInt(bitPattern: address(value)), radix: 16).count)
                    + String(UInt(bitPattern: address(value)), radix: 16) + ")")
        }
        property(identifier, "debugDescription", spelled)
        property(identifier, "hashValue") { value in .int(address(value).hashValue) }
    }
}
