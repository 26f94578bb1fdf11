// Property lists as scripts see them: PropertyListSerialization, script values as property lists
// and back (UserDefaults' primitives are DefaultsBindings.swift), and the
// write(toFile:atomically:) / init(contentsOfFile:) of arrays and dictionaries.
import KilnScript
import KilnSimulator
import PropertyList

extension Bindings {
    func registerPropertyListPrimitives(in interpreter: Interpreter) {
        primitive(interpreter, "PlistEncode", 2) { [unowned self] context, arguments in
            let format = try stringArgument(arguments[1], context, "the format")
            let plist = try propertyList(arguments[0], context, forKey: nil)
            return try bytesValue(plist.encoded(as: format == "binary" ? .binary : .xml), context)
        }
        primitive(interpreter, "PlistDecode", 1) { [unowned self] context, arguments in
            let bytes = try bytesArgument(arguments[0], context)
            let plist: PropertyList
            do {
                plist = try PropertyList(bytes: bytes)
            } catch {
                throw cocoaError(context, domain: "NSCocoaErrorDomain", code: 3840,
                                 message: "The data couldn’t be read because it isn’t in the correct format. (\(error))")
            }
            return try scriptValue(plist, context)
        }
    }

    /// A script value as a property list; anything else stops the script with Apple's message
    /// naming the value and the key.
    func propertyList(_ value: Value, _ context: NativeContext, forKey key: String?) throws -> PropertyList {
        func refuse(_ value: Value) throws -> Never {
            let described = (try? context.describe(value)) ?? "value"
            let type = typeName(of: value).map { " of type \($0)" } ?? ""
            throw context.fault("Attempt to insert non-property list object \(described)\(type)"
                                + (key.map { " for key \($0)" } ?? "")
                                + ": property lists hold only String, Int, Double, Bool, Data, Date, and arrays and [String: …] dictionaries of them")
        }
        switch value.numericallyPlain {
        case .some(let inner): return try propertyList(inner, context, forKey: key)
        case .string(let string): return .string(string)
        case .character(let character): return .string(String(character))
        case .int(let int): return .integer(Int64(int))
        case .double(let double): return .real(double)
        case .bool(let bool): return .bool(bool)
        case .array(let elements): return .array(try elements.map { try propertyList($0, context, forKey: key) })
        case .dictionary(let dictionary):
            var result = PropertyListDictionary()
            for (entryKey, entry) in zip(dictionary.keys, dictionary.values) {
                guard case .string(let name) = entryKey.unwrapped else { try refuse(value) }
                result[name] = try propertyList(entry, context, forKey: key)
            }
            return .dictionary(result)
        case .structValue, .object:
            guard context.responds(value, to: "__kilnPayload"),
                  case .array(let parts) = try context.callMethod("__kilnPayload", labels: [], on: value, arguments: []),
                  parts.count == 2, case .string(let kind) = parts[0] else { try refuse(value) }
            switch kind {
            case "NSData": return .data(try bytesArgument(parts[1], context))
            case "NSDate": return .date(try doubleArgument(parts[1], context, "the date"))
            default: try refuse(value)
            }
        default:
            try refuse(value)
        }
    }

    /// A property list as a script value.
    func scriptValue(_ plist: PropertyList, _ context: NativeContext) throws -> Value {
        switch plist {
        case .string(let string): return .string(string)
        case .integer(let int): return .int(Int(int))
        case .unsignedInteger(let int): return int <= UInt64(Int.max) ? .int(Int(int)) : .double(Double(int))
        case .real(let double): return .double(double)
        case .float32(let float): return .double(Double(float))
        case .bool(let bool): return .bool(bool)
        case .date(let seconds): return try makeDate(seconds, context)
        case .data(let bytes): return try makeData(bytes, context)
        case .array(let elements): return .array(try elements.map { try scriptValue($0, context) })
        case .dictionary(let dictionary):
            var result = OrderedDictionary()
            for (key, entry) in dictionary.entries { result[.string(key)] = try scriptValue(entry, context) }
            return .dictionary(result)
        case .uid(let uid): return .int(Int(truncatingIfNeeded: uid))
        }
    }
}
