// The prelude's URL: Foundation's value kept as its percent-encoded text (and, for a relative
// URL, its base's), parsed into scheme, authority, path, query and fragment as RFC 3986 says;
// file URLs made from paths are encoded, and name a folder with a final slash, as Foundation's.
extension Prelude {
    static let urls = #"""
struct URL: CustomStringConvertible, Equatable, Hashable {
    // The URL's text as written (percent-encoded) and the absolute text of its base, if any.
    let __text: String
    let __base: String?
    init(__text text: String, base: String?) {
        __text = text
        __base = base
    }
    // A path names a folder when it ends with "/" or, not saying, when one is on the disk there.
    init(fileURLWithPath path: String) {
        var isDirectory = path.hasSuffix("/")
        if !isDirectory && !path.isEmpty {
            let answer = __kilnFileExists(path)
            isDirectory = answer[0] && answer[1]
        }
        self.init(fileURLWithPath: path, isDirectory: isDirectory)
    }
    init(fileURLWithPath path: String, isDirectory: Bool) {
        var encoded = URL.__encode(path.isEmpty ? "." : path, keeping: "/")
        if isDirectory && !encoded.hasSuffix("/") { encoded += "/" }
        if path.hasPrefix("/") {
            self.init(__text: "file://" + encoded, base: nil)
        } else {
            // A relative path is relative to the current directory, as Foundation makes it.
            self.init(__text: encoded, base: "file://" + URL.__encode(FileManager.default.currentDirectoryPath, keeping: "/") + "/")
        }
    }
    // A relative path against a folder's URL: `relativePath` is the path as given.
    init(fileURLWithPath path: String, isDirectory: Bool, relativeTo base: URL?) {
        guard let base = base, !path.hasPrefix("/") else {
            self.init(fileURLWithPath: path, isDirectory: isDirectory)
            return
        }
        var encoded = URL.__encode(path.isEmpty ? "." : path, keeping: "/")
        if isDirectory && !encoded.hasSuffix("/") { encoded += "/" }
        self.init(__text: encoded, base: base.absoluteString)
    }
    init(fileURLWithPath path: String, relativeTo base: URL?) {
        guard let base = base, !path.hasPrefix("/") else {
            self.init(fileURLWithPath: path)
            return
        }
        var isDirectory = path.hasSuffix("/")
        if !isDirectory && !path.isEmpty {
            let answer = __kilnFileExists(__kilnAppendPathComponent(base.path, path))
            isDirectory = answer[0] && answer[1]
        }
        self.init(fileURLWithPath: path, isDirectory: isDirectory, relativeTo: base)
    }
    // As swift-corelibs-foundation's URL(string:) (its `encodingInvalidCharacters` is true): a
    // character a URL cannot hold is percent-encoded (`a b` is `a%20b`), and so is a `%` that
    // two hex digits do not follow (`100%` is `100%25`).
    init?(string: String) {
        if string.isEmpty { return nil }
        self.init(__text: URL.__encodeInvalid(string), base: nil)
    }
    static func __encodeInvalid(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var plain = true
        var index = 0
        let kept = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/?#[]".utf8)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 37 {
                if index + 2 >= bytes.count || URL.__hexValue(bytes[index + 1]) == nil || URL.__hexValue(bytes[index + 2]) == nil { plain = false; break }
            } else if !kept.contains(byte) {
                plain = false
                break
            }
            index += 1
        }
        if plain { return text }
        let hex = Array("0123456789ABCDEF".utf8)
        var result: [UInt8] = []
        index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 37, index + 2 < bytes.count, URL.__hexValue(bytes[index + 1]) != nil, URL.__hexValue(bytes[index + 2]) != nil {
                result.append(byte)
            } else if byte != 37 && kept.contains(byte) {
                result.append(byte)
            } else {
                result += [37, hex[Int(byte / 16)], hex[Int(byte % 16)]]
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
    init?(string: String, relativeTo url: URL?) {
        guard let base = url else {
            self.init(string: string)
            return
        }
        if string.isEmpty { return nil }
        self.init(__text: string, base: base.absoluteString)
    }
    init?(string: String, encodingInvalidCharacters: Bool) {
        if !encodingInvalidCharacters {
            self.init(string: string)
            return
        }
        if string.isEmpty { return nil }
        self.init(__text: URL.__encode(string, keeping: ":/?#[]@!$&'()*+,;=%"), base: nil)
    }
    init?(dataRepresentation str: Data, relativeTo url: URL?, isAbsolute: Bool = false) {
        let text = URL.__encode(String(decoding: str.__bytes, as: UTF8.self), keeping: ":/?#[]@!$&'()*+,;=%")
        if text.isEmpty { return nil }
        guard let base = url else {
            self.init(__text: text, base: nil)
            return
        }
        let relative = URL(__text: text, base: base.absoluteString)
        self.init(__text: isAbsolute ? relative.absoluteString : text, base: isAbsolute ? nil : base.absoluteString)
    }
    init(filePath path: String, directoryHint: DirectoryHint = .inferFromPath, relativeTo base: URL? = nil) {
        let full = path.hasPrefix("/") || base == nil ? path : __kilnAppendPathComponent(base!.path, path)
        switch directoryHint {
        case .isDirectory: self.init(fileURLWithPath: full, isDirectory: true)
        case .notDirectory: self.init(fileURLWithPath: full, isDirectory: false)
        case .checkFileSystem: self.init(fileURLWithPath: full)
        case .inferFromPath: self.init(fileURLWithPath: full, isDirectory: path.hasSuffix("/"))
        }
    }
    enum DirectoryHint { case isDirectory, notDirectory, checkFileSystem, inferFromPath }

    // MARK: The text and its parts

    var absoluteString: String {
        guard let base = __base else { return __text }
        return URL.__resolve(__text, against: base)
    }
    var relativeString: String { return __text }
    var baseURL: URL? { return __base.map { URL(__text: $0, base: nil) } }
    var absoluteURL: URL { return __base == nil ? self : URL(__text: absoluteString, base: nil) }
    var description: String { return __base == nil ? __text : __text + " -- " + __base! }
    var debugDescription: String { return description }
    var dataRepresentation: Data { return Data(__bytes: Array(__text.utf8)) }
    var isFileURL: Bool { return scheme == "file" }
    var scheme: String? { return URL.__parts(absoluteString)[0] }
    var __authority: String? { return URL.__parts(absoluteString)[1] }
    var __encodedPath: String { return URL.__parts(absoluteString)[2] ?? "" }
    var hasDirectoryPath: Bool { return __encodedPath.hasSuffix("/") }
    // The decoded path, without a final slash (a web URL's path starts at its host's root).
    var path: String { return __path(percentEncoded: false) }
    func path(percentEncoded: Bool = true) -> String { return __path(percentEncoded: percentEncoded) }
    func __path(percentEncoded: Bool) -> String {
        var encoded = __encodedPath
        if encoded.count > 1 && encoded.hasSuffix("/") { encoded.removeLast() }
        return percentEncoded ? encoded : URL.__decode(encoded)
    }
    var relativePath: String {
        var encoded = URL.__parts(__text)[2] ?? ""
        if encoded.count > 1 && encoded.hasSuffix("/") { encoded.removeLast() }
        return URL.__decode(encoded)
    }
    var lastPathComponent: String { return __kilnLastPathComponent(path) }
    var pathExtension: String { return __kilnPathExtension(path) }
    var pathComponents: [String] { return __kilnPathComponents(path) }
    var __userInfo: String? {
        guard let parts = __authority?.components(separatedBy: "@"), parts.count > 1 else { return nil }
        return parts.dropLast().joined(separator: "@")
    }
    var __hostAndPort: String? { return __authority?.components(separatedBy: "@").last }
    func host(percentEncoded: Bool = true) -> String? {
        guard let hostAndPort = __hostAndPort else { return nil }
        let host = hostAndPort.components(separatedBy: ":")[0]
        if isFileURL && host.isEmpty { return nil }
        return percentEncoded ? host : URL.__decode(host)
    }
    var host: String? { return host(percentEncoded: false) }
    var port: Int? {
        guard let parts = __hostAndPort?.components(separatedBy: ":"), parts.count > 1 else { return nil }
        return Int(parts[parts.count - 1])
    }
    func user(percentEncoded: Bool = true) -> String? {
        guard let info = __userInfo else { return nil }
        let user = info.components(separatedBy: ":")[0]
        return percentEncoded ? user : URL.__decode(user)
    }
    var user: String? { return user(percentEncoded: false) }
    func password(percentEncoded: Bool = true) -> String? {
        guard let info = __userInfo, let colon = info.firstIndex(of: ":") else { return nil }
        let password = String(info[info.index(after: colon)...])
        return percentEncoded ? password : URL.__decode(password)
    }
    var password: String? { return password(percentEncoded: true) }
    func query(percentEncoded: Bool = true) -> String? {
        guard let query = URL.__parts(absoluteString)[3] else { return nil }
        return percentEncoded ? query : URL.__decode(query)
    }
    // As Foundation's URL gives them: the query, fragment and password still percent-encoded,
    // the host, user and path decoded.
    var query: String? { return query(percentEncoded: true) }
    func fragment(percentEncoded: Bool = true) -> String? {
        guard let fragment = URL.__parts(absoluteString)[4] else { return nil }
        return percentEncoded ? fragment : URL.__decode(fragment)
    }
    var fragment: String? { return fragment(percentEncoded: true) }

    // MARK: New URLs from this one

    // The same URL with another encoded path (its query and fragment kept).
    func __withPath(_ encodedPath: String) -> URL {
        let parts = URL.__parts(absoluteString)
        var text = ""
        if let scheme = parts[0] { text += scheme + ":" }
        if let authority = parts[1] { text += "//" + authority }
        text += encodedPath
        if let query = parts[3] { text += "?" + query }
        if let fragment = parts[4] { text += "#" + fragment }
        return URL(__text: text, base: nil)
    }
    func appendingPathComponent(_ pathComponent: String) -> URL {
        var isDirectory = pathComponent.hasSuffix("/")
        if isFileURL && !isDirectory {
            let answer = __kilnFileExists(__kilnAppendPathComponent(path, pathComponent))
            isDirectory = answer[0] && answer[1]
        }
        return appendingPathComponent(pathComponent, isDirectory: isDirectory)
    }
    func appendingPathComponent(_ pathComponent: String, isDirectory: Bool) -> URL {
        var encoded = __encodedPath
        if !encoded.hasSuffix("/") { encoded += "/" }
        var component = URL.__encode(pathComponent, keeping: "/")
        while component.hasPrefix("/") { component.removeFirst() }
        encoded += component
        if isDirectory && !encoded.hasSuffix("/") { encoded += "/" }
        return __withPath(encoded)
    }
    func appending(path component: String, directoryHint: DirectoryHint = .inferFromPath) -> URL {
        switch directoryHint {
        case .isDirectory: return appendingPathComponent(component, isDirectory: true)
        case .notDirectory: return appendingPathComponent(component, isDirectory: false)
        case .checkFileSystem: return appendingPathComponent(component)
        case .inferFromPath: return appendingPathComponent(component, isDirectory: component.hasSuffix("/"))
        }
    }
    func appending(component: String, directoryHint: DirectoryHint = .inferFromPath) -> URL {
        return appending(path: component.replacingOccurrences(of: "/", with: "%2F"), directoryHint: directoryHint)
    }
    func appending(components: String..., directoryHint: DirectoryHint = .inferFromPath) -> URL {
        var url = self
        for component in components { url = url.appending(component: component, directoryHint: directoryHint) }
        return url
    }
    func appendingPathExtension(_ pathExtension: String) -> URL {
        var encoded = __encodedPath
        let isDirectory = encoded.count > 1 && encoded.hasSuffix("/")
        if isDirectory { encoded.removeLast() }
        encoded += "." + URL.__encode(pathExtension, keeping: "")
        return __withPath(isDirectory ? encoded + "/" : encoded)
    }
    func deletingLastPathComponent() -> URL {
        var encoded = __encodedPath
        if encoded.count > 1 && encoded.hasSuffix("/") { encoded.removeLast() }
        return __withPath(URL.__folder(of: encoded) ?? "../")
    }
    func deletingPathExtension() -> URL {
        let ext = pathExtension
        if ext.isEmpty { return self }
        var encoded = __encodedPath
        let isDirectory = encoded.count > 1 && encoded.hasSuffix("/")
        if isDirectory { encoded.removeLast() }
        encoded = String(encoded.dropLast(URL.__encode(ext, keeping: "").count + 1))
        return __withPath(isDirectory ? encoded + "/" : encoded)
    }
    mutating func appendPathComponent(_ pathComponent: String) { self = appendingPathComponent(pathComponent) }
    mutating func appendPathComponent(_ pathComponent: String, isDirectory: Bool) {
        self = appendingPathComponent(pathComponent, isDirectory: isDirectory)
    }
    mutating func appendPathExtension(_ pathExtension: String) { self = appendingPathExtension(pathExtension) }
    mutating func deleteLastPathComponent() { self = deletingLastPathComponent() }
    mutating func deletePathExtension() { self = deletingPathExtension() }
    mutating func append(path component: String, directoryHint: DirectoryHint = .inferFromPath) {
        self = appending(path: component, directoryHint: directoryHint)
    }
    mutating func append(component: String, directoryHint: DirectoryHint = .inferFromPath) {
        self = appending(component: component, directoryHint: directoryHint)
    }
    mutating func append(components: String..., directoryHint: DirectoryHint = .inferFromPath) {
        for component in components { self = appending(component: component, directoryHint: directoryHint) }
    }
    func appending(queryItems: [URLQueryItem]) -> URL {
        let parts = URL.__parts(absoluteString)
        let added = queryItems.map { $0.__encoded }.joined(separator: "&")
        var text = ""
        if let scheme = parts[0] { text += scheme + ":" }
        if let authority = parts[1] { text += "//" + authority }
        text += parts[2] ?? ""
        text += "?" + ((parts[3] ?? "").isEmpty ? added : parts[3]! + "&" + added)
        if let fragment = parts[4] { text += "#" + fragment }
        return URL(__text: text, base: nil)
    }
    mutating func append(queryItems: [URLQueryItem]) { self = appending(queryItems: queryItems) }
    // `.` and `..` taken out of the path.
    var standardized: URL {
        let encoded = URL.__removeDotSegments(__encodedPath)
        return __withPath(encoded.isEmpty ? "/" : encoded)
    }
    var standardizedFileURL: URL { return isFileURL ? standardized : self }
    func resolvingSymlinksInPath() -> URL { return standardized }
    mutating func standardize() { self = standardized }
    mutating func resolveSymlinksInPath() { self = resolvingSymlinksInPath() }
    func checkResourceIsReachable() throws -> Bool {
        if FileManager.default.fileExists(atPath: path) { return true }
        throw NSError(domain: "NSCocoaErrorDomain", code: 260, userInfo: ["NSFilePath": path, "NSURL": self])
    }
    static var temporaryDirectory: URL { return URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true) }
    static var homeDirectory: URL { return URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true) }
    // The app's user ("mobile" on iOS) has the container as home; no other user is known.
    static func homeDirectory(forUser user: String) -> URL? { return user == "mobile" ? homeDirectory : nil }
    static func currentDirectory() -> URL {
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }
    func __kilnPayload() -> Any { return ["NSURL", absoluteString] }

    // MARK: Encoding and parsing

    // Percent-encodes every byte but ASCII letters, digits, "-._~" and the ones in `keeping`.
    static func __encode(_ text: String, keeping: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        let kept = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@".utf8) + Array(keeping.utf8)
        var result: [UInt8] = []
        for byte in text.utf8 {
            if kept.contains(byte) {
                result.append(byte)
            } else {
                result += [37, hex[Int(byte / 16)], hex[Int(byte % 16)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
    static func __decode(_ text: String) -> String {
        if !text.contains("%") { return text }
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 37 && index + 2 < bytes.count,
               let high = URL.__hexValue(bytes[index + 1]), let low = URL.__hexValue(bytes[index + 2]) {
                decoded.append(UInt8(high * 16 + low))
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }
    static func __hexValue(_ byte: UInt8) -> Int? {
        if byte >= 48 && byte <= 57 { return Int(byte) - 48 }
        if byte >= 65 && byte <= 70 { return Int(byte) - 55 }
        if byte >= 97 && byte <= 102 { return Int(byte) - 87 }
        return nil
    }
    // [scheme, authority, path, query, fragment] of a URL's text (RFC 3986, appendix B).
    static func __parts(_ text: String) -> [String?] {
        var rest = text
        var scheme: String? = nil
        if let colon = rest.firstIndex(of: ":") {
            let candidate = rest[..<colon]
            if let first = candidate.first, first.isLetter,
               candidate.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }) {
                scheme = String(candidate)
                rest = String(rest[rest.index(after: colon)...])
            }
        }
        var fragment: String? = nil
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = String(rest[..<hash])
        }
        var query: String? = nil
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = String(rest[..<mark])
        }
        var authority: String? = nil
        if rest.hasPrefix("//") {
            rest = String(rest.dropFirst(2))
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            authority = String(rest[..<end])
            rest = String(rest[end...])
        }
        return [scheme, authority, String(rest), query, fragment]
    }
    // The path up to and with its last "/", or nil when it has none.
    static func __folder(of path: String) -> String? {
        let parts = path.components(separatedBy: "/")
        if parts.count < 2 { return nil }
        return parts.dropLast().joined(separator: "/") + "/"
    }
    static func __removeDotSegments(_ path: String) -> String {
        var output: [String] = []
        let segments = path.components(separatedBy: "/")
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            if segment == "." {
                if isLast { output.append("") }
            } else if segment == ".." {
                if output.count > 1 { output.removeLast() }
                if isLast { output.append("") }
            } else {
                output.append(segment)
            }
        }
        return output.joined(separator: "/")
    }
    // `reference` resolved against the absolute `base` (RFC 3986, section 5.2).
    static func __resolve(_ reference: String, against base: String) -> String {
        let r = URL.__parts(reference)
        let b = URL.__parts(base)
        var scheme = b[0]
        var authority = b[1]
        var path = b[2] ?? ""
        var query = b[3]
        if r[0] != nil {
            scheme = r[0]
            authority = r[1]
            path = URL.__removeDotSegments(r[2] ?? "")
            query = r[3]
        } else if r[1] != nil {
            authority = r[1]
            path = URL.__removeDotSegments(r[2] ?? "")
            query = r[3]
        } else if (r[2] ?? "").isEmpty {
            if r[3] != nil { query = r[3] }
        } else {
            if r[2]!.hasPrefix("/") {
                path = URL.__removeDotSegments(r[2]!)
            } else {
                let merged = authority != nil && path.isEmpty ? "/" : path
                path = URL.__removeDotSegments((URL.__folder(of: merged) ?? "") + r[2]!)
            }
            query = r[3]
        }
        var text = ""
        if let scheme = scheme { text += scheme + ":" }
        if let authority = authority { text += "//" + authority }
        text += path
        if let query = query { text += "?" + query }
        if let fragment = r[4] { text += "#" + fragment }
        return text
    }
}

