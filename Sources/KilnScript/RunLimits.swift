// Limits that hold whatever the script is doing. A watchdog thread looks at the clock, the
// process's memory and Ctrl-C every few milliseconds and raises one flag; the running script
// reads that flag at every step (loop iteration, call), and native loops (sorting, describing
// a huge collection) read it between elements, so a passed limit stops the script within
// milliseconds, at the line it reached. One large allocation (`String(repeating:count:)` of a
// billion) is checked before it is made (`Runtime.checkSize`), so memory never runs ahead of
// the watchdog. The output limit is checked where the script prints (`Runtime.write`).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the watchdog asks the run to stop.
enum StopReason: Int {
    case none = 0, timeLimit, memoryLimit, interrupt
}

/// What the run's thread and the watchdog share: machine words behind one pointer, each written
/// by one side only (the watchdog writes `stop` and `footprint`; the run the others, while the
/// watchdog is not running, or `deadline` before it reads it again).
struct WatchState {
    /// A `StopReason`; 0 while the run may go on.
    var stop = 0
    /// The memory the run had added when the watchdog stopped it for memory.
    var footprint = 0
    var deadline: Double = .infinity
    var memoryLimit = Int.max
    /// The process's resident size when the run started.
    var baseline = 0
    var running = 0
}

/// The run's watchdog thread: started when the script starts running (each chunk of a
/// session), stopped when it ends.
final class Watchdog {
    /// How often the watchdog looks: a limit is seen at most this late.
    static let period = 0.005

    let state: UnsafeMutablePointer<WatchState>
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let wakeUp: UnsafeMutablePointer<pthread_cond_t>
    #if canImport(Glibc)
    private var thread = pthread_t()
    #else
    private var thread: pthread_t?
    #endif
    private var started = false

    init() {
        state = .allocate(capacity: 1)
        state.initialize(to: WatchState())
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        wakeUp = .allocate(capacity: 1)
        pthread_cond_init(wakeUp, nil)
    }

    deinit {
        stop()
        pthread_cond_destroy(wakeUp)
        wakeUp.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        state.deallocate()
    }

    /// Starts watching (a no-op when already watching). Without a thread (the system refused
    /// one), the run still checks the clock every few thousand steps.
    func start() {
        guard !started else { return }
        state.pointee.stop = 0
        state.pointee.running = 1
        let context = Unmanaged.passRetained(self).toOpaque()
        let created = pthread_create(&thread, nil, { raw in
            #if canImport(Glibc)
            guard let raw else { return nil }
            #endif
            let watchdog = Unmanaged<Watchdog>.fromOpaque(raw).takeRetainedValue()
            watchdog.watch()
            return nil
        }, context)
        if created == 0 {
            started = true
        } else {
            Unmanaged<Watchdog>.fromOpaque(context).release()
            state.pointee.running = 0
        }
    }

    /// Stops watching and waits for the thread to end (it is woken at once).
    func stop() {
        guard started else { return }
        pthread_mutex_lock(mutex)
        state.pointee.running = 0
        pthread_cond_signal(wakeUp)
        pthread_mutex_unlock(mutex)
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        if let thread { pthread_join(thread, nil) }
        #endif
        started = false
    }

    private func watch() {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while state.pointee.running != 0 {
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            var until = now
            until.tv_nsec += Int(Watchdog.period * 1e9)
            if until.tv_nsec >= 1_000_000_000 {
                until.tv_sec += 1
                until.tv_nsec -= 1_000_000_000
            }
            pthread_cond_timedwait(wakeUp, mutex, &until)
            guard state.pointee.running != 0, state.pointee.stop == 0 else { continue }
            look()
        }
    }

    private func look() {
        if Interpreter.interruptPending {
            state.pointee.stop = StopReason.interrupt.rawValue
        } else if Runtime.now() > state.pointee.deadline {
            state.pointee.stop = StopReason.timeLimit.rawValue
        } else if state.pointee.memoryLimit != Int.max, let resident = ProcessMemory.residentBytes() {
            let footprint = resident - state.pointee.baseline
            if footprint > state.pointee.memoryLimit {
                state.pointee.footprint = footprint
                state.pointee.stop = StopReason.memoryLimit.rawValue
            }
        }
    }
}

