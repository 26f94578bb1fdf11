// The native side of JSONEncoder / JSONDecoder / PropertyListEncoder / PropertyListDecoder
// (PreludeCodable.swift): script value → CodedValue → JSON text or a property list, and back.
// A failure is thrown as the prelude's EncodingError or DecodingError, which the script catches.
import JSON
import KilnScript
import PropertyList

extension Bindings {
    func registerCodablePrimitives(in interpreter: Interpreter) {
        // `String(data:encoding:)`: what a lesson prints to show the JSON it wrote.
        primitive(interpreter, "StringFromUTF8", 1) { context, arguments in
            let bytes = try bytesArgument(arguments[0], context)
            let text = String(decoding: bytes, as: UTF8.self)
            return text.utf8.elementsEqual(bytes) ? .string(text) : .none
        }
        // `Data.base64EncodedString()` and `Data(base64Encoded:)`: the Base-64 of JSON's Data.
        primitive(interpreter, "Base64Encode", 1) { context, arguments in
            .string(Base64.encode(try bytesArgument(arguments[0], context)))
        }
        primitive(interpreter, "Base64Decode", 1) { context, arguments in
            Base64.decode(exactly: try stringArgument(arguments[0], context, "the Base-64 text")).map { .bytes($0) } ?? .none
        }
        // __kilnCodableEncode(value, "json" | "xml" | "binary", outputFormatting, dateEncodingStrategy)
        primitive(interpreter, "CodableEncode", 4) { context, arguments in
            let format = try stringArgument(arguments[1], context, "the format")
            var encoder = ScriptValueEncoder(context: context, forJSON: format == "json",
                                             dates: try dateStrategy(arguments[3], context))
            let coded: CodedValue
            do {
                coded = try encoder.encode(arguments[0])
            } catch let failure as ScriptValueEncoder.EncodingFailure {
                throw try scriptError("EncodingError", [failure.value, codingPath(failure.path, context), .string(failure.message)], context)
            }
            let bytes: [UInt8]
            if format == "json" {
                let options = try formattingOptions(arguments[2], context)
                var writer = JSONTextWriter()
                writer.prettyPrinted = options & 1 != 0
                writer.sortedKeys = options & 2 != 0
                writer.escapesSlashes = options & 8 == 0
                writer.write(coded)
                bytes = writer.bytes
            } else {
                bytes = coded.propertyList.encoded(as: format == "xml" ? .xml : .binary)
            }
            return try bytesValue(bytes, context)
        }
        // __kilnCodableDecode(type, bytes, "json" | "plist", dateDecodingStrategy)
        primitive(interpreter, "CodableDecode", 4) { [codingTable] context, arguments in
            let type = try CodableType(typeValue: arguments[0], context: context)
            let bytes = try bytesArgument(arguments[1], context)
            let fromJSON = try stringArgument(arguments[2], context, "the format") == "json"
            var decoder = ScriptValueDecoder(context: context, fromJSON: fromJSON, dates: try dateStrategy(arguments[3], context),
                                             table: codingTable)
            return try throwingDecodingErrors(context) {
                let coded = fromJSON ? try parseJSON(bytes) : try parsePropertyList(bytes)
                return try decoder.decode(type, from: coded)
            }
        }
    }
}

/// Runs a decoding step; a DecodingFailure becomes the prelude's DecodingError, for the script.
func throwingDecodingErrors(_ context: NativeContext, _ body: () throws -> Value) throws -> Value {
    do {
        return try body()
    } catch let failure as DecodingFailure {
        let key = try failure.key.map { try codingKey($0, context) } ?? .none
        throw try scriptError("DecodingError", [.string(failure.kind.rawValue), .string(failure.typeName), key,
                                                codingPath(failure.path, context), .string(failure.message),
                                                failure.underlying.map { try formatError($0, context) } ?? .none], context)
    }
}

private func parseJSON(_ bytes: [UInt8]) throws -> CodedValue {
    do {
        return CodedValue(try JSONReader.parse(bytes, options: .foundation))
    } catch {
        // Apple's JSONDecoder gives the place in its underlying error: "… around line 1, column 12."
        throw DecodingFailure(kind: .dataCorrupted, path: [], message: "The given data was not valid JSON.",
                              underlying: "\(error.message.prefix(1).uppercased())\(error.message.dropFirst()) around line \(error.line), column \(error.column).")
    }
}

private func parsePropertyList(_ bytes: [UInt8]) throws -> CodedValue {
    do {
        return CodedValue(try PropertyList(bytes: bytes))
    } catch {
        throw DecodingFailure(kind: .dataCorrupted, path: [], message: "The given data was not a valid property list.",
                              underlying: "\(error)")
    }
}

/// The case name of a `dateEncodingStrategy` / `dateDecodingStrategy` value.
private func dateStrategy(_ value: Value, _ context: NativeContext) throws -> DateCodingStrategy {
    guard case .enumCase(let type, let index, _) = value.unwrapped,
          let strategy = DateCodingStrategy(rawValue: type.enumCases[index].name) else {
        throw context.fault("the date strategy must be .deferredToDate, .iso8601, .secondsSince1970 or .millisecondsSince1970, not \(try context.describe(value))")
    }
    return strategy
}

/// `outputFormatting` as its bits: one option (`.prettyPrinted`) or a list (`[.prettyPrinted, .sortedKeys]`).
private func formattingOptions(_ value: Value, _ context: NativeContext) throws -> Int {
    switch value.unwrapped {
    case .array(let options): return try options.reduce(0) { $0 | (try formattingOptions($1, context)) }
    case .structValue(let type, let fields) where type.name == "OutputFormatting" && fields.count == 1:
        return try intArgument(fields[0], context, "the output formatting")
    default:
        throw context.fault("outputFormatting must be .prettyPrinted, .sortedKeys, .withoutEscapingSlashes or a list of them, not \(try context.describe(value))")
    }
}

/// The prelude's `EncodingError` or `DecodingError` made by its `__make(_:)` from `parts`, to throw.
private func scriptError(_ typeName: String, _ parts: [Value], _ context: NativeContext) throws -> Error {
    guard let type = context.type(named: typeName, from: nil) else { throw context.fault("no type named '\(typeName)'") }
    return context.error(try context.callMethod("__make", labels: [nil], on: .metatype(type), arguments: [.array(parts)]))
}

/// The NSError Foundation puts under a "not valid JSON" DecodingError, saying what and where.
private func formatError(_ detail: String, _ context: NativeContext) throws -> Value {
    // The sentence comes from the code, as on iOS; userInfo holds only the detail.
    var userInfo = OrderedDictionary()
    userInfo[.string("NSDebugDescription")] = .string(detail)
    return try context.construct("NSError", labels: ["__domain", "code", "message", "userInfo"],
                                 arguments: [.string("NSCocoaErrorDomain"), .int(3840),
                                             .string("The data couldn’t be read because it isn’t in the correct format."),
                                             .dictionary(userInfo)])
}

private func codingKey(_ key: CodingPathKey, _ context: NativeContext) throws -> Value {
    try context.construct("__CodingKey", labels: ["stringValue", "intValue", "description"],
                          arguments: [.string(key.stringValue), key.intValue.map { .some(.int($0)) } ?? .none, .string(key.description)])
}

private func codingPath(_ path: [CodingPathKey], _ context: NativeContext) throws -> Value {
    .array(try path.map { try codingKey($0, context) })
}
