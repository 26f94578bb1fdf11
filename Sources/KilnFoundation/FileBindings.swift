// Paths and files: the primitives behind NSHomeDirectory(), FileManager, URL, Data and String's
// file methods, each going through the simulator's confined file system.
import KilnScript
import KilnSimulator

extension Bindings {
    func registerFilePrimitives(in interpreter: Interpreter) {
        let files = simulator.files
        let sandbox = simulator.sandbox

        // Native, not in the prelude, so that property defaults (`let path = NSHomeDirectory() + …`)
        // can call them: the interpreter compiles those before the script's own functions.
        interpreter.register(NativeFunction(name: "NSHomeDirectory", labels: []) { _, _ in .string(sandbox.home) })
        interpreter.register(NativeFunction(name: "NSTemporaryDirectory", labels: []) { _, _ in .string(sandbox.temporaryDirectory) })
        interpreter.register(NativeFunction(name: "NSSearchPathForDirectoriesInDomains", labels: [nil, nil, nil]) { [unowned self] context, arguments in
            // The enums are the prelude's; their cases are read by name.
            let directoryName = try context.describe(arguments[0].unwrapped)
            let domainName = try context.describe(arguments[1].unwrapped)
            guard let directory = searchPathDirectory(named: directoryName, context) else {
                throw context.fault("NSSearchPathForDirectoriesInDomains: '\(directoryName)' is not a search-path directory")
            }
            guard let domain = searchPathDomain(named: domainName, context) else {
                throw context.fault("NSSearchPathForDirectoriesInDomains: '\(domainName)' is not a domain mask")
            }
            return .array(sandbox.searchPaths(for: directory, in: domain).map { .string($0) })
        })

        primitive(interpreter, "BundlePath", 0) { _, _ in .string(sandbox.bundlePath) }
        primitive(interpreter, "BundleIdentifier", 0) { _, _ in .string(sandbox.bundleIdentifier) }
        primitive(interpreter, "PathForResource", 2) { context, arguments in
            let name = arguments[0].unwrapped.isNone ? nil : try stringArgument(arguments[0], context, "the resource name")
            let type = arguments[1].unwrapped.isNone ? nil : try stringArgument(arguments[1], context, "the resource type")
            return sandbox.pathForResource(name, ofType: type).map { .string($0) } ?? .none
        }

        // NSString's path methods: pure string operations, as on Apple's platforms.
        primitive(interpreter, "AppendPathComponent", 2) { context, arguments in
            .string(appendingPathComponent(try stringArgument(arguments[0], context, "the path"),
                                           try stringArgument(arguments[1], context, "the path component")))
        }
        primitive(interpreter, "LastPathComponent", 1) { context, arguments in
            .string(lastPathComponent(try stringArgument(arguments[0], context, "the path")))
        }
        primitive(interpreter, "DeletingLastPathComponent", 1) { context, arguments in
            .string(deletingLastPathComponent(try stringArgument(arguments[0], context, "the path")))
        }
        primitive(interpreter, "PathExtension", 1) { context, arguments in
            .string(pathExtension(try stringArgument(arguments[0], context, "the path")))
        }
        primitive(interpreter, "DeletingPathExtension", 1) { context, arguments in
            let path = try stringArgument(arguments[0], context, "the path")
            let ext = pathExtension(path)
            return .string(ext.isEmpty ? path : String(standardizedSlashes(path).dropLast(ext.count + 1)))
        }
        primitive(interpreter, "PathComponents", 1) { context, arguments in
            let path = try stringArgument(arguments[0], context, "the path")
            var components = path.split(separator: "/").map { Value.string(String($0)) }
            if path.hasPrefix("/") { components.insert(.string("/"), at: 0) }
            return .array(components)
        }

        // Files.
        primitive(interpreter, "Read", 1) { [unowned self] context, arguments in
            let path = try stringArgument(arguments[0], context, "the path")
            return try perform(context) { try bytesValue(try files.contents(atPath: path), context) }
        }
        primitive(interpreter, "ReadText", 1) { [unowned self] context, arguments in
            let path = try stringArgument(arguments[0], context, "the path")
            var bytes: [UInt8] = []
            _ = try perform(context) {
                bytes = try files.contents(atPath: path)
                return .void
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw cocoaError(context, domain: "NSCocoaErrorDomain", code: 261, path: path,
                                 message: "The file “\(lastPathComponent(path))” couldn’t be opened using text encoding Unicode (UTF-8).",
                                 asCocoaError: true)
            }
            return .string(text)
        }
        // `Data([1, 2, 3])`, `Data(count:)`: bytes a script gives, kept contiguous.
        primitive(interpreter, "Bytes", 1) { context, arguments in .bytes(try bytesArgument(arguments[0], context)) }
        primitive(interpreter, "ZeroBytes", 1) { context, arguments in
            guard case .int(let count) = arguments[0], count >= 0 else { throw context.fault("Data(count:) needs a count of at least 0") }
            try context.checkAllocation(bytes: count)
            return .bytes([UInt8](repeating: 0, count: count))
        }
        primitive(interpreter, "UTF8", 1) { context, arguments in
            try bytesValue(Array(try stringArgument(arguments[0], context, "the string").utf8), context)
        }
        primitive(interpreter, "Write", 3) { [unowned self] context, arguments in
            let path = try stringArgument(arguments[0], context, "the path")
            let bytes = try bytesArgument(arguments[1], context)
            let atomically = try boolArgument(arguments[2], context, "atomically")
            return try perform(context) {
                try files.write(bytes, toPath: path, atomically: atomically)
                return .void
            }
        }
        // `write(to:options: .withoutOverwriting)`: NSFileWriteFileExistsError when the file is there.
        primitive(interpreter, "WriteNew", 3) { [unowned self] context, arguments in
            let path = try stringArgument(arguments[0], context, "the path")
            let bytes = try bytesArgument(arguments[1], context)
            let atomically = try boolArgument(arguments[2], context, "atomically")
            return try perform(context) {
                if files.fileExists(atPath: path).exists { throw FileError(.fileExists, path: path, writing: true) }
                try files.write(bytes, toPath: path, atomically: atomically)
                return .void
            }
        }
        primitive(interpreter, "FileExists", 1) { context, arguments in
            let answer = files.fileExists(atPath: try stringArgument(arguments[0], context, "the path"))
            return .array([.bool(answer.exists), .bool(answer.isDirectory)])
        }
        primitive(interpreter, "CreateDirectory", 2) { [unowned self] context, arguments in
            let path = try stringArgument(arguments[0], context, "the path")
            let intermediate = try boolArgument(arguments[1], context, "withIntermediateDirectories")
            return try perform(context) {
                try files.createDirectory(atPath: path, withIntermediateDirectories: intermediate)
                return .void
            }
        }
        primitive(interpreter, "Remove", 1) { [unowned self] context, arguments in
            let path = try stringArgument(arguments[0], context, "the path")
            return try perform(context) {
                try files.removeItem(atPath: path)
                return .void
            }
        }
        primitive(interpreter, "Move", 2) { [unowned self] context, arguments in
            let source = try stringArgument(arguments[0], context, "the source path")
            let destination = try stringArgument(arguments[1], context, "the destination path")
            return try perform(context) {
                try files.moveItem(atPath: source, toPath: destination)
                return .void
            }
        }
        primitive(interpreter, "Copy", 2) { [unowned self] context, arguments in
            let source = try stringArgument(arguments[0], context, "the source path")
            let destination = try stringArgument(arguments[1], context, "the destination path")
            return try perform(context) {
                try files.copyItem(atPath: source, toPath: destination)
                return .void
            }
        }
        primitive(interpreter, "ContentsOfDirectory", 1) { [unowned self] context, arguments in
            let path = try stringArgument(arguments[0], context, "the path")
            return try perform(context) { .array(try files.contentsOfDirectory(atPath: path).map { .string($0) }) }
        }
        primitive(interpreter, "Attributes", 1) { [unowned self] context, arguments in
            let path = try stringArgument(arguments[0], context, "the path")
            return try perform(context) {
                let attributes = try files.attributesOfItem(atPath: path)
                return .array([.int(attributes.size), .string(attributes.type.rawValue), .int(attributes.posixPermissions),
                               .double(attributes.modificationDate)])
            }
        }
    }
}

