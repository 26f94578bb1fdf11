// The native side of one run: the primitives the prelude calls, their shared state (the last
// file error, open archivers, the app delegate), and reading script values as Swift ones.
import KilnScript
import KilnSimulator

/// The state and native primitives of one run. Made by `FoundationSession.run`.
final class Bindings {
    let simulator: Simulator
    let moduleName: String
    /// The script's classes (a REPL session adds each chunk's).
    var classes: [ScriptClassDeclaration]
    /// Notes for the run's diagnostics that have no line of the script (old spellings of the
    /// methods Cocoa calls, …).
    var notes: [String] = []
    /// The old names noted so far (each once per run).
    var notedRenames: Set<String> = []
    /// The types the script declares: their statics end with the app's process
    /// (see `AppBridge.simulatedAppProcessDidEnd`).
    var scriptTypeNames: Set<String> = []
    /// How many app callbacks are running: a power cut inside one ends the app, not the script.
    var callbackDepth = 0

    let archiving: ArchivingState
    let images = ImageTable()
    /// `Timer`s scheduled on the simulated clock, by the id the prelude's Timer keeps.
    var timers: [Int: TimerToken] = [:]
    var nextTimerID = 0
    lazy var app = AppBridge(bindings: self)
    /// The values scripts' `init(from:)` implementations are decoding (CodableCustom.swift).
    let codingTable = CodingTable()

    init(simulator: Simulator, moduleName: String, classes: [ScriptClassDeclaration]) {
        self.simulator = simulator
        self.moduleName = moduleName
        self.classes = classes
        archiving = ArchivingState()
    }

    func register(in interpreter: Interpreter) {
        // Swift's values bridge to Foundation's classes in casts (`$0 as? NSNumber` on an Int in
        // `[Any]`), both ways: the value stays what it was (`n as? Int` then still works).
        interpreter.options.bridgedClasses = ["NSNumber": .numbers, "NSString": .strings, "NSArray": .arrays,
                                              "NSMutableArray": .arrays, "NSDictionary": .dictionaries,
                                              "NSMutableDictionary": .dictionaries,
                                              // An NSData holds a Data (the one an unarchiver gives back prints as NSData).
                                              "NSData": .structs("Data"), "NSMutableData": .structs("Data"),
                                              // attributesOfItem's `.type`, a name as on Apple's platforms.
                                              "FileAttributeType": .strings]
        interpreter.options.libraryModules = Prelude.libraryModules
        interpreter.options.libraryTypeNames = Prelude.typeNames
        interpreter.options.bridgeBoxes = ["NSString", "NSMutableString", "NSData", "NSArray", "NSDictionary", "NSMutableArray", "NSMutableDictionary", "__NSCFNumber"]
        registerTypes(in: interpreter)
        registerFilePrimitives(in: interpreter)
        registerFileHandlePrimitives(in: interpreter)
        registerFormatPrimitives(in: interpreter)
        registerStringPrimitives(in: interpreter)
        registerStringSearchPrimitives(in: interpreter)
        registerStringRangePrimitives(in: interpreter)
        registerClockPrimitives(in: interpreter)
        registerDatePrimitives(in: interpreter)
        registerPropertyListPrimitives(in: interpreter)
        registerJSONSerializationPrimitives(in: interpreter)  // JSONSerializationBindings.swift
        registerDefaultsPrimitives(in: interpreter)
        registerSystemPrimitives(in: interpreter)
        registerCodablePrimitives(in: interpreter)
        registerCustomCodingPrimitives(in: interpreter)
        registerImagePrimitives(in: interpreter)
        registerArchivingPrimitives(in: interpreter)
        registerArchiveCoderPrimitives(in: interpreter)
        registerDecodedObjectPrimitives(in: interpreter)
        registerCoderMethodBodies(in: interpreter)  // ArchiveCoderMethods.swift
        registerNumberPrimitives(in: interpreter)
        registerAppPrimitives(in: interpreter)
        registerRenames(in: interpreter)
    }

    /// The run's objects are gone when it ends: drop what they hold in the simulator (timers,
    /// observers, the delegate, image memory), which outlives the run.
    func endRun() {
        archiving.reset()
        app.detach()
        for token in timers.values { simulator.invalidateTimer(token) }
        timers = [:]
        for image in images.images.values {
            if let allocation = image.allocation { simulator.memory.release(allocation) }
        }
        images.images = [:]
    }

    /// Native classes, so that the renamed-API table (Renames.swift) reaches their Swift 2
    /// names; the prelude's extensions give them the rest (`FileManager.default`, …).
    private func registerTypes(in interpreter: Interpreter) {
        for name in ["FileManager", "NotificationCenter"] {
            interpreter.register(NativeType(name: name))
        }
    }

    // MARK: Registering primitives

    /// Registers `__kiln<name>` taking `arity` unlabeled arguments.
    func primitive(_ interpreter: Interpreter, _ name: String, _ arity: Int,
                   _ body: @escaping (NativeContext, [Value]) throws -> Value) {
        interpreter.register(NativeFunction(name: "__kiln" + name, labels: Array(repeating: nil, count: arity), body))
    }

