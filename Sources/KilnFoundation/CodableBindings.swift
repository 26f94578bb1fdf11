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
        // __kilnCodableEncode(value, "json" | "json-configured" | "xml" | "binary", coder): a
        // configured value comes as [value, configuration].
        primitive(interpreter, "CodableEncode", 3) { context, arguments in
            let format = try stringArgument(arguments[1], context, "the format")
            let strategies = try CodingStrategies(coder: arguments[2], context: context)
            var encoder = ScriptValueEncoder(context: context, forJSON: format.hasPrefix("json"), strategies: strategies)
            let coded: CodedValue
            do {
                if format.hasSuffix("-configured"), case .array(let parts) = arguments[0], parts.count == 2 {
                    coded = try encoder.encodeConfigured(parts[0], configuration: try providedConfiguration(parts[1], "encodingConfiguration", context))
                } else {
                    coded = try encoder.encode(arguments[0])
                }
            } catch let failure as ScriptValueEncoder.EncodingFailure {
                throw try scriptError("EncodingError", [failure.value, codingPath(failure.path, context), .string(failure.message)], context)
            }
            let bytes: [UInt8]
            if format.hasPrefix("json") {
                var writer = JSONTextWriter()
                writer.prettyPrinted = strategies.outputFormatting & 1 != 0
                writer.sortedKeys = strategies.outputFormatting & 2 != 0
                writer.escapesSlashes = strategies.outputFormatting & 8 == 0
                writer.write(coded)
                bytes = writer.bytes
            } else {
                bytes = coded.propertyList.encoded(as: format.hasPrefix("xml") ? .xml : .binary)
            }
            return try bytesValue(bytes, context)
        }
        // __kilnCodableDecode(type, bytes, "json" | "json-configured" | "plist", coder): a
        // configured type comes as [type, configuration].
        primitive(interpreter, "CodableDecode", 4) { [codingTable] context, arguments in
            let format = try stringArgument(arguments[2], context, "the format")
            var typeValue = arguments[0], configuration: Value?
            if format.hasSuffix("-configured"), case .array(let parts) = arguments[0], parts.count == 2 {
                (typeValue, configuration) = (parts[0], try providedConfiguration(parts[1], "decodingConfiguration", context))
            }
            let bytes = try bytesArgument(arguments[1], context)
            let fromJSON = format.hasPrefix("json")
            let strategies = try CodingStrategies(coder: arguments[3], context: context)
            var decoder = ScriptValueDecoder(context: context, fromJSON: fromJSON, strategies: strategies, table: codingTable)
            return try throwingDecodingErrors(context) {
                let coded = fromJSON ? try parseJSON(bytes, strategies) : try parsePropertyList(bytes)
                if let configuration {
                    guard case .metatype(let type) = typeValue else {
                        throw context.fault("decode(_:from:configuration:) needs a type, such as `Item.self`")
                    }
                    return try decoder.decodeCustom(type, from: coded, configuration: configuration)
                }
                return try decoder.decode(try CodableType(typeValue: typeValue, context: context), from: coded)
            }
        }
    }
}

/// The configuration a coder's `configuration:` argument gives: the value itself, or for a type
/// (an `EncodingConfigurationProviding` / `DecodingConfigurationProviding` one, `Units.self`) its
/// static `encodingConfiguration` / `decodingConfiguration`.
func providedConfiguration(_ argument: Value, _ name: String, _ context: NativeContext) throws -> Value {
    guard case .metatype = argument.unwrapped else { return argument }
    return try context.property(name, of: argument.unwrapped)
}

/// Runs a decoding step; a DecodingFailure becomes the prelude's DecodingError, for the script.
func throwingDecodingErrors(_ context: NativeContext, _ body: () throws -> Value) throws -> Value {
    do {
        return try body()
    } catch let failure as DecodingFailure {
        let key = try failure.key.map { try codingKey($0, context) } ?? .none
        // The expected type as a type value where it is one (`type == Int.self`), else its name.
        let expected = context.metatype(named: failure.typeName) ?? .string(failure.typeName)
        throw try scriptError("DecodingError", [.string(failure.kind.rawValue), expected, key,
                                                codingPath(failure.path, context), .string(failure.message),
                                                failure.underlying.map { try formatError($0, context) } ?? .none], context)
    }
}

private func parseJSON(_ bytes: [UInt8], _ strategies: CodingStrategies) throws -> CodedValue {
    do {
        var options = JSONReader.Options.foundation
        if strategies.allowsJSON5 {
            options = .json5
            options.assumesTopLevelDictionary = strategies.assumesTopLevelDictionary
        }
        return CodedValue(try JSONReader.parse(bytes, options: options))
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
