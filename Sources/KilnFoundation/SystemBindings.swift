// ProcessInfo's values, UUIDs' bytes, NSCache's key matching and running a task's closure. ProcessInfo answers for the
// simulated app's process where the simulator defines it: the app's name, its executable in the
// bundle, a process id drawn from the run's seed (a new one after a relaunch), an environment of
// the app's own (the sandbox's HOME and TMPDIR, iOS's PATH; never the host's variables), the
// device's uptime by the simulated clock; and for the host's machine otherwise (host and user
// names, processors, memory, the operating system), as the iOS Simulator answers with the Mac's.
import Glibc
import KilnScript
import KilnSimulator

extension Bindings {
    func registerSystemPrimitives(in interpreter: Interpreter) {
        primitive(interpreter, "ProcessValue", 1) { [unowned self] context, arguments in
            try processValue(try stringArgument(arguments[0], context, "the value's name"), context)
        }
        primitive(interpreter, "ProcessSet", 2) { [unowned self] context, arguments in
            app.processValues[try stringArgument(arguments[0], context, "the value's name")] = arguments[1]
            return .void
        }
        // A UUID's 16 bytes from its text (none when the text is not a UUID), and back.
        primitive(interpreter, "UUIDBytes", 1) { context, arguments in
            .array(uuidBytes(try stringArgument(arguments[0], context, "the UUID")).map { .int(Int($0)) })
        }
        primitive(interpreter, "UUIDText", 1) { context, arguments in
            guard case .array(let elements) = arguments[0].unwrapped, elements.count == 16 else { throw context.fault("a UUID has 16 bytes") }
            return .string(DeterministicRandom.format(uuid: try elements.map { UInt8(truncatingIfNeeded: try intArgument($0, context, "a byte")) }))
        }
        // NSCache's keys: equal strings and numbers, NSObjects by `isEqual(_:)`, others by identity.
        primitive(interpreter, "CacheKeysEqual", 2) { context, arguments in
            .bool(try cacheKeysEqual(arguments[0], arguments[1], context))
        }
        // An async closure run now, to its end (PreludeConcurrency: Kiln's tasks run on one thread).
        primitive(interpreter, "RunToEnd", 1) { context, arguments in
            try context.call(arguments[0], arguments: [])
        }
        // The delegate's `cache(_:willEvictObject:)`, which the NSCacheDelegate extension provides if the delegate does not.
        primitive(interpreter, "CacheWillEvict", 3) { context, arguments in
            _ = try context.callMethod("cache", labels: [nil, "willEvictObject"], on: arguments[0], arguments: [arguments[1], arguments[2]])
            return .void
        }
    }