// One `name=value` of a URL's query.
struct URLQueryItem: Equatable, Hashable, CustomStringConvertible {
    var name: String
    var value: String?
    init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
    var __encoded: String {
        let encodedName = URL.__encode(name, keeping: "/?").replacingOccurrences(of: "&", with: "%26")
        guard let value = value else { return encodedName }
        return encodedName + "=" + URL.__encode(value, keeping: "/?").replacingOccurrences(of: "&", with: "%26")
    }
    var description: String { return value == nil ? name : name + "=" + value! }
}

// A URL taken apart and put together: each part kept percent-encoded, read and set decoded
// (`host`, `path`, `query`) or as it is (`percentEncodedPath`); `queryItems` split and join the
// query, encoding what corelibs encodes in a name or value (`&`, `=`, `#`, spaces, non-ASCII).
struct URLComponents: Equatable, Hashable, CustomStringConvertible {
    var scheme: String?
    var percentEncodedUser: String?
    var percentEncodedPassword: String?
    var percentEncodedHost: String?
    var port: Int?
    var percentEncodedPath: String = ""
    var percentEncodedQuery: String?
    var percentEncodedFragment: String?

    init() {}
    init?(string: String) {
        let parts = URL.__parts(URL.__encode(string, keeping: ":/?#[]@!$&'()*+,;=%"))
        scheme = parts[0]
        if let authority = parts[1] {
            var hostAndPort = authority
            if let at = authority.lastIndex(of: "@") {
                let info = String(authority[..<at])
                hostAndPort = String(authority[authority.index(after: at)...])
                if let colon = info.firstIndex(of: ":") {
                    percentEncodedUser = String(info[..<colon])
                    percentEncodedPassword = String(info[info.index(after: colon)...])
                } else {
                    percentEncodedUser = info
                }
            }
            if let colon = hostAndPort.lastIndex(of: ":"), let number = Int(hostAndPort[hostAndPort.index(after: colon)...]) {
                port = number
                hostAndPort = String(hostAndPort[..<colon])
            }
            percentEncodedHost = hostAndPort
        }
        percentEncodedPath = parts[2] ?? ""
        percentEncodedQuery = parts[3]
        percentEncodedFragment = parts[4]
    }
    init?(url: URL, resolvingAgainstBaseURL resolve: Bool) { self.init(string: url.absoluteString) }

