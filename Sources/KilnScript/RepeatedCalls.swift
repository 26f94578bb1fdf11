// Calls of one function value made again and again by a library algorithm (`map`, `filter`, a
// sort's comparison): looked up once, in one frame.

/// One function value called once per element: what each call would look up (is it a script
/// closure of this many parameters, its frame's parent) is looked up once, and one frame serves
/// every call while nothing else keeps it (a closure the body made and kept makes the next call
/// take a new frame). The last call's arguments stay in the frame until `finish()` or until the
/// caller lets this go, both before the algorithm returns to the script.
struct RepeatedCall {
    /// Strong: a call through an unowned reference retains the runtime, and the runtime's count
    /// is a slow one (weak references to it exist).
    private let runtime: Runtime
    /// The function value, for calls the fast path does not take (native functions, operators,
    /// a tuple taken apart, `[weak x]` captures): they go through `Runtime.callValue`.
    private let callee: Value
    /// The script code called directly, or nil when every call goes through `callee` (which keeps
    /// it alive: it is used unretained).
    private let code: Unmanaged<FunctionCode>?
    private let boundSelf: Value
    private let hasSelf: Bool
    /// The first slot of the parameters (1 when slot 0 holds `self`).
    private let first: Int
    /// The code's body is one expression whose value is the result (`Runtime.evaluate`).
    private let evaluates: Bool
    /// Nothing but the call itself writes the parameters' slots (no conversion on entry, no
    /// `inout`): arguments can be lent to the frame (`test(lending:_:)`).
    private let lendsArguments: Bool
    private let parent: Frame
    /// The frame of the calls (the globals, unused, when `code` is nil).
    private var frame: Frame
    let site: Location

    init(_ runtime: Runtime, _ callee: Value, arity: Int, at site: Location) {
        self.runtime = runtime
        self.callee = callee
        self.site = site
        if case .function(let function) = callee, function.code.plainArity == arity, !function.code.isNative,
           function.code.weakCaptures.isEmpty, function.code.hasBody {
            let code = function.code
            self.code = Unmanaged.passUnretained(code)
            hasSelf = code.hasSelf
            boundSelf = function.boundSelf ?? .void
            first = code.hasSelf ? 1 : 0
            evaluates = code.returnsExpressionValue
            lendsArguments = !code.convertsParameters && !code.parameters.contains { $0.isInout }
            parent = function.captured ?? runtime.globals
            frame = runtime.frame(size: code.frameSize, parent: parent)
        } else {
            code = nil
            hasSelf = false
            boundSelf = .void
            first = 0
            evaluates = false
            lendsArguments = false
            parent = runtime.globals
            frame = runtime.globals
        }
    }

    /// The frame for the next call (`frame`), and its slots: the kept one, its locals back to
    /// `()`, if nothing else holds it and it is still the code's size (a prelude function's frame
    /// grows when its body is compiled, on its first call: CompilerLazyBodies.swift).
    @inline(__always)
    private mutating func nextFrame(_ code: FunctionCode) -> UnsafeMutablePointer<Value> {
        let size = code.frameSize
        if isKnownUniquelyReferenced(&frame), frame.count == size {
            let slots = frame.slots
            var slot = first + code.plainArity
            while slot < size {
                slots[slot] = .void
                slot += 1
            }
            return slots
        }
        frame = runtime.frame(size: code.frameSize, parent: parent)
        return frame.slots
    }

    /// `body` given the code, borrowed (no retain and release per call).
    @inline(__always)
    private mutating func withCode<T>(_ body: (inout RepeatedCall, FunctionCode) throws -> T) rethrows -> T? {
        guard let code else { return nil }
        return try code._withUnsafeGuaranteedRef { try body(&self, $0) }
    }

