// JSONSerialization's native work: JSON text read by the JSON module's reader in Foundation's
// dialect into script values (objects as `[String: Any]`, numbers as Int or Double, `null` as
// NSNull), and script values written by the JSONEncoder's writer (`JSONTextWriter`), with
// corelibs' errors (code 3840) and its refusal of what is not a JSON object.
import JSON
import KilnScript

extension Bindings {
    func registerJSONSerializationPrimitives(in interpreter: Interpreter) {
        primitive(interpreter, "JSONObject", 2) { [unowned self] context, arguments in
            let bytes = try bytesArgument(arguments[0], context)
            let options = jsonOptions(arguments[1])
            var reading = options & 8 != 0 ? JSONReader.Options.json5 : JSONReader.Options.foundation
            reading.assumesTopLevelDictionary = options & 16 != 0
            let parsed: JSONValue
            do {
                parsed = try JSONReader.parse(bytes, options: reading)
            } catch {
                throw cocoaError(context, domain: "NSCocoaErrorDomain", code: 3840,
                                 message: "The data couldn’t be read because it isn’t in the correct format.")
            }
            switch parsed {
            case .array, .object: break
            default:
                guard options & 4 != 0 else {
                    throw cocoaError(context, domain: "NSCocoaErrorDomain", code: 3840,
                                     message: "The data couldn’t be read because it isn’t in the correct format.")
                }
            }
            return try jsonScriptValue(parsed, context)
        }
        primitive(interpreter, "JSONData", 2) { [unowned self] context, arguments in
            let options = jsonOptions(arguments[1])
            guard let coded = try jsonCodedValue(arguments[0], context) else {
                throw context.fault("Invalid type in JSON write (\(typeName(of: arguments[0]) ?? "value"))")
            }
            if options & 4 == 0 {
                switch coded {
                case .array, .object: break
                default: throw context.fault("Invalid top-level type in JSON write")
                }
            }
            var writer = JSONTextWriter()
            writer.prettyPrinted = options & 1 != 0
            writer.sortedKeys = options & 2 != 0
            writer.escapesSlashes = options & 8 == 0
            writer.write(coded)
            return try bytesValue(writer.bytes, context)
        }
        // A property list's whole numbers as Foundation's NSNumbers, as JSONObject reads them.
        primitive(interpreter, "FoundationNumbers", 1) { [unowned self] context, arguments in
            foundationNumbers(in: arguments[0], context)
        }
        primitive(interpreter, "JSONValid", 1) { [unowned self] context, arguments in
            guard let coded = try? jsonCodedValue(arguments[0], context) else { return .bool(false) }
            switch coded {
            case .array, .object: return .bool(true)
            default: return .bool(false)
            }
        }
    }

    /// The bits of an options value: the option set, or the array literal of its members it
    /// stayed when passed to the prelude (`options: []`, `[.prettyPrinted, .sortedKeys]`).
    private func jsonOptions(_ value: Value) -> Int {
        switch value.numericallyPlain {
        case .int(let options): return options
        case .structValue(_, let fields): return fields.first.map(jsonOptions) ?? 0
        case .array(let members): return members.reduce(0) { $0 | jsonOptions($1) }
        case .some(let wrapped): return jsonOptions(wrapped)
        default: return 0
        }
    }

    private func jsonScriptValue(_ value: JSONValue, _ context: NativeContext) throws -> Value {
        switch value {
        case .null: return (try? context.construct("NSNull", labels: [], arguments: [])) ?? .none
        case .bool(let bool): return foundationNumber(bool, context)
        // A whole number is Foundation's NSNumber: `as? Double` gives 3.0, `as? Int` 3 (CastSubjects.swift).
        case .integer(let int): return foundationNumber(Int(int), context)
        case .unsignedInteger(let int): return int <= UInt64(Int.max) ? foundationNumber(Int(int), context) : .double(Double(int))
        case .real(let double): return .double(double)
        case .string(let string): return .string(string)
        case .array(let elements): return .array(try elements.map { try jsonScriptValue($0, context) })
        case .object(let members):
            var result = OrderedDictionary()
            for (key, member) in members { result[.string(key)] = try jsonScriptValue(member, context) }
            return .dictionary(result)
        }
    }

    /// A whole number as Foundation reads it: the prelude's NSNumber box (a bridged box that casts
    /// and printing see through), or the Int itself where the prelude has none.
    private func foundationNumber(_ whole: Int, _ context: NativeContext) -> Value {
        (try? context.construct(Value.foundationNumberClass, labels: ["__value"], arguments: [.int(whole)])) ?? .int(whole)
    }

    /// A JSON `true` or `false` as Foundation reads it: an NSNumber (1 or 0) that stays a Bool when written back.
    private func foundationNumber(_ flag: Bool, _ context: NativeContext) -> Value {
        (try? context.construct(Value.foundationNumberClass, labels: ["__value"], arguments: [.bool(flag)])) ?? .bool(flag)
    }

    /// `value` with every Int in it (in arrays and dictionaries too) a Foundation number.
    private func foundationNumbers(in value: Value, _ context: NativeContext) -> Value {
        switch value {
        case .int(let whole): return foundationNumber(whole, context)
        case .some(let wrapped): return .some(foundationNumbers(in: wrapped, context))
        case .array(let elements): return .array(elements.map { foundationNumbers(in: $0, context) })
        case .dictionary(let dictionary):
            var result = OrderedDictionary()
            for (key, member) in zip(dictionary.keys, dictionary.values) { result[key] = foundationNumbers(in: member, context) }
            return .dictionary(result)
        default: return value
        }
    }

    /// A script value as JSON; nil for one JSON cannot hold.
    private func jsonCodedValue(_ value: Value, _ context: NativeContext) throws -> CodedValue? {
        switch value.numericallyPlain {
        case .some(let inner): return try jsonCodedValue(inner, context)
        case .none: return .null
        case .string(let string): return .string(string)
        case .character(let character): return .string(String(character))
        case .int(let int): return .int(int)
        case .double(let double): return double.isFinite ? .double(double) : nil
        case .bool(let bool): return .bool(bool)
        case .array(let elements):
            var coded: [CodedValue] = []
            for element in elements { guard let item = try jsonCodedValue(element, context) else { return nil }; coded.append(item) }
            return .array(coded)
        case .dictionary(let dictionary):
            var members: [(key: String, value: CodedValue)] = []
            for (key, entry) in zip(dictionary.keys, dictionary.values) {
                guard case .string(let name) = key.unwrapped, let item = try jsonCodedValue(entry, context) else { return nil }
                members.append((name, item))
            }
            return .object(members)
        case .object where typeName(of: value) == "NSNull": return .null
        default: return nil
        }
    }
}