    var user: String? {
        get { return percentEncodedUser.map { URL.__decode($0) } }
        set { percentEncodedUser = newValue.map { URL.__encode($0, keeping: "").replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: "@", with: "%40") } }
    }
    var password: String? {
        get { return percentEncodedPassword.map { URL.__decode($0) } }
        set { percentEncodedPassword = newValue.map { URL.__encode($0, keeping: "").replacingOccurrences(of: "@", with: "%40") } }
    }
    var host: String? {
        get { return percentEncodedHost.map { URL.__decode($0) } }
        set { percentEncodedHost = newValue.map { URL.__encode($0, keeping: "[]") } }
    }
    var path: String {
        get { return URL.__decode(percentEncodedPath) }
        set { percentEncodedPath = URL.__encode(newValue, keeping: "/") }
    }
    var query: String? {
        get { return percentEncodedQuery.map { URL.__decode($0) } }
        set { percentEncodedQuery = newValue.map { URL.__encode($0, keeping: "/?") } }
    }
    var fragment: String? {
        get { return percentEncodedFragment.map { URL.__decode($0) } }
        set { percentEncodedFragment = newValue.map { URL.__encode($0, keeping: "/?") } }
    }
    var queryItems: [URLQueryItem]? {
        get {
            guard let query = percentEncodedQuery else { return nil }
            if query.isEmpty { return [] }
            return query.components(separatedBy: "&").map { pair in
                guard let equals = pair.firstIndex(of: "=") else { return URLQueryItem(name: URL.__decode(pair), value: nil) }
                return URLQueryItem(name: URL.__decode(String(pair[..<equals])), value: URL.__decode(String(pair[pair.index(after: equals)...])))
            }
        }
        set {
            guard let items = newValue else { percentEncodedQuery = nil; return }
            var pairs: [String] = []
            for item in items {
                let name = URLComponents.__queryEncoded(item.name)
                if let value = item.value { pairs.append(name + "=" + URLComponents.__queryEncoded(value)) } else { pairs.append(name) }
            }
            percentEncodedQuery = pairs.joined(separator: "&")
        }
    }
    static func __queryEncoded(_ text: String) -> String {
        return URL.__encode(text, keeping: "/?").replacingOccurrences(of: "&", with: "%26").replacingOccurrences(of: "=", with: "%3D")
    }
    var string: String? {
        var text = ""
        if let scheme = scheme { text += scheme + ":" }
        if percentEncodedHost != nil || percentEncodedUser != nil || port != nil {
            text += "//"
            if let user = percentEncodedUser {
                text += user
                if let password = percentEncodedPassword { text += ":" + password }
                text += "@"
            }
            text += percentEncodedHost ?? ""
            if let port = port { text += ":" + String(port) }
        }
        text += percentEncodedPath
        if let query = percentEncodedQuery { text += "?" + query }
        if let fragment = percentEncodedFragment { text += "#" + fragment }
        return text
    }
    var url: URL? { return string.flatMap { URL(string: $0) } }
    func url(relativeTo base: URL?) -> URL? { return string.flatMap { URL(string: $0, relativeTo: base) } }
    var description: String { return string ?? "" }
}

