// The state of one run: output, the call stack, the step budget, and calling functions.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fault in the student's program (nil unwrapped, index out of range, overflow, …): it stops the
/// script with a located error, like the compiled program's trap, but Kiln itself goes on.
struct RuntimeFault: Error {
    let message: String
    let location: Location?
    var stack: [StackEntry]
}

/// A Swift error thrown by the script (`throw MyError.bad`) travelling up to a `catch`.
/// (`@unchecked`: a run happens on one thread; the error never leaves it.)
struct ScriptError: Error, @unchecked Sendable {
    let value: Value
    let location: Location
}

/// Raised by `a?.b` when `a` is nil; caught where the optional chain ends.
struct OptionalChainNil: Error {}

/// One line of a script's call stack.
struct StackEntry {
    let function: String
    let callSite: Location
}

/// A call in progress, as the runtime records it on every call: the callee without a retain (it
/// outlives its own call: the call site or a function value holds it) and without copying its
/// name, which `callStack` reads only when a fault needs the stack.
struct ActiveCall {
    unowned(unsafe) let code: FunctionCode
    let callSite: Location
}

/// One run's state, shared by every compiled closure of that run.
final class Runtime {
    let options: Interpreter.Options
    let moduleName: String
    @exclusivity(unchecked) var output: String = ""
    /// The script's calls, innermost last: `counters.pointee.depth` entries of `stack`.
    var callStack: [StackEntry] {
        UnsafeBufferPointer(start: stack, count: counters.pointee.depth).map { StackEntry(function: $0.code.name, callSite: $0.callSite) }
    }
    /// Hot counters behind a pointer: the steps taken and the call depth change on every call and
    /// iteration, and a pointer spares them the exclusivity checks of class properties.
    private struct Counters {
        var steps = 0
        var depth = 0
        /// The next step at which `tick` checks the budget without being asked: the next multiple
        /// of 0x4000 (the clock, should there be no watchdog), or the step limit if it comes first.
        var checkAt = 0
    }
    private let counters: UnsafeMutablePointer<Counters>
    private let stack: UnsafeMutablePointer<ActiveCall>
    /// The limits' watchdog (`RunLimits.swift`) and the words it shares with the run.
    let watchdog = Watchdog()
    let watch: UnsafeMutablePointer<WatchState>
    /// Bytes printed since the run (or the session's chunk) began, for the output limit.
    @exclusivity(unchecked) private var printedBytes = 0
    /// The message of the run's memory fault, once made: the embedder's handler runs once.
    @exclusivity(unchecked) var memoryFaultMessage: String?
    /// Notes collected while running (renamed APIs used, …), rendered after the output.
    @exclusivity(unchecked) var notes: [Diagnostic] = []
    /// Every `#expect` / `#require` evaluated, in order (CompilerExpectations.swift).
    @exclusivity(unchecked) var expectations: [ExpectationResult] = []
    /// Where the statement being run starts, for faults raised deep inside the library.
    @exclusivity(unchecked) var currentLocation = Location(line: 0, column: 0)
    /// The frame of top-level variables; methods and top-level functions run with it as parent.
    let globals: Frame
    /// The types of built-in values (Int, String, Array, …), filled by `Library`.
    @exclusivity(unchecked) var builtinTypes = BuiltinTypes()
    /// `Repository<Contact>(…)`: the generic arguments the next instance of that class keeps.
    @exclusivity(unchecked) var pendingTypeArguments: (TypeInfo, [Value])?
    /// The types a call's context gives the generic parameters only its callee's result names
    /// (ResultTypeGenerics.swift), for that callee's entry.
    @exclusivity(unchecked) var pendingResultGenerics: (FunctionCode, [String: Value])?
    /// The same for a method call, by each method the receiver may choose (ResultTypeGenerics.swift).
    @exclusivity(unchecked) var pendingMethodResultGenerics: [ObjectIdentifier: [String: Value]] = [:]
    /// `Stack<Int>.empty()`: the generic arguments the static member about to run binds (TypeArguments.swift).
    @exclusivity(unchecked) var pendingStaticTypeArguments: (TypeInfo, [Value])?
    /// `super.encode(to:)` and the like where the superclass's member is synthesized (Interpreter.SynthesizedMember).
    @exclusivity(unchecked) var synthesizedMember: ((TypeInfo, String, [String?], Value, [Value]) throws -> Value?)?
    /// Every type the script can name (its own, the library's, native ones), for native code that
    /// creates instances by name.
    @exclusivity(unchecked) var scriptTypes: [String: TypeInfo] = [:]
    /// The compiled syntax trees, read for their labelled tuple types when a label is first
    /// missing from a tuple (TupleLabels.swift), and those types' labels then.
    var labeledTupleSources: [() -> [[String?]]] = []
    var labeledTupleShapes: [[String?]] = []
    /// `UnicodeScalar(x)` calls whose argument Swift types as Int (or a fixed-width integer other
    /// than UInt8): the failable initializer (UnicodeScalarInits.swift).
    var failableScalarInits: Set<Location> = []
    /// `Array<Int>`-style metatypes `type(of:)` made, by spelling (StaticTypeNames.swift).
    var specializedTypes: [String: TypeInfo] = [:]
    /// The script's operator functions at file scope, by operator (`CustomOperators.swift`).
    var operatorFunctions: [String: [FunctionCode]] = [:]
    /// The globals a call is modifying in-out, with their names (CompilerExclusivity.swift).
    @exclusivity(unchecked) var inoutGlobals: [Int: String] = [:]
    /// Class instances' stored properties being modified in-out by a call (CompilerExclusivity.swift).
    @exclusivity(unchecked) var inoutObjectFields: [(object: ObjectIdentifier, name: String)] = []
    /// The function each call site is in, kept only when a default argument is `#function`.
    var callerFunctionNames: [Location: String] = [:]
    /// The static stored properties the script's types declare, with their type's name.
    @exclusivity(unchecked) var staticCells: [(typeName: String, cell: Cell)] = []
    /// A fault raised where it could not be thrown (inside a `deinit`); reported when the run ends.
    @exclusivity(unchecked) var pendingFault: RuntimeFault?
    /// Set when the run is over: objects released afterwards do not run their `deinit` (a Swift
    /// program's globals are never deinitialized either).
    @exclusivity(unchecked) var finished = false
    /// How many instances are having their stored properties' defaults computed, one inside the
    /// other: a default that makes an instance of its own type (`var next = Node()`) recurses
    /// without a call the call depth would count.
    @exclusivity(unchecked) var defaultsDepth = 0
    /// The properties whose `willSet` or `didSet` is running: set again from inside its own
    /// observer, a property is stored without observing (as in Swift: `didSet { if value < 0
    /// { value = 0 } }` does not run `didSet` again). An object's property by the object and
    /// the field; a struct's by its type and the field.
    @exclusivity(unchecked) var observing = ObservedProperties()
    @exclusivity(unchecked) private var randomState: UInt64 = 0x4B69_6C6E   // "Kiln"