    private func processValue(_ name: String, _ context: NativeContext) throws -> Value {
        if let value = app.processValues[name] { return value }
        let sandbox = simulator.sandbox
        switch name {
        case "processName": return .string(sandbox.appName)
        case "processIdentifier":
            let pid = Value.int(200 + Int(simulator.random.next() % 60_000))
            app.processValues[name] = pid
            return pid
        case "arguments": return .array([.string(sandbox.bundlePath + "/" + sandbox.appName)])
        case "environment":
            // The app's own variables, as iOS gives an app; never the host's (a grading server's
            // environment may hold secrets).
            var environment = OrderedDictionary()
            for (key, value) in [("HOME", sandbox.home), ("CFFIXED_USER_HOME", sandbox.home), ("TMPDIR", sandbox.temporaryDirectory),
                                 ("PATH", "/usr/bin:/bin:/usr/sbin:/sbin"), ("SHELL", "/bin/sh")] {
                environment[.string(key)] = .string(value)
            }
            return .dictionary(environment)
        case "globallyUniqueString":
            // Foundation's layout: a UUID, the process id, a 64-bit count in hexadecimal.
            let pid = try intArgument(processValue("processIdentifier", context), context, "the process id")
            let count = String(simulator.random.next() >> 20, radix: 16, uppercase: true)
            return .string(simulator.makeUUIDString() + "-\(pid)-" + String(repeating: "0", count: max(0, 16 - count.count)) + count)
        case "hostName":
            var buffer = [CChar](repeating: 0, count: 256)
            gethostname(&buffer, buffer.count)
            return .string(String(cString: buffer))
        case "userName", "fullUserName":
            guard let entry = getpwuid(geteuid()) else { return .string("") }
            if name == "userName" { return .string(String(cString: entry.pointee.pw_name)) }
            let gecos = String(cString: entry.pointee.pw_gecos).split(separator: ",", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            return .string(gecos.isEmpty ? String(cString: entry.pointee.pw_name) : gecos)
        case "processorCount": return .int(sysconf(Int32(_SC_NPROCESSORS_CONF)))
        case "activeProcessorCount": return .int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        case "physicalMemory": return .int(sysconf(Int32(_SC_PHYS_PAGES)) * sysconf(Int32(_SC_PAGESIZE)))
        case "systemUptime":
            // The device was started an hour before the simulated clock's first instant.
            return .double(simulator.clock.now - SimulatedClock.start + 3600)
        case "operatingSystemVersion":
            return .array(kernelVersion().map { .int($0) })
        case "operatingSystemVersionString":
            return .string(osReleaseName() ?? kernelVersion().map(String.init).joined(separator: "."))
        default:
            throw context.fault("ProcessInfo has no value '\(name)'")
        }
    }
}

/// The kernel's version, as corelibs' ProcessInfo reads it on Linux: `6.18.44` → [6, 18, 44].
private func kernelVersion() -> [Int] {
    var names = utsname()
    uname(&names)
    let release = withUnsafeBytes(of: &names.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    var parts = release.split(whereSeparator: { !$0.isNumber }).prefix(3).map { Int($0) ?? 0 }
    while parts.count < 3 { parts.append(0) }
    return parts
}

/// PRETTY_NAME of /etc/os-release (`Debian GNU/Linux 12 (bookworm)`), as corelibs reports the system.
private func osReleaseName() -> String? {
    guard let file = fopen("/etc/os-release", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 512)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(cString: line).trimmingCharacters(in: "\n")
        if text.hasPrefix("PRETTY_NAME=") {
            var value = String(text.dropFirst("PRETTY_NAME=".count))
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            return value
        }
    }
    return nil
}

private extension String {
    func trimmingCharacters(in character: Character) -> String {
        var text = self
        while text.last == character { text.removeLast() }
        return text
    }
}

/// `E621E1F8-C36C-495A-93FC-0C247A3E6E5F` → its 16 bytes; [] when the text is not a UUID.
func uuidBytes(_ text: String) -> [UInt8] {
    let characters = Array(text.utf8)
    guard characters.count == 36 else { return [] }
    var bytes: [UInt8] = []
    var high: UInt8?
    for (index, character) in characters.enumerated() {
        if [8, 13, 18, 23].contains(index) {
            guard character == UInt8(ascii: "-") else { return [] }
            continue
        }
        let digit: UInt8
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = character - UInt8(ascii: "A") + 10
        default: return []
        }
        if let first = high {
            bytes.append(first << 4 | digit)
            high = nil
        } else {
            high = digit
        }
    }
    return bytes
}

/// Whether two NSCache keys are the same key.
private func cacheKeysEqual(_ first: Value, _ second: Value, _ context: NativeContext) throws -> Bool {
    switch (first.unwrapped, second.unwrapped) {
    case (.object(let a), .object(let b)):
        if a === b { return true }
        guard context.responds(first, to: "isEqual") else { return false }
        if case .bool(true) = try context.callMethod("isEqual", labels: [nil], on: first, arguments: [.some(second)]).unwrapped { return true }
        return false
    case (.object, _), (_, .object): return false
    case (.int(let a), .int(let b)): return a == b
    case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
    case (.double(let a), .double(let b)): return a == b
    default:
        return try context.describe(first) == context.describe(second) && typeName(of: first) == typeName(of: second)
    }
}