// The file facts a URL's resource values give, read from the sandbox when asked; a temporary
// value set by the app is answered instead until it is removed. (Foundation keeps those in the
// URL's storage; Kiln keeps them by the URL's text, so equal URLs share them.)
struct URLResourceKey: RawRepresentable, Hashable {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    init(_ rawValue: String) { self.rawValue = rawValue }
    static let fileSizeKey = URLResourceKey(rawValue: "NSURLFileSizeKey")
    static let totalFileSizeKey = URLResourceKey(rawValue: "NSURLTotalFileSizeKey")
    static let isDirectoryKey = URLResourceKey(rawValue: "NSURLIsDirectoryKey")
    static let isRegularFileKey = URLResourceKey(rawValue: "NSURLIsRegularFileKey")
    static let isSymbolicLinkKey = URLResourceKey(rawValue: "NSURLIsSymbolicLinkKey")
    static let contentModificationDateKey = URLResourceKey(rawValue: "NSURLContentModificationDateKey")
    static let nameKey = URLResourceKey(rawValue: "NSURLNameKey")
    static let pathKey = URLResourceKey(rawValue: "_NSURLPathKey")
    static let fileResourceTypeKey = URLResourceKey(rawValue: "NSURLFileResourceTypeKey")
    static let isReadableKey = URLResourceKey(rawValue: "NSURLIsReadableKey")
    static let isWritableKey = URLResourceKey(rawValue: "NSURLIsWritableKey")
}