    init(options: Interpreter.Options, moduleName: String, globalCount: Int = 256) {
        self.options = options
        self.moduleName = moduleName
        globals = Frame.make(size: globalCount, parent: nil)
        counters = .allocate(capacity: 1)
        counters.initialize(to: Counters(checkAt: min(0x4000, options.stepLimit)))
        stack = .allocate(capacity: options.recursionLimit + 1)
        watch = watchdog.state
        watch.pointee.deadline = Runtime.now() + options.timeLimit
    }

    /// Gives the next chunk of a session a whole step budget and time limit of its own.
    func restartBudget() {
        Interpreter.takeInterrupt()  // a Ctrl-C at the prompt is not meant for the next input
        counters.pointee.steps = 0
        counters.pointee.checkAt = nextCheck()
        printedBytes = 0
        watch.pointee.deadline = Runtime.now() + options.timeLimit
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    deinit {
        stack.deinitialize(count: counters.pointee.depth)
        stack.deallocate()
        counters.deallocate()
        framePool.removeAll()
        framePool.deallocate()
    }

    /// Counts one step (a loop iteration or a call); stops a runaway script when the watchdog
    /// has raised its flag (and, should there be no watchdog, every few thousand steps).
    @inline(__always)
    func tick(_ location: Location) throws {
        let steps = counters.pointee.steps &+ 1
        counters.pointee.steps = steps
        if watch.pointee.stop != 0 || steps >= counters.pointee.checkAt { try checkBudget(location) }
    }

    /// `Counters.checkAt` after the step taken last.
    private func nextCheck() -> Int {
        let steps = counters.pointee.steps
        return min((steps | 0x3FFF) &+ 1, options.stepLimit)
    }

    func checkBudget(_ location: Location) throws {
        let stop = StopReason(rawValue: watch.pointee.stop) ?? .none
        if Interpreter.takeInterrupt() || stop == .interrupt {
            throw fault("interrupted", at: location)
        }
        if counters.pointee.steps >= options.stepLimit {
            throw fault("the script ran for more than \(options.stepLimit) steps; is there an infinite loop?", at: location)
        }
        if stop == .memoryLimit {
            throw memoryFault(footprint: watch.pointee.footprint, at: location)
        }
        if stop == .timeLimit || Runtime.now() > watch.pointee.deadline {
            throw fault("the script ran for more than \(options.timeLimit) seconds; is there an infinite loop?", at: location)
        }
        counters.pointee.checkAt = nextCheck()
    }

    /// The run's random numbers: SplitMix64 from a fixed seed, so a script's "random" output is
    /// the same on every run (lessons check output; DESIGN: anything random is deterministic).
    func nextRandom() -> UInt64 {
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Fisher–Yates with the run's random numbers.
    func shuffle(_ elements: inout [Value]) throws {
        guard elements.count > 1 else { return }
        for i in stride(from: elements.count - 1, to: 0, by: -1) {
            if i & 0xFFFF == 0 { try checkLimits(at: nil) }
            elements.swapAt(i, random(in: 0, i + 1))
        }
    }

    /// A random Int in `lower..<upper` (upper > lower), without modulo bias.
    func random(in lower: Int, _ upper: Int) -> Int {
        let span = UInt64(bitPattern: Int64(upper &- lower))
        if span == 0 { return lower }
        let limit = UInt64.max - UInt64.max % span
        var value = nextRandom()
        while value >= limit { value = nextRandom() }
        return lower &+ Int(truncatingIfNeeded: value % span)
    }

    func fault(_ message: String, at location: Location?) -> RuntimeFault {
        RuntimeFault(message: message, location: location ?? currentLocation, stack: callStack)
    }

    /// Prints; past the output limit, prints what fits (whole characters) and stops the script.
    func write(_ text: String) throws {
        let bytes = text.utf8.count
        guard printedBytes + bytes > options.outputLimit else {
            printedBytes += bytes
            output += text
            options.outputSink?(text)
            return
        }
        var room = options.outputLimit - printedBytes
        var end = text.startIndex
        while end < text.endIndex {
            let next = text.index(after: end)
            let size = text.utf8.distance(from: end, to: next)
            if size > room { break }
            room -= size
            end = next
        }
        let fitting = text[..<end]
        printedBytes = options.outputLimit
        if !fitting.isEmpty {
            output += fitting
            options.outputSink?(String(fitting))
        }
        throw fault("the script printed more than \(ProcessMemory.describe(options.outputLimit)) (Kiln's output limit); its output is cut here", at: nil)
    }

    /// Calls `code` with `arguments` already matched to its parameters.
    /// `selfValue` is passed in-out so mutating methods of structs change the caller's copy.
    func call(_ code: FunctionCode, captured: Frame?, selfValue: inout Value, arguments: [Value], at site: Location,
              writeBack: ((Frame) throws -> Void)? = nil) throws -> Value {
        if let native = code.native {
            // Faults and notes raised by native code point at this call.
            currentLocation = site
            return try native(&selfValue, code.demotesSubstrings ? demotingSubstrings(arguments) : arguments)  // Substrings.swift
        }
        return try callScript(code, captured: captured, selfValue: &selfValue, at: site, writeBack: writeBack) { slot in
            var slot = slot
            for argument in arguments {
                slot.initialize(to: argument)
                slot += 1
            }
        }
    }

    /// A method's native body (`NativeMethodBody`) run as its written body would be: the
    /// parameters' conversions, a step, an entry on the call stack (a fault inside names the
    /// method), the result converted to the declared type.
    func runNativeBody(_ code: FunctionCode, selfValue: inout Value, arguments: [Value],
                       _ body: (inout Value, [Value]) throws -> Value) throws -> Value {
        let site = currentLocation
        var arguments = arguments
        if code.convertsParameters {
            // Frame slots: `self` is slot 0, the arguments follow.
            for (slot, conversion) in code.parameterConversions where slot >= 1 && slot <= arguments.count {
                arguments[slot - 1] = arguments[slot - 1].converted(conversion)
                if conversion.toSelfNumber { arguments[slot - 1] = arguments[slot - 1].converted(toTypeOf: selfValue) }
            }
        }
        let depth = counters.pointee.depth
        if depth >= options.recursionLimit {
            throw fault("stack overflow: more than \(options.recursionLimit) nested calls (runaway recursion?)", at: site)
        }
        try tick(site)
        let value = try active(code, depth: depth, at: site) { try body(&selfValue, arguments) }
        guard code.convertsResult, !code.returnConversion.isIdentity else { return value }
        return value.converted(code.returnConversion)
    }

    /// `call` of a method with one argument, given alone (a property observer's `newValue` or
    /// `oldValue`): no arguments array for a script method.
    func call(_ code: FunctionCode, selfValue: inout Value, argument: Value, at site: Location) throws -> Value {
        if code.native != nil { return try call(code, captured: nil, selfValue: &selfValue, arguments: [argument], at: site) }
        return try callScript(code, captured: nil, selfValue: &selfValue, at: site, writeBack: nil) { $0.initialize(to: argument) }
    }

    /// A script function's call: its frame, `self` and the arguments (`fill` stores them from the
    /// first parameter's slot on), the body run, what a mutating method did to `self` kept.
    @inline(__always)
    private func callScript(_ code: FunctionCode, captured: Frame?, selfValue: inout Value, at site: Location,
                            writeBack: ((Frame) throws -> Void)?, _ fill: (UnsafeMutablePointer<Value>) -> Void) throws -> Value {
        var parent = captured ?? globals
        if !code.weakCaptures.isEmpty, let captured { parent = try openingWeakCaptures(captured, of: code, at: site) }
        // A method or top-level function (its parent the globals) keeps its frame for its next call.
        let ownFrame = parent === globals
        let frame = ownFrame ? callFrame(for: code) : self.frame(size: code.frameSize, parent: parent)
        let slots = frame.slots
        // A mutating method's struct or enum `self` is moved into the frame, not copied: with a
        // second reference left outside, its first change to a stored property would copy them all.
        let movesSelf = code.hasSelf && code.isMutating && selfValue.isValueTypeInstance
        // The frame is a fresh one (all `()`): `self` and the arguments are initialized into it.
        if code.hasSelf {
            slots.initialize(to: selfValue)
            if movesSelf { selfValue = .void }
        }
        fill(slots + (code.hasSelf ? 1 : 0))
        let flow: Flow
        do {
            flow = try enter(code, frame, at: site)
        } catch {
            // What the method did to `self` before it threw stays done, as with Swift's `inout`.
            if movesSelf { selfValue = slots[0] }
            throw error
        }
        if let writeBack { try writeBack(frame) }
        if code.hasSelf && code.isMutating { selfValue = slots[0] }
        let value = result(of: code, flow, in: frame)
        if ownFrame { recycle(frame, of: code) } else { recycle(frame) }
        return value
    }

    /// Runs a script function in a frame that already holds `self` and the arguments (call sites
    /// that know their callee fill the frame directly, with no arguments array).
    @inline(__always)
    func enter(_ code: FunctionCode, _ frame: Frame, at site: Location) throws -> Flow {
        guard code.hasBody else {
            throw fault("'\(code.name)' has no body", at: site)
        }
        if frame.count < code.frameSize { return try enterGrown(code, frame, at: site) }
        let depth = counters.pointee.depth
        if depth >= options.recursionLimit {
            throw fault("stack overflow: more than \(options.recursionLimit) nested calls (runaway recursion?)", at: site)
        }
        try tick(site)
        if code.convertsParameters {
            let slots = frame.slots
            for (slot, conversion) in code.parameterConversions {
                slots[slot] = slots[slot].converted(conversion)
                if conversion.toSelfNumber { slots[slot] = slots[slot].converted(toTypeOf: slots[0]) }
            }
        }
        return try active(code, depth: depth, at: site) { try code.runBody(frame) }
    }

    /// A frame made before the callee's lazy prelude body was compiled (its arguments' evaluation
    /// made the first call, which compiled it) is too small for the body: the call runs in a frame
    /// of the right size, and `self` and the arguments are copied back for the caller to read.
    @inline(never)
    private func enterGrown(_ code: FunctionCode, _ frame: Frame, at site: Location) throws -> Flow {
        let full = Frame.make(size: code.frameSize, parent: frame.header.parent)
        let count = frame.count
        full.slots.update(from: frame.slots, count: count)
        defer { frame.slots.update(from: full.slots, count: count) }
        return try enter(code, full, at: site)
    }

    /// Runs `body` with `code` recorded on the call stack, one call deeper.
    @inline(__always)
    private func active<T>(_ code: FunctionCode, depth: Int, at site: Location, _ body: () throws -> T) rethrows -> T {
        (stack + depth).initialize(to: ActiveCall(code: code, callSite: site))
        counters.pointee.depth = depth + 1
        defer {
            counters.pointee.depth = depth
            (stack + depth).deinitialize(count: 1)
        }
        return try body()
    }

    /// `enter` for a closure whose body is one expression (`FunctionCode.returnsExpressionValue`):
    /// the same checks and call-stack entry, and the expression's value as the result.
    @inline(__always)
    func evaluate(_ code: FunctionCode, _ frame: Frame, at site: Location) throws -> Value {
        let depth = counters.pointee.depth
        if depth >= options.recursionLimit {
            throw fault("stack overflow: more than \(options.recursionLimit) nested calls (runaway recursion?)", at: site)
        }
        try tick(site)
        return try active(code, depth: depth, at: site) { try code.runExpression(frame) }
    }

    /// The value a call produces: what `return` gave (converted to the declared type), or the new
    /// instance for an initializer.
    /// The common case — a function's `return value` given as it is — is inlined into every call
    /// path, the rest is out of line: with the whole body here (and session 16's `init!` check in
    /// it), the release build called it out of line from `directCall`, ~80 instructions more a call.
    @inline(__always)
    func result(of code: FunctionCode, _ flow: Flow, in frame: Frame) -> Value {
        if !code.isInitializer, !code.convertsResult, case .returned(let value) = flow { return value }
        return convertedResult(of: code, flow, in: frame)
    }

    @inline(never)
    private func convertedResult(of code: FunctionCode, _ flow: Flow, in frame: Frame) -> Value {
        if code.isInitializer && code.hasSelf {
            if case .returned(.none) = flow, code.isFailable || code.isImplicitlyFailable { return .none }
            return code.isFailable ? .some(frame.slots[0]) : frame.slots[0]
        }
        if case .returned(var value) = flow {
            if !code.convertsResult { return value }
            if let labels = code.returnTupleLabels, case .tuple(var tuple) = value, tuple.elements.count == labels.count {
                tuple.labels = labels
                value = .tuple(tuple)
            }
            return code.returnConversion.isIdentity ? value : value.converted(code.returnConversion)
        }
        return .void
    }

    /// Frames of finished calls that nothing captured, ready to be used again.
    private let framePool = FramePool()

    /// A frame of `size` slots, all `()`, for a call.
    @inline(__always)
    func frame(size: Int, parent: Frame) -> Frame {
        if let frame = framePool.take(size: size) {
            // Pooled frames keep their parent (most often the globals): reassigning the same
            // parent would cost a retain and a release on every call.
            if !frame.hasParent(parent) { frame.parent = parent }
            return frame
        }
        return Frame.make(size: size, parent: parent)
    }

    /// A frame for a call of `code` whose parent is the globals (a top-level function, a method):
    /// the one its last call left (`recycle(_:of:)`), else one from the pool.
    @inline(__always)
    func callFrame(for code: FunctionCode) -> Frame {
        if let frame = code.spareFrame.take() { return frame }
        return frame(size: code.frameSize, parent: globals)
    }

    /// `recycle` of a frame from `callFrame(for:)`: kept as `code`'s spare when it has none.
    /// (Its parent is the globals, as `callFrame(for:)` made it; its size may be an old one, when
    /// the call compiled a lazy body.)
    @inline(__always)
    func recycle(_ frame: consuming Frame, of code: FunctionCode) {
        guard code.spareFrame == nil, isKnownUniquelyReferenced(&frame), frame.capturedBy == nil,
              frame.count == code.frameSize else { return recycle(frame) }
        frame.clear()
        code.spareFrame = frame
    }

    /// Gives a call's frame back to the pool, unless a closure or method value kept it.
    @inline(__always)
    func recycle(_ frame: consuming Frame) {
        guard isKnownUniquelyReferenced(&frame) || releasesLocalFunctionCycle(&frame) else {  // LocalFunctionCycles.swift
            // Kept by a `[weak self]` closure for the method's `var`s: not for its `self`.
            if frame.releasesSelfOnReturn, frame.count > 0 { frame.slots[0] = .void }
            // Kept by a closure or local function: what none of them uses is let go now.
            frame.releaseUncaptured()
            return
        }
        let count = frame.count
        guard framePool.hasRoom(size: count) else { return }
        frame.clear()
        if frame.capturedBy != nil { frame.capturedBy = nil }
        // Only the globals stay as a pooled frame's parent: any other parent could hold objects
        // whose `deinit` must run when the script lets them go.
        if !frame.hasParent(globals) { frame.parent = nil }
        framePool.give(frame, size: count)
    }

    /// Ends the run's object graph: compiled code refers to the runtime and to types, and types
    /// refer to compiled code, so without this each run would stay in memory for good.
    func tearDown() {
        finished = true
        globals.clear()
        framePool.removeAll()
        var types = builtinTypes.all
        types += scriptTypes.values
        // AnyHashable's type is shared by every run (AnyHashables.swift): its members hold no run.
        for type in types where type !== AnyHashableBox.type { type.releaseDefinitions() }
        scriptTypes = [:]
        // Operator functions (a type's `==`) and static stored properties hold compiled code, whose
        // closures hold this runtime: kept, they kept every run that declared one alive.
        operatorFunctions = [:]
        staticCells = []
    }

    /// Runs a script `deinit`; a fault inside it is reported after the output, as it cannot unwind.
    func runDeinit(_ code: FunctionCode, on instance: Instance) {
        var selfValue = Value.object(instance)
        do {
            _ = try call(code, captured: nil, selfValue: &selfValue, arguments: [], at: currentLocation)
        } catch let fault as RuntimeFault {
            pendingFault = pendingFault ?? fault
        } catch {}
    }

    /// Calls a function value (closure, function reference, bound method).
    func call(_ function: Function, arguments: [Value], at site: Location) throws -> Value {
        var selfValue = function.boundSelf ?? .void
        return try call(function.code, captured: function.captured, selfValue: &selfValue, arguments: arguments, at: site)
    }

    /// Calls `function(&accumulator, element)` (the closure of `reduce(into:_:)`) and returns the
    /// accumulator as the closure left it.
    func callAccumulating(_ function: Function, _ accumulator: Value, _ element: Value, at site: Location,
                          selfValue: inout Value) throws -> Value {
        if function.code.native != nil, function.code.parameters.first?.isInout == true {
            // An operator passed as a function (`+=`): its result is the new accumulator.
            return try call(function.code, captured: function.captured, selfValue: &selfValue, arguments: [accumulator, element], at: site)
        }
        var result = accumulator
        let base = function.code.hasSelf ? 1 : 0
        _ = try call(function.code, captured: function.captured, selfValue: &selfValue, arguments: [accumulator, element], at: site) { frame in
            result = frame.slots[base]
        }
        return result
    }

    /// Calls a function value with unlabeled arguments, matching defaults and variadics.
    func callValue(_ callee: Value, arguments: [Value], at site: Location) throws -> Value {
        guard case .function(let function) = callee else {
            throw fault("cannot call value of type '\(typeName(of: callee))'", at: site)
        }
        var arguments = arguments
        // A closure of several parameters given one tuple (`zip(a, b).map { $1 - $0 }`) takes it apart.
        if arguments.count == 1, function.code.parameters.count > 1, case .tuple(let tuple) = arguments[0],
           tuple.elements.count == function.code.parameters.count {
            arguments = tuple.elements
        }
        let labels = [String?](repeating: nil, count: arguments.count)
        if function.code.parameters.count == arguments.count, !function.code.parameters.contains(where: { $0.isVariadic }) {
            return try call(function, arguments: arguments, at: site)
        }
        guard let plan = ArgumentPlan(labels: labels, parameters: function.code.parameters, ignoreLabels: true) else {
            throw fault("wrong number of arguments to '\(function.code.name)'", at: site)
        }
        let frame = Frame.make(size: 0, parent: nil)
        return try call(function, arguments: try plan.arrange(arguments, defaultsIn: frame, at: site), at: site)
    }
}

/// A stored property with observers, while one of them runs (see `Runtime.observing`).
struct ObservedProperty: Hashable {
    let owner: ObjectIdentifier
    let index: Int
}

/// The properties whose observers are running (`Runtime.observing`): one per observer running
/// inside another, so a few at most — a list, searched without hashing on every observed change.
struct ObservedProperties {
    private var running: [ObservedProperty] = []
    func contains(_ key: ObservedProperty) -> Bool { running.contains(key) }
    /// Set by an assignment inside a subclass's overriding observer to its own property
    /// (`override var value { didSet { value = 10 } }`): Swift runs the whole overriding setter
    /// again, observers and all (PropertyObservers.swift). Taken by the first check.
    var reentry = false
    /// Whether a change of `key` is stored without observing: its observers are running, and it
    /// is not set again from an overriding observer.
    mutating func blocks(_ key: ObservedProperty) -> Bool {
        guard running.contains(key) else { return false }
        if reentry { reentry = false; return false }
        return true
    }
    mutating func insert(_ key: ObservedProperty) { running.append(key) }
    mutating func remove(_ key: ObservedProperty) {
        // Most often the last one in: ended as it began, without a search and a shift.
        if running.last == key { running.removeLast(); return }
        if let index = running.lastIndex(of: key) { running.remove(at: index) }
    }
}
