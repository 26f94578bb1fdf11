// UserDefaults as scripts see it: the standard defaults and suites (`UserDefaults(suiteName:)`),
// each a domain kept in its own Library/Preferences plist by the simulator's DefaultsStore; the
// search list (arguments, the app's or the suite's domain, suites added with `addSuite(named:)`,
// the registration domain, which is one per process); persistent and volatile domains by name.
import KilnScript
import KilnSimulator
import PropertyList

/// The defaults domains of the app's current process; gone with the process (the files stay).
final class DefaultsDomains {
    private let simulator: Simulator
    /// The app's own domain, `UserDefaults.standard`'s: its values and the registration domain.
    let standard: DefaultsStore
    private var suites: [String: DefaultsStore] = [:]
    /// The suites each UserDefaults (by its suite name, "" for the standard) searches after its own domain.
    var addedSuites: [String: [String]] = [:]
    /// Volatile domains in the order they were set; the argument domain is always there.
    var volatile: [(name: String, values: PropertyListDictionary)] = [("NSArgumentDomain", PropertyListDictionary())]

    init(simulator: Simulator) {
        self.simulator = simulator
        standard = simulator.makeDefaults()
    }

    /// The persistent domain `name`: the app's own for its bundle identifier, else a suite's.
    func store(_ name: String) -> DefaultsStore {
        if name.isEmpty || name == simulator.sandbox.bundleIdentifier { return standard }
        if let store = suites[name] { return store }
        let store = simulator.makeDefaults(suiteName: name)
        suites[name] = store
        return store
    }

    /// The persistent domains a UserDefaults reads, in order.
    func searchList(_ suite: String) -> [DefaultsStore] {
        [store(suite)] + (addedSuites[suite] ?? []).map(store)
    }

    func object(_ suite: String, forKey key: String) -> PropertyList? {
        if let value = volatile.first(where: { $0.name == "NSArgumentDomain" })?.values[key] { return value }
        for store in searchList(suite) { if let value = store.storedObject(forKey: key) { return value } }
        return standard.registeredObject(forKey: key)
    }

    /// `dictionaryRepresentation()`: every domain of the search list merged, the first winning.
    func dictionary(_ suite: String) -> PropertyListDictionary {
        var merged = standard.registeredValues
        for store in searchList(suite).reversed() { for (key, value) in store.storedValues.entries { merged[key] = value } }
        if let arguments = volatile.first(where: { $0.name == "NSArgumentDomain" }) {
            for (key, value) in arguments.values.entries { merged[key] = value }
        }
        return merged
    }
}

extension Bindings {
    /// The defaults of the running process; made again (from the disk) after the process ends.
    var defaultsDomains: DefaultsDomains {
        if let domains = app.defaults { return domains }
        let domains = DefaultsDomains(simulator: simulator)
        app.defaults = domains
        return domains
    }

    func registerDefaultsPrimitives(in interpreter: Interpreter) {
        primitive(interpreter, "DefaultsGet", 2) { [unowned self] context, arguments in
            let suite = try stringArgument(arguments[0], context, "the suite")
            let key = try stringArgument(arguments[1], context, "the key")
            guard let plist = defaultsDomains.object(suite, forKey: key) else { return .none }
            return try scriptValue(plist, context)
        }
        primitive(interpreter, "DefaultsScalar", 3) { [unowned self] context, arguments in
            let suite = try stringArgument(arguments[0], context, "the suite")
            let kind = try stringArgument(arguments[1], context, "the kind")
            let value = defaultsDomains.object(suite, forKey: try stringArgument(arguments[2], context, "the key"))
            switch kind {
            case "Int": return .int(DefaultsStore.integer(value))
            case "Bool": return .bool(DefaultsStore.bool(value))
            case "String": return DefaultsStore.string(value).map { .string($0) } ?? .none
            default: return .double(DefaultsStore.double(value))
            }
        }
        primitive(interpreter, "DefaultsSet", 3) { [unowned self] context, arguments in
            let store = defaultsDomains.store(try stringArgument(arguments[0], context, "the suite"))
            let key = try stringArgument(arguments[1], context, "the key")
            if arguments[2].unwrapped.isNone {
                try storing(context) { try store.removeObject(forKey: key) }
                return .void
            }
            let plist = try propertyList(arguments[2], context, forKey: key)
            try storing(context) { try store.set(plist, forKey: key) }
            return .void
        }
        primitive(interpreter, "DefaultsRegister", 1) { [unowned self] context, arguments in
            guard case .dictionary(let dictionary) = try propertyList(arguments[0], context, forKey: "register(defaults:)") else {
                throw context.fault("register(defaults:) takes a [String: Any] dictionary")
            }
            try storing(context) { try defaultsDomains.standard.register(defaults: dictionary) }
            return .void
        }
        primitive(interpreter, "DefaultsSynchronize", 0) { [unowned self] context, _ in
            var written = false
            try storing(context) { written = try defaultsDomains.standard.synchronize() }
            return .bool(written)
        }
        primitive(interpreter, "DefaultsDictionary", 1) { [unowned self] context, arguments in
            try scriptValue(.dictionary(defaultsDomains.dictionary(try stringArgument(arguments[0], context, "the suite"))), context)
        }
        // __kilnDefaultsDomain(suite, action, name, value): the named domains and the search list.
        primitive(interpreter, "DefaultsDomain", 4) { [unowned self] context, arguments in
            let suite = try stringArgument(arguments[0], context, "the suite")
            let action = try stringArgument(arguments[1], context, "the action")
            let name = try stringArgument(arguments[2], context, "the domain's name")
            let domains = defaultsDomains
            func dictionary() throws -> PropertyListDictionary {
                guard case .dictionary(let values) = try propertyList(arguments[3], context, forKey: name) else {
                    throw context.fault("a defaults domain is a [String: Any] dictionary")
                }
                return values
            }
            switch action {
            case "persistent": return try scriptValue(.dictionary(domains.store(name).storedValues), context)
            case "setPersistent":
                let values = try dictionary()
                try storing(context) { try domains.store(name).replaceValues(with: values) }
            case "removePersistent": try storing(context) { try domains.store(name).removeDomain() }
            case "volatile":
                guard let domain = domains.volatile.first(where: { $0.name == name }) else { return .none }
                return try scriptValue(.dictionary(domain.values), context)
            case "setVolatile":
                let values = try dictionary()
                if let index = domains.volatile.firstIndex(where: { $0.name == name }) {
                    domains.volatile[index].values = values
                } else {
                    domains.volatile.append((name, values))
                }
            case "removeVolatile": domains.volatile.removeAll { $0.name == name }
            case "volatileNames": return .array(domains.volatile.map(\.name).sorted().map { .string($0) })
            case "addSuite":
                if name != suite, !(domains.addedSuites[suite] ?? []).contains(name) { domains.addedSuites[suite, default: []].append(name) }
            case "removeSuite": domains.addedSuites[suite]?.removeAll { $0 == name }
            case "isAppDomain": return .bool(name == "NSGlobalDomain" || domains.store(name) === domains.standard)
            default: throw context.fault("no defaults action '\(action)'")
            }
            return .void
        }
    }

    /// Runs a defaults write; a Cocoa error (a full disk, a power cut) stops the script or the app.
    private func storing(_ context: NativeContext, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as FileError {
            throw context.fault("UserDefaults could not be saved: \(error.cocoaMessage)")
        } catch let error as SimulatorError {
            if case .powerLost = error, callbackDepth > 0 { throw error }
            throw context.fault(error.scriptText)
        }
    }
}
