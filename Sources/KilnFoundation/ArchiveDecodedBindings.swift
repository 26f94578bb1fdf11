// What an unarchiver's objects and a script's errors print as, as corelibs' Foundation classes
// describe themselves: an NSData as `<01020304 05>`, an NSArray as `(\n    a,\n    "b c"\n)`, an
// NSDictionary as `{\n    key = value;\n}`, an NSError of NSCocoaErrorDomain with its code's
// failure reason (the primitives behind those classes' descriptions in the prelude).
import KilnScript

extension Bindings {
    func registerDecodedObjectPrimitives(in interpreter: Interpreter) {
        // NSData's description: the bytes in hexadecimal, a space after every fourth, in `<…>`.
        primitive(interpreter, "HexDescription", 1) { context, arguments in
            let bytes = try bytesArgument(arguments[0], context)
            try context.checkAllocation(bytes: bytes.count * 3)
            return .string(hexDescription(bytes))
        }
        // A decoded Data, array or dictionary in its box (NSData, NSArray, NSDictionary: the
        // classes are the arguments), made without running an initializer; anything else as it is.
        primitive(interpreter, "DecodedObject", 4) { [unowned self] context, arguments in
            try decodedObject(arguments[0], data: arguments[1], array: arguments[2], dictionary: arguments[3], context)
        }
        // NSArray's and NSDictionary's description at an indentation level.
        primitive(interpreter, "DecodedDescription", 2) { context, arguments in
            .string(try decodedDescription(arguments[0].unwrapped, level: try intArgument(arguments[1], context, "the level"), context))
        }
        // `error as NSError` of a script's error value: [domain, code, userInfo].
        primitive(interpreter, "BridgedErrorParts", 1) { context, arguments in
            let parts = try context.bridgedErrorParts(of: arguments[0].unwrapped)
            var info = OrderedDictionary()
            for (key, value) in parts.userInfo { info[.string(key)] = value }
            return .array([.string(parts.domain), .int(parts.code), .dictionary(info)])
        }
        // NSError's `localizedFailureReason` for a code of NSCocoaErrorDomain, nil for the others.
        primitive(interpreter, "CocoaFailureReason", 1) { context, arguments in
            guard case .int(let code) = arguments[0].unwrapped, let reason = cocoaFailureReasons[code] else { return .none }
            return .some(.string(reason))
        }
    }

    /// `__kilnDecodedObject(value, NSData.self, NSArray.self, NSDictionary.self)`: a decoded Data,
    /// array or dictionary in its box (the classes given), Optional; anything else as it is.
    func decodedObject(_ argument: Value, data: Value, array: Value, dictionary: Value, _ context: NativeContext) throws -> Value {
        let value = argument.unwrapped
        let box: Value
        switch value {
        case .structValue(let type, _) where type.name == "Data": box = data
        case .array: box = array
        case .dictionary: box = dictionary
        default: return argument
        }
        guard case .metatype(let type) = box.unwrapped else { throw context.fault("internal: a decoded object's class is missing") }
        return .some(try boxed(value, in: type, context))
    }

    /// An instance of the box class `type` (NSString, NSData, …) holding `value` in `__value`,
    /// made without running an initializer (theirs only store it).
    func boxed(_ value: Value, in type: TypeInfo, _ context: NativeContext) throws -> Value {
        guard let slot = type.storedFieldIndex("__value") else { return try context.makeInstance(of: type, fields: ["__value": value]) }
        var fields = [Value?](repeating: nil, count: slot + 1)
        fields[slot] = value
        return try context.makeInstance(of: type, fieldValues: fields)
    }
}

/// corelibs' `description(withLocale:indent:)` of an NSArray (`(` … `)`, an element a line, a
/// string quoted when it is empty or has a character that is not a letter or digit) or an
/// NSDictionary (`{` … `}`, `key = value;` a line, neither quoted); nested collections are
/// described a level deeper, and everything else as `print` shows it.
func decodedDescription(_ value: Value, level: Int, _ context: NativeContext) throws -> String {
    let value = value.numericallyPlain
    let indent = String(repeating: " ", count: level * 4)
    switch value {
    case .array(let elements):
        var text = indent + "(\n"
        for (index, element) in elements.enumerated() {
            try context.checkLimits()
            let element = element.unwrapped.numericallyPlain
            let shown: String
            switch element {
            case .string(let string):
                let plain = !string.isEmpty && string.unicodeScalars.allSatisfy { isAlphanumeric($0) }
                shown = plain ? string : "\"" + string + "\""
            case .array, .dictionary: shown = try decodedDescription(element, level: level + 1, context)
            default: shown = try context.describe(element)
            }
            text += indent + "    " + shown + (index + 1 < elements.count ? ",\n" : "\n")
            try context.checkAllocation(bytes: text.utf8.count)
        }
        return text + indent + ")"
    case .dictionary(let dictionary):
        if level > 100 { return "..." }
        var lines = [indent + "{"]
        for (key, element) in zip(dictionary.keys, dictionary.values) {
            try context.checkLimits()
            var line = indent + "    "
            for (index, part) in [key, element].enumerated() {
                let part = part.unwrapped.numericallyPlain
                switch part {
                case .array, .dictionary: line += try decodedDescription(part, level: level + 1, context)
                default: line += try context.describe(part)
                }
                if index == 0 { line += " = " }
            }
            lines.append(line + ";")
            try context.checkAllocation(bytes: line.utf8.count)
        }
        lines.append(indent + "}")
        return lines.joined(separator: "\n")
    default:
        return try context.describe(value)
    }
}

/// Foundation's `CharacterSet.alphanumerics`: letters, marks and digits of every script.
private func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
         .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
        return true
    default:
        return false
    }
}

/// `<00010203 04050607 08>`: corelibs' NSData description.
func hexDescription(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef")
    var text = "<"
    text.reserveCapacity(bytes.count * 2 + bytes.count / 4 + 2)
    for (index, byte) in bytes.enumerated() {
        if index > 0 && index % 4 == 0 { text.append(" ") }
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0xf)])
    }
    text.append(">")
    return text
}

/// The failure reasons corelibs' NSError gives the codes of NSCocoaErrorDomain.
let cocoaFailureReasons: [Int: String] = [
    4: "The file doesn’t exist.", 255: "The file couldn’t be locked.", 257: "You don’t have permission.",
    258: "The file name is invalid.", 259: "The file isn’t in the correct format.", 260: "The file doesn’t exist.",
    261: "The specified text encoding isn’t applicable.", 262: "The specified URL type isn’t supported.",
    263: "The item is too large.", 264: "The text encoding of the contents couldn’t be determined.",
    513: "You don’t have permission.", 514: "The file name is invalid.", 516: "A file with the same name already exists.",
    517: "The specified text encoding isn’t applicable.", 518: "The specified URL type isn’t supported.",
    640: "There isn’t enough space.", 642: "The volume is read only.", 1024: "The value is invalid.",
    2048: "The value is invalid.", 3072: "The operation was cancelled.", 3328: "The requested operation is not supported.",
    3840: "The data is not in the correct format.", 3841: "The data is in a format that this application doesn’t understand.",
    3842: "An error occurred in the source of the data.", 3851: "An error occurred in the destination for the data.",
    3852: "An error occurred in the content of the data.", 4353: "The file is not available on iCloud yet.",
    4354: "There isn’t enough space in your account.",
    4355: "The iCloud servers might be unreachable or your settings might be incorrect.",
    4864: "The data isn’t in the correct format.", 4865: "The data is missing.", 4866: "The data isn’t in the correct format.",
]
