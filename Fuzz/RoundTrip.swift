// Shared by the fuzz entries: round-trip checks on decoded values.
import PropertyList

func checkRoundTrip(_ value: PropertyList) {
    for format in PropertyListFormat.allCases {
        let encoded = value.encoded(as: format)
        guard let decoded = try? PropertyList(bytes: encoded) else {
            fatalError("\(format) output of a decoded value does not decode again")
        }
        // NaN is never equal to itself, and XML keeps no float32/real distinction.
        if format == .binary, !containsNaN(value), decoded != value {
            fatalError("binary round trip changed the value")
        }
    }
}

func containsNaN(_ value: PropertyList) -> Bool {
    switch value {
    case .real(let d): return d.isNaN
    case .float32(let f): return f.isNaN
    case .date(let d): return d.isNaN
    case .array(let items): return items.contains(where: containsNaN)
    case .dictionary(let dict): return dict.values.contains(where: containsNaN)
    default: return false
    }
}