// MARK: Search paths by case name

extension Bindings {
    /// `documentDirectory`, or Swift 2's `DocumentDirectory` (noted).
    func searchPathDirectory(named name: String, _ context: NativeContext) -> SearchPathDirectory? {
        if let directory = SearchPathDirectory.allCases.first(where: { "\($0)" == name }) { return directory }
        guard let first = name.first, first.isUppercase else { return nil }
        let today = first.lowercased() + name.dropFirst()
        guard let directory = SearchPathDirectory.allCases.first(where: { "\($0)" == today }) else { return nil }
        noteRenamed("." + name, "." + today, context)
        return directory
    }

    func searchPathDomain(named name: String, _ context: NativeContext) -> SearchPathDomainMask? {
        let masks: [String: SearchPathDomainMask] = [
            "userDomainMask": .userDomainMask, "localDomainMask": .localDomainMask, "networkDomainMask": .networkDomainMask,
            "systemDomainMask": .systemDomainMask, "allDomainsMask": .allDomainsMask,
        ]
        if let mask = masks[name] { return mask }
        guard let first = name.first, first.isUppercase, let mask = masks[first.lowercased() + name.dropFirst()] else { return nil }
        noteRenamed("." + name, "." + first.lowercased() + name.dropFirst(), context)
        return mask
    }
}

// MARK: NSString's path rules

/// Collapses repeated slashes and drops a trailing one (but keeps a lone "/").
func standardizedSlashes(_ path: String) -> String {
    var result = ""
    var previousWasSlash = false
    for character in path {
        if character == "/" {
            if previousWasSlash { continue }
            previousWasSlash = true
        } else {
            previousWasSlash = false
        }
        result.append(character)
    }
    if result.count > 1, result.hasSuffix("/") { result.removeLast() }
    return result
}

/// `appendingPathComponent(_:)`: one slash between the parts, none at the end.
func appendingPathComponent(_ path: String, _ component: String) -> String {
    if path.isEmpty { return standardizedSlashes(component) }
    if component.isEmpty { return standardizedSlashes(path) }
    return standardizedSlashes(path + "/" + component)
}

/// `lastPathComponent`: "/a/b/" gives "b", "/" gives "/".
func lastPathComponent(_ path: String) -> String {
    let clean = standardizedSlashes(path)
    if clean == "/" { return "/" }
    return clean.split(separator: "/").last.map(String.init) ?? ""
}

/// `deletingLastPathComponent`: "/a/b" gives "/a", "/a" gives "/", "a" gives "".
func deletingLastPathComponent(_ path: String) -> String {
    let clean = standardizedSlashes(path)
    guard let slash = clean.lastIndex(of: "/") else { return "" }
    if slash == clean.startIndex { return clean == "/" ? "/" : "/" }
    return String(clean[..<slash])
}

/// `pathExtension`: the text after the last dot of the last component, if that dot is not its first character.
func pathExtension(_ path: String) -> String {
    let last = lastPathComponent(path)
    guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
    return String(last[last.index(after: dot)...])
}
