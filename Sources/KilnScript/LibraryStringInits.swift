// String's initializers from code units and numbers: `String(decoding:as:)` (ill-formed input
// repaired with U+FFFD, as Swift does) and `String(validating:as:)` (nil for ill-formed input) for
// UTF8 and UTF16 code units, and `String(_:radix:uppercase:)`.

extension Library {
    func declareStringDecoding(_ string: TypeInfo) {
        let runtime = self.runtime
        let utf8 = TypeInfo(name: "UTF8", kind: .builtin, module: nil)
        let utf16 = TypeInfo(name: "UTF16", kind: .builtin, module: nil)
        for (name, type) in [("UTF8", utf8), ("UTF16", utf16), ("Unicode.UTF8", utf8), ("Unicode.UTF16", utf16)] { types[name] = type }
        /// The code units of a sequence, each fitting the encoding's unit (8 or 16 bits).
        func units(_ value: Value, bits: Int, _ name: String) throws -> [Int] {
            try runtime.elements(of: value, at: site).map { element in
                guard case .int(let unit) = element.numericallyPlain, unit >= 0, unit < 1 << bits else {
                    throw runtime.fault("String(\(name):as:) needs \(bits == 8 ? "bytes (UInt8 values)" : "UTF-16 code units (UInt16 values)")", at: self.site)
                }
                return unit
            }
        }
        func isUTF16(_ encoding: Value) -> Bool { if case .metatype(let type) = encoding { return type === utf16 }; return false }
        initializer(string, ["decoding", "as"]) { a in
            if isUTF16(a[1]) { return .string(String(decoding: try units(a[0], bits: 16, "decoding").map { UInt16($0) }, as: UTF16.self)) }
            return .string(String(decoding: try units(a[0], bits: 8, "decoding").map { UInt8($0) }, as: UTF8.self))
        }
        initializer(string, ["validating", "as"]) { a in
            if isUTF16(a[1]) {
                let codeUnits = try units(a[0], bits: 16, "validating").map { UInt16($0) }
                var scalars = String.UnicodeScalarView()
                var decoder = UTF16()
                var iterator = codeUnits.makeIterator()
                while true {
                    switch decoder.decode(&iterator) {
                    case .scalarValue(let scalar): scalars.append(scalar)
                    case .emptyInput: return .some(.string(String(scalars)))
                    case .error: return .none
                    }
                }
            }
            let bytes = try units(a[0], bits: 8, "validating").map { UInt8($0) }
            let decoded = String(decoding: bytes, as: UTF8.self)
            // Repair changes ill-formed input; well-formed input comes back byte for byte.
            return decoded.utf8.elementsEqual(bytes) ? .some(.string(decoded)) : .none
        }
        initializer(string, [nil, "radix", "uppercase"]) { a in
            guard case .int(let radix) = a[1], (2...36).contains(radix), case .bool(let uppercase) = a[2] else {
                throw runtime.fault("String(_:radix:uppercase:) needs an integer, a radix from 2 to 36 and a Bool", at: self.site)
            }
            switch a[0] {
            case .int(let x): return .string(String(x, radix: radix, uppercase: uppercase))
            case .fixed(let x): return .string(x.kind.isSigned ? String(x.signed, radix: radix, uppercase: uppercase) : String(x.bits, radix: radix, uppercase: uppercase))
            default: throw runtime.fault("String(_:radix:uppercase:) needs an integer", at: self.site)
            }
        }
    }
}