    /// Foundation's error, for the script to catch: an `NSError` (which `catch let e as CocoaError`
    /// bridges in NSCocoaErrorDomain), with the message and path in its userInfo as Foundation puts them.
    /// `asCocoaError`: a file system failure, which corelibs throws as a `CocoaError` value
    /// (`type(of: error)` prints `CocoaError`; casts bridge it to the NSError inside).
    func cocoaError(_ context: NativeContext, domain: String, code: Int, path: String = "", message: String,
                    asCocoaError: Bool = false) -> Error {
        do {
            var error = try context.construct("NSError", labels: ["__domain", "code", "message", "path"],
                                              arguments: [.string(domain), .int(code), .string(message), .string(path)])
            if asCocoaError { error = try context.construct("CocoaError", labels: ["_nsError"], arguments: [error]) }
            return context.error(error)
        } catch {
            return error
        }
    }

    func cocoaError(_ context: NativeContext, _ error: FileError) -> Error {
        cocoaError(context, domain: FileError.cocoaDomain, code: error.cocoaCode, path: error.path, message: error.cocoaMessage,
                   asCocoaError: true)
    }

    /// Runs a simulator operation: a Cocoa error is thrown for the script to catch; a power cut
    /// stops the app (inside a callback) or the script (outside one); anything else stops the script.
    func perform(_ context: NativeContext, _ operation: () throws -> Value) throws -> Value {
        do {
            return try operation()
        } catch let error as FileError {
            throw cocoaError(context, error)
        } catch let error as SimulatorError {
            if case .powerLost = error, callbackDepth > 0 { throw error }
            throw context.fault(error.scriptText)
        }
    }
}

// MARK: Reading script values

extension Value {
    /// The wrapped value of an Optional, or the value itself.
    var unwrapped: Value {
        var value = self
        while case .some(let inner) = value { value = inner }
        return value
    }
}

func stringArgument(_ value: Value, _ context: NativeContext, _ what: String) throws -> String {
    if case .string(let string) = value.unwrapped { return string }
    if case .none = value { throw context.fault("\(what) is nil") }
    throw context.fault("\(what) must be a String, not \(try context.describe(value))")
}

func intArgument(_ value: Value, _ context: NativeContext, _ what: String) throws -> Int {
    switch value.unwrapped.numericallyPlain {
    case .int(let int): return int
    case .double(let double) where double.rounded() == double && abs(double) < 9e18: return Int(double)
    default: throw context.fault("\(what) must be an Int, not \(try context.describe(value))")
    }
}

func doubleArgument(_ value: Value, _ context: NativeContext, _ what: String) throws -> Double {
    switch value.unwrapped.numericallyPlain {
    case .int(let int): return Double(int)
    case .double(let double): return double
    default: throw context.fault("\(what) must be a number, not \(try context.describe(value))")
    }
}

func boolArgument(_ value: Value, _ context: NativeContext, _ what: String) throws -> Bool {
    if case .bool(let bool) = value.unwrapped { return bool }
    throw context.fault("\(what) must be a Bool, not \(try context.describe(value))")
}

/// The bytes of a `Data`'s storage: contiguous bytes as they are, or an array of Ints from 0 to
/// 255 (a `Data([1, 2, 3])` written in the script).
func bytesArgument(_ value: Value, _ context: NativeContext) throws -> [UInt8] {
    if case .bytes(let bytes) = value.unwrapped { return bytes }
    if let bytes = value.unwrapped.utf8ViewBytes { return bytes }
    // `Data(slice)`: another Data's bytes (a slice's, from index 0 in the copy).
    if case .structValue(let type, _) = value.unwrapped, type.name == "Data" {
        return try bytesArgument(try context.property("__bytes", of: value.unwrapped), context)
    }
    var plain = value.unwrapped
    if case .slice(_, let elements) = plain { plain = .array(elements) }  // `Data(bytes[2...])`
    guard case .array(let elements) = plain else {
        throw context.fault("expected the bytes of a Data value, not \(try context.describe(value))")
    }
    try context.checkAllocation(bytes: elements.count)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
        if index & 0xFFFF == 0 { try context.checkLimits() }
        guard case .int(let byte) = element.numericallyPlain, byte >= 0, byte <= 255 else {
            throw context.fault("a byte of Data must be an Int from 0 to 255, not \(try context.describe(element))")
        }
        bytes.append(UInt8(byte))
    }
    return bytes
}

/// A `Data`'s storage for `bytes`: contiguous, not a value per byte (an image's JPEG, an
/// archive, a file pass through scripts as they are); its memory is checked before it is kept.
func bytesValue(_ bytes: [UInt8], _ context: NativeContext) throws -> Value {
    try context.checkLimits()
    return .bytes(bytes)
}

/// A `Data` of the prelude holding `bytes`.
func makeData(_ bytes: [UInt8], _ context: NativeContext) throws -> Value {
    try context.construct("Data", labels: ["__bytes"], arguments: [try bytesValue(bytes, context)])
}

/// A `Date` of the prelude, `seconds` after 2001-01-01 UTC.
func makeDate(_ seconds: Double, _ context: NativeContext) throws -> Value {
    try context.construct("Date", labels: ["timeIntervalSinceReferenceDate"], arguments: [.double(seconds)])
}

/// The name of a script value's type, as `type(of:)` prints it.
func typeName(of value: Value) -> String? {
    switch value.unwrapped {
    case .object(let instance): return instance.type.name
    case .structValue(let type, _), .enumCase(let type, _, _): return type.name
    default: return nil
    }
}