/// The process's memory as the system counts it: its resident size.
enum ProcessMemory {
    /// The resident size in bytes, or nil where it cannot be read.
    static func residentBytes() -> Int? {
        #if os(Linux)
        // `/proc/self/statm`: sizes in pages, the second the resident set; kept open, read with
        // `pread` (a few microseconds, from any thread).
        guard statm >= 0 else { return nil }
        var buffer = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        return withUnsafeMutableBytes(of: &buffer) { raw -> Int? in
            let count = pread(statm, raw.baseAddress, raw.count, 0)
            guard count > 0 else { return nil }
            var field = 0, value = 0
            for byte in raw.prefix(count) {
                if byte == UInt8(ascii: " ") {
                    if field == 1 { return value * pageSize }
                    field += 1
                    value = 0
                } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
            }
            return nil
        }
        #else
        // The peak resident size (bytes on Darwin): it never falls, so a run after a larger one
        // is held to the limit above that peak.
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss)
        #endif
    }

    #if os(Linux)
    private static let statm = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
    private static let pageSize = sysconf(Int32(_SC_PAGESIZE))
    #endif

    /// `200 MB`, `1.5 GB`, `512 KB`, `12 bytes`: a size as messages show it (1 MB = 1024 × 1024 bytes).
    static func describe(_ bytes: Int) -> String {
        let units = [(1 << 30, "GB"), (1 << 20, "MB"), (1 << 10, "KB")]
        for (size, name) in units where bytes >= size {
            let value = Double(bytes) / Double(size)
            let rounded = (value * 10).rounded() / 10
            return rounded == rounded.rounded() ? "\(Int(rounded)) \(name)" : "\(rounded) \(name)"
        }
        return "\(bytes) bytes"
    }
}

extension Runtime {
    /// Stops the script if the watchdog has raised its flag: native loops call this between
    /// elements (steps check it themselves).
    @inline(__always)
    func checkLimits(at location: Location?) throws {
        if watch.pointee.stop != 0 { try checkBudget(location ?? currentLocation) }
    }

    /// Stops a script whose collection or string would pass the size limit, or whose next
    /// allocation (`newBytes`) would take the run past its memory limit: large allocations are
    /// checked before they are made, small ones are the watchdog's.
    @inline(__always)
    func checkSize(_ count: Int, adding newBytes: Int, at location: Location?) throws {
        if count > options.sizeLimit || newBytes >= Runtime.largeAllocation || watch.pointee.stop != 0 {
            try checkGrowth(count, adding: newBytes, at: location)
        }
    }

    /// Below this, an allocation waits for the watchdog (a few milliseconds of a script's
    /// allocations are far less than any memory limit).
    static let largeAllocation = 256 * 1024

    /// The bytes `count` values take in an array.
    static func bytes(ofValues count: Int) -> Int {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: MemoryLayout<Value>.stride)
        return overflow ? Int.max : bytes
    }

    private func checkGrowth(_ count: Int, adding newBytes: Int, at location: Location?) throws {
        try checkLimits(at: location)
        if newBytes >= Runtime.largeAllocation, options.memoryLimit != Int.max,
           let resident = ProcessMemory.residentBytes() {
            let now = resident - watch.pointee.baseline
            let (after, overflow) = max(0, now).addingReportingOverflow(newBytes)
            if overflow || after > options.memoryLimit {
                throw memoryFault(footprint: overflow ? Int.max : after, at: location)
            }
        }
        if count > options.sizeLimit {
            throw fault("out of memory: a collection of \(count) elements passes the limit of \(options.sizeLimit)", at: location)
        }
    }

    /// The fault of a run past its memory limit: the embedder's message (a simulated device ends
    /// its app), or the interpreter's own.
    func memoryFault(footprint: Int, at location: Location?) -> RuntimeFault {
        if let message = memoryFaultMessage { return fault(message, at: location) }
        let limit = options.memoryLimit
        // Set before the handler runs: ending an app may run script code that meets the limit again.
        memoryFaultMessage = "out of memory: the script's memory reached \(ProcessMemory.describe(footprint)), over its limit of \(ProcessMemory.describe(limit))"
        if let handler = options.memoryLimitHandler { memoryFaultMessage = handler(footprint, limit) }
        return fault(memoryFaultMessage ?? "out of memory", at: location)
    }

    /// Starts the watchdog for the script about to run (`Interpreter.run`, each session chunk).
    func startWatching() {
        if watch.pointee.baseline == 0 { watch.pointee.baseline = ProcessMemory.residentBytes() ?? 0 }
        watch.pointee.memoryLimit = options.memoryLimit
        watchdog.start()
    }

    /// Stops the watchdog when the script has ended.
    func stopWatching() { watchdog.stop() }
}
