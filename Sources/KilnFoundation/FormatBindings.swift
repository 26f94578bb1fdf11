// `String(format: "%.2f", price)`: Foundation's printf-style formatting, which lessons use to show
// prices, sizes and percentages. Each conversion is handed to the C library's `vsnprintf` with
// the argument converted to what the conversion reads; `%@` is the value's description.
import KilnScript
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Bindings {
    func registerFormatPrimitives(in interpreter: Interpreter) {
        primitive(interpreter, "Format", 2) { context, arguments in
            let format = try stringArgument(arguments[0], context, "the format")
            guard case .array(let values) = arguments[1] else { throw context.fault("String(format:): the arguments must be a list") }
            return .string(try formatted(format, values, context))
        }
    }
}

/// `format` with each conversion (`%d`, `%5.2f`, `%@`, `%x`, `%%` …) filled from `values`.
func formatted(_ format: String, _ values: [Value], _ context: NativeContext) throws -> String {
    var result = ""
    var remaining = values[...]
    var characters = format.unicodeScalars[...]
    while let percent = characters.firstIndex(of: "%") {
        result.unicodeScalars.append(contentsOf: characters[..<percent])
        characters = characters[characters.index(after: percent)...]
        // `%2$@`: the argument by its position (localized formats reorder them).
        var position: Int?
        let digits = characters.prefix(while: { ("0"..."9").contains($0) })
        if !digits.isEmpty, digits.endIndex < characters.endIndex, characters[digits.endIndex] == "$" {
            position = Int(String(digits))
            characters = characters[characters.index(after: digits.endIndex)...]
        }
        // Flags, width, precision and length, then the conversion character.
        var spec = "%"
        while let next = characters.first, "-+ #0123456789.'hlqLzjt".unicodeScalars.contains(next) {
            spec.unicodeScalars.append(next)
            characters = characters.dropFirst()
        }
        guard let conversion = characters.first else { throw context.fault("String(format:): the format ends inside a conversion: \(format)") }
        characters = characters.dropFirst()
        if conversion == "%" { result += "%"; continue }
        let argument: Value?
        if let position {
            argument = position >= 1 && position <= values.count ? values[position - 1] : nil
        } else {
            argument = remaining.popFirst()
        }
        guard let value = argument?.unwrapped else {
            throw context.fault("String(format:): '\(format)' has more conversions than arguments")
        }
        // The length modifiers say what C type the argument has; Kiln passes 64-bit values.
        let flags = spec.filter { !"hlqLzjt".contains($0) }
        switch conversion {
        case "d", "i", "u", "x", "X", "o":
            guard let number = integer(value) else { throw mismatch(conversion, value, context) }
            result += cFormat(flags + "ll" + String(conversion), number)
        case "c", "C":
            guard let number = integer(value), let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: number)) else {
                throw mismatch(conversion, value, context)
            }
            result += padded(String(Character(scalar)), flags)
        case "f", "F", "e", "E", "g", "G", "a", "A":
            guard let number = double(value) else { throw mismatch(conversion, value, context) }
            result += cFormat(flags + String(conversion), number)
        case "@", "s", "S":
            let text: String
            if case .string(let string) = value { text = string } else { text = try context.describe(value) }
            // corelibs ignores width and precision for `%@` (`%-14@` pads nothing); `%s` takes them.
            result += flags == "%" || conversion == "@" ? text : cFormat(flags + "s", text)
        default:
            throw context.fault("String(format:): unknown conversion '%\(conversion)' in '\(format)'")
        }
    }
    result.unicodeScalars.append(contentsOf: characters)
    return result
}

/// `text` padded to the width of `flags` (`%5c`, `%-3c`), as printf pads a character.
private func padded(_ text: String, _ flags: String) -> String {
    let digits = flags.prefix(while: { $0 != "." }).drop(while: { !("1"..."9").contains($0) })
    guard let width = Int(digits), width > text.count else { return text }
    let padding = String(repeating: " ", count: width - text.count)
    return flags.contains("-") ? text + padding : padding + text
}

private func integer(_ value: Value) -> Int64? {
    switch value.numericallyPlain {
    case .int(let int): return Int64(int)
    case .bool(let bool): return bool ? 1 : 0
    case .double(let double) where double.isFinite && abs(double) < 9.2e18: return Int64(double)
    case .character(let character): return character.unicodeScalars.first.map { Int64($0.value) }
    default: return nil
    }
}

private func double(_ value: Value) -> Double? {
    switch value.numericallyPlain {
    case .double(let double): return double
    case .int(let int): return Double(int)
    default: return nil
    }
}

private func mismatch(_ conversion: Unicode.Scalar, _ value: Value, _ context: NativeContext) -> Error {
    let described = (try? context.describe(value)) ?? "a value"
    return context.fault("String(format:): '%\(conversion)' cannot show \(described)")
}

private func cFormat(_ spec: String, _ argument: CVarArg) -> String {
    var buffer = [CChar](repeating: 0, count: 512)
    let written = withVaList([argument]) { vsnprintf(&buffer, buffer.count, spec, $0) }
    if written >= buffer.count {
        buffer = [CChar](repeating: 0, count: Int(written) + 1)
        _ = withVaList([argument]) { vsnprintf(&buffer, buffer.count, spec, $0) }
    }
    return String(cString: buffer)
}

private func cFormat(_ spec: String, _ text: String) -> String {
    text.withCString { pointer in cFormat(spec, pointer) }
}