    // The arguments are taken owned and moved into the frame: borrowed, each would be retained
    // once more to be stored there.
    mutating func callAsFunction(_ a: consuming Value) throws -> Value {
        guard code != nil else { return try runtime.callValue(callee, a, at: site) }
        var a = Optional(consume a)
        return try withCode { call, code in
            let slots = call.nextFrame(code)
            if call.hasSelf { slots[0] = call.boundSelf }
            slots[call.first] = a.take()!
            return try call.finishCall(code)
        }!
    }

    mutating func callAsFunction(_ a: consuming Value, _ b: consuming Value) throws -> Value {
        guard code != nil else { return try runtime.callValue(callee, a, b, at: site) }
        var a = Optional(consume a), b = Optional(consume b)
        return try withCode { call, code in
            let slots = call.nextFrame(code)
            if call.hasSelf { slots[0] = call.boundSelf }
            slots[call.first] = a.take()!
            slots[call.first + 1] = b.take()!
            return try call.finishCall(code)
        }!
    }

    /// Runs the code in its frame (`frame`, filled), borrowed.
    @inline(__always)
    private func finishCall(_ code: FunctionCode) throws -> Value {
        try Unmanaged.passUnretained(frame)._withUnsafeGuaranteedRef { frame in
            if evaluates { return try runtime.evaluate(code, frame, at: site) }
            return runtime.result(of: code, try runtime.enter(code, frame, at: site), in: frame)
        }
    }

    /// Whether the call's result is `true` (a predicate's answer).
    @inline(__always)
    mutating func test(_ a: consuming Value) throws -> Bool {
        if case .bool(true) = try self(consume a) { return true }
        return false
    }

    @inline(__always)
    mutating func test(_ a: consuming Value, _ b: consuming Value) throws -> Bool {
        if case .bool(true) = try self(consume a, consume b) { return true }
        return false
    }

    /// A predicate's answer for two values the caller keeps alive for the call (a sort's elements,
    /// compared where they are): they are lent to the frame, copied in bit for bit with no retain,
    /// and taken back bit for bit after the call with no release, so a comparison costs no
    /// reference counting. Should the body have kept the frame (a closure it made and stored),
    /// the frame keeps its own references to them.
    mutating func test(lending a: UnsafePointer<Value>, _ b: UnsafePointer<Value>) throws -> Bool {
        guard code != nil, lendsArguments else { return try test(a.pointee, b.pointee) }
        return try withCode { call, code in try call.testLent(code, a, b) }!
    }

    @inline(__always)
    private mutating func testLent(_ code: FunctionCode, _ a: UnsafePointer<Value>, _ b: UnsafePointer<Value>) throws -> Bool {
        let slots = nextFrame(code)
        if hasSelf { slots[0] = boundSelf }
        let parameters = slots + first
        // Whatever the slots held (nothing, after a lent call) is released first.
        parameters.update(repeating: .void, count: 2)
        let size = MemoryLayout<Value>.size
        UnsafeMutableRawPointer(parameters).copyMemory(from: a, byteCount: size)
        UnsafeMutableRawPointer(parameters + 1).copyMemory(from: b, byteCount: size)
        defer {
            if isKnownUniquelyReferenced(&frame) {
                // Taken back: overwritten without releasing what was lent.
                parameters.initialize(repeating: .void, count: 2)
            } else {
                // Kept: the frame's slots become references of their own (copies retain; the
                // scratch memory is freed without releasing them).
                let owned = UnsafeMutablePointer<Value>.allocate(capacity: 2)
                owned.initialize(from: parameters, count: 2)
                owned.deallocate()
            }
        }
        if case .bool(true) = try finishCall(code) { return true }
        return false
    }

    /// Gives the frame back to the run's pool, releasing the last call's arguments.
    mutating func finish() {
        guard code != nil else { return }
        let frame = self.frame
        self.frame = runtime.globals
        runtime.recycle(frame)
    }
}

extension Library {
    /// `function` about to be called once per element with `arity` arguments, from this call site.
    func repeatedCall(_ function: Value, arity: Int) -> RepeatedCall {
        RepeatedCall(runtime, function, arity: arity, at: site)
    }
}