struct URLResourceValues {
    var __values: [String: Any] = [:]
    init() {}
    var allValues: [URLResourceKey: Any] {
        var all: [URLResourceKey: Any] = [:]
        for (key, value) in __values { all[URLResourceKey(rawValue: key)] = value }
        return all
    }
    var fileSize: Int? { return __values["NSURLFileSizeKey"] as? Int }
    var totalFileSize: Int? { return __values["NSURLTotalFileSizeKey"] as? Int }
    var isDirectory: Bool? { return __values["NSURLIsDirectoryKey"] as? Bool }
    var isRegularFile: Bool? { return __values["NSURLIsRegularFileKey"] as? Bool }
    var isSymbolicLink: Bool? { return __values["NSURLIsSymbolicLinkKey"] as? Bool }
    var contentModificationDate: Date? { return __values["NSURLContentModificationDateKey"] as? Date }
    var name: String? { return __values["NSURLNameKey"] as? String }
    var path: String? { return __values["_NSURLPathKey"] as? String }
    var isReadable: Bool? { return __values["NSURLIsReadableKey"] as? Bool }
    var isWritable: Bool? { return __values["NSURLIsWritableKey"] as? Bool }
}

var __kilnTemporaryResourceValues: [String: [String: Any]] = [:]

extension URL {
    func resourceValues(forKeys keys: Set<URLResourceKey>) throws -> URLResourceValues {
        var values = URLResourceValues()
        let temporary = __kilnTemporaryResourceValues[absoluteString] ?? [:]
        var attributes: [FileAttributeKey: Any]? = nil
        for key in keys {
            if let value = temporary[key.rawValue] {
                values.__values[key.rawValue] = value
                continue
            }
            if key == .nameKey { values.__values[key.rawValue] = lastPathComponent; continue }
            if key == .pathKey { values.__values[key.rawValue] = path; continue }
            if attributes == nil { attributes = try FileManager.default.attributesOfItem(atPath: path) }
            let type = attributes![.type] as? String ?? ""
            switch key.rawValue {
            case "NSURLFileSizeKey", "NSURLTotalFileSizeKey":
                if type != "NSFileTypeDirectory" { values.__values[key.rawValue] = attributes![.size] }
            case "NSURLIsDirectoryKey": values.__values[key.rawValue] = type == "NSFileTypeDirectory"
            case "NSURLIsRegularFileKey": values.__values[key.rawValue] = type == "NSFileTypeRegular"
            case "NSURLIsSymbolicLinkKey": values.__values[key.rawValue] = type == "NSFileTypeSymbolicLink"
            case "NSURLContentModificationDateKey": values.__values[key.rawValue] = attributes![.modificationDate]
            case "NSURLIsReadableKey": values.__values[key.rawValue] = FileManager.default.isReadableFile(atPath: path)
            case "NSURLIsWritableKey": values.__values[key.rawValue] = FileManager.default.isWritableFile(atPath: path)
            default: break
            }
        }
        return values
    }
    mutating func setTemporaryResourceValue(_ value: Any, forKey key: URLResourceKey) {
        var values = __kilnTemporaryResourceValues[absoluteString] ?? [:]
        values[key.rawValue] = value
        __kilnTemporaryResourceValues[absoluteString] = values
    }
    mutating func removeCachedResourceValue(forKey key: URLResourceKey) {
        __kilnTemporaryResourceValues[absoluteString]?[key.rawValue] = nil
    }
    mutating func removeAllCachedResourceValues() {
        __kilnTemporaryResourceValues[absoluteString] = nil
    }
}
"""#
}
