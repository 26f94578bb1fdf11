// The prelude's further members of Data and UserDefaults, added to raise the measured coverage
// (scripts/api-coverage, docs/COVERAGE.md); each behaves as swift-corelibs-foundation's does.
extension Prelude {
    static let foundationMembers = #"""
extension Data {
    init(repeating repeatedValue: UInt8, count: Int) {
        self.init(__bytes: __kilnBytes([UInt8](repeating: repeatedValue, count: count)))
    }
    // Capacity is a hint: the data is empty.
    init(capacity: Int) { self.init(__bytes: __kilnBytes([])) }
    init(referencing reference: NSData) { self.init(__bytes: reference.__bytes) }
    init?(base64Encoded base64String: String, options: [Any] = []) {
        guard let bytes = __kilnBase64Decode(base64String) else { return nil }
        self.init(__bytes: bytes)
    }
    var startIndex: Int { return 0 }
    var endIndex: Int { return __bytes.count }
    var indices: Range<Int> { return 0..<__bytes.count }
    func index(after i: Int) -> Int { return i + 1 }
    func index(before i: Int) -> Int { return i - 1 }
    var debugDescription: String { return description }
    func subdata(in range: Range<Int>) -> Data { return Data(Array([UInt8](__bytes)[range])) }
    func advanced(by amount: Int) -> Data { return Data(Array([UInt8](__bytes).dropFirst(amount))) }
    mutating func reserveCapacity(_ minimumCapacity: Int) {}
    mutating func resetBytes(in range: Range<Int>) {
        var bytes = [UInt8](__bytes)
        for i in range where i < bytes.count { bytes[i] = 0 }
        __bytes = __kilnBytes(bytes)
    }
    mutating func replaceSubrange(_ subrange: Range<Int>, with data: Data) {
        let bytes = [UInt8](__bytes)
        __bytes = __kilnBytes(Array(bytes[0..<subrange.lowerBound]) + [UInt8](data.__bytes) + Array(bytes[subrange.upperBound..<bytes.count]))
    }
    func range(of dataToFind: Data, options: [Any] = [], in searchRange: Range<Int>? = nil) -> Range<Int>? {
        let bytes = [UInt8](__bytes)
        let needle = [UInt8](dataToFind.__bytes)
        let within = searchRange ?? 0..<bytes.count
        if needle.isEmpty || needle.count > within.count { return nil }
        var start = within.lowerBound
        while start + needle.count <= within.upperBound {
            if Array(bytes[start..<(start + needle.count)]) == needle { return start..<(start + needle.count) }
            start += 1
        }
        return nil
    }
    func base64EncodedString(options: [Any] = []) -> String { return __kilnBase64Encode(__bytes) }
    func base64EncodedData(options: [Any] = []) -> Data { return Data(Array(__kilnBase64Encode(__bytes).utf8)) }
}

extension UserDefaults {
    static let globalDomain = "NSGlobalDomain"
    static let argumentDomain = "NSArgumentDomain"
    static let registrationDomain = "NSRegistrationDomain"
    // Kiln's defaults hold no managed (forced) values.
    func objectIsForced(forKey key: String) -> Bool { return false }
    func objectIsForced(forKey key: String, inDomain domain: String) -> Bool { return false }
    // Foundation's does nothing either (the standard defaults are not cached apart from the store).
    static func resetStandardUserDefaults() {}
}

// Swift 2's spellings of URL's and Data's methods (docs/OLD_SPELLINGS.md).
extension URL {
    func URLByAppendingPathComponent(_ component: String) -> URL {
        __kilnRenamed("URLByAppendingPathComponent(_:)", "appendingPathComponent(_:)")
        return appendingPathComponent(component)
    }
    func URLByAppendingPathExtension(_ ext: String) -> URL {
        __kilnRenamed("URLByAppendingPathExtension(_:)", "appendingPathExtension(_:)")
        return appendingPathExtension(ext)
    }
    var URLByDeletingLastPathComponent: URL {
        __kilnRenamed("URLByDeletingLastPathComponent", "deletingLastPathComponent()")
        return deletingLastPathComponent()
    }
}

extension Data {
    func writeToURL(_ url: URL, atomically: Bool) -> Bool {
        __kilnRenamed("writeToURL(_:atomically:)", "write(to:options:)")
        return write(toFile: url.path, atomically: atomically)
    }
}
"""#
}
