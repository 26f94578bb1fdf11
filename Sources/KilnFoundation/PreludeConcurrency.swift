// Swift's structured concurrency as a script on the main actor sees it, run on one thread in a
// fixed order. A `Task { }` is queued, as Swift queues it on the main actor, and runs when the
// main code waits: at any `await` (AwaitPoints.swift), `task.value`, `Task.sleep`, a task group's
// results or a continuation — never in the middle of other code, and not at all if the script
// ends without waiting (a Swift program ends without running it too). A task runs to its end:
// where Swift would let another task run at the task's own `await`, Kiln does not. Tasks run in the order they were made,
// each to its end; a task group runs its child tasks in the order they were added and gives their
// results in that order (Swift gives them as they finish, which varies from run to run).
// `actor` declarations are classes (SourceFile.swift reads `actor` as `class`: one thread needs
// no isolation), `@MainActor` is accepted, `async let` and `await` of async functions run in order.
extension Prelude {
    static let concurrency = #"""
final class __KilnTasks {
    static var pending: [() -> Void] = []
    static var draining = false
    /// Whether each task now running was cancelled, the innermost last: a task cancelled before it
    /// ran sees `Task.isCancelled` and its cancellation handlers, as Swift's does.
    static var running: [() -> Bool] = []
    static var currentIsCancelled: Bool { running.last?() ?? false }

    /// An `await` of the main code: the tasks it made run now (an `await` inside a task, run
    /// from here, runs the task on to its end).
    static func awaitPoint() {
        if pending.isEmpty || draining { return }
        draining = true
        runPending()
        draining = false
    }

    /// Runs the tasks made and not yet run, in the order they were made (and those they make).
    static func runPending() {
        while !pending.isEmpty {
            let job = pending.removeFirst()
            job()
        }
    }
}

struct TaskPriority: Equatable {
    let rawValue: UInt8
    init(rawValue: UInt8) { self.rawValue = rawValue }
    static let high = TaskPriority(rawValue: 25)
    static let medium = TaskPriority(rawValue: 21)
    static let low = TaskPriority(rawValue: 17)
    static let userInitiated = TaskPriority(rawValue: 25)
    static let utility = TaskPriority(rawValue: 17)
    static let background = TaskPriority(rawValue: 9)
}

struct Duration {
    let __seconds: Double
    static func seconds(_ seconds: Double) -> Duration { Duration(__seconds: seconds) }
    static func milliseconds(_ milliseconds: Double) -> Duration { Duration(__seconds: milliseconds / 1000) }
    static func microseconds(_ microseconds: Double) -> Duration { Duration(__seconds: microseconds / 1_000_000) }
    static func nanoseconds(_ nanoseconds: Double) -> Duration { Duration(__seconds: nanoseconds / 1_000_000_000) }
}

final class __KilnTaskBox<Success> {
    var operation: (() async throws -> Success)?
    var outcome: Result<Success, Error>?
    var cancelled = false
    var running = false

    init(_ operation: @escaping () async throws -> Success) { self.operation = operation }

    func run() {
        guard let operation = operation else { return }
        self.operation = nil
        running = true
        let box = self
        __KilnTasks.running.append { box.cancelled }
        do { outcome = .success(try __kilnRunToEnd(operation)) } catch { outcome = .failure(error) }
        __KilnTasks.running.removeLast()
        running = false
    }

    func finished() throws -> Success {
        if outcome == nil { __KilnTasks.runPending() }
        if outcome == nil { run() }
        guard let outcome = outcome else { fatalError("a task awaited its own value: it would wait forever") }
        switch outcome {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }
}

struct Task<Success, Failure: Error> {
    let __box: __KilnTaskBox<Success>

    @discardableResult
    init(priority: TaskPriority? = nil, operation: @escaping () async throws -> Success) {
        __box = __KilnTaskBox(operation)
        let box = __box
        __KilnTasks.pending.append { box.run() }
    }

    @discardableResult
    static func detached(priority: TaskPriority? = nil, operation: @escaping () async throws -> Success) -> Task<Success, Failure> {
        Task(priority: priority, operation: operation)
    }

    /// The task's result, once it has run (it runs now, after the tasks made before it, if it has not).
    var value: Success {
        get async throws { try __box.finished() }
    }

    var result: Result<Success, Error> {
        get async {
            do { return .success(try __box.finished()) } catch { return .failure(error) }
        }
    }

    func cancel() { __box.cancelled = true }
    var isCancelled: Bool { __box.cancelled }

    static func sleep(nanoseconds duration: UInt64) async throws { __KilnTasks.runPending() }
    static func sleep(for duration: Duration) async throws { __KilnTasks.runPending() }
    static func sleep(seconds: Double) async throws { __KilnTasks.runPending() }
    static func yield() async { __KilnTasks.runPending() }
    static var isCancelled: Bool { __KilnTasks.currentIsCancelled }
    static func checkCancellation() throws {
        if __KilnTasks.currentIsCancelled { throw CancellationError() }
    }
}

enum MainActor {
    static func run<T>(body: () throws -> T) async rethrows -> T { try body() }
}

/// A task group's child tasks, run when the group's results are first asked for.
final class TaskGroup<ChildTaskResult>: Sequence {
    var __operations: [() async throws -> ChildTaskResult] = []
    var __results: [ChildTaskResult] = []
    var __error: Error?
    var isCancelled = false

    func addTask(priority: TaskPriority? = nil, operation: @escaping () async throws -> ChildTaskResult) {
        __operations.append(operation)
    }

    func addTaskUnlessCancelled(priority: TaskPriority? = nil, operation: @escaping () async throws -> ChildTaskResult) -> Bool {
        if isCancelled { return false }
        addTask(priority: priority, operation: operation)
        return true
    }

    func __runAll() {
        __KilnTasks.runPending()
        while !__operations.isEmpty {
            let operation = __operations.removeFirst()
            do { __results.append(try __kilnRunToEnd(operation)) } catch { if __error == nil { __error = error } }
        }
    }

    func next() async throws -> ChildTaskResult? {
        __runAll()
        if let error = __error { __error = nil; throw error }
        return __results.isEmpty ? nil : __results.removeFirst()
    }

    func waitForAll() async throws {
        __runAll()
        __results = []
        if let error = __error { __error = nil; throw error }
    }

    func makeIterator() -> IndexingIterator<[ChildTaskResult]> {
        __runAll()
        let results = __results
        __results = []
        return results.makeIterator()
    }

    var isEmpty: Bool { __operations.isEmpty && __results.isEmpty }
    func cancelAll() { isCancelled = true }
}

typealias ThrowingTaskGroup<ChildTaskResult, Failure> = TaskGroup<ChildTaskResult>
typealias DiscardingTaskGroup = TaskGroup<Void>

func withTaskGroup<ChildTaskResult, GroupResult>(of childTaskResultType: ChildTaskResult.Type, body: (inout TaskGroup<ChildTaskResult>) async -> GroupResult) async -> GroupResult {
    var group = TaskGroup<ChildTaskResult>()
    let result = await body(&group)
    group.__runAll()
    return result
}

func withThrowingTaskGroup<ChildTaskResult, GroupResult>(of childTaskResultType: ChildTaskResult.Type, body: (inout TaskGroup<ChildTaskResult>) async throws -> GroupResult) async throws -> GroupResult {
    var group = TaskGroup<ChildTaskResult>()
    let result = try await body(&group)
    try await group.waitForAll()
    return result
}

/// A continuation resumed once: what `withCheckedContinuation`'s body is given.
final class CheckedContinuation<T, E: Error> {
    var __outcome: Result<T, Error>?
    func resume(returning value: T) { if __outcome == nil { __outcome = .success(value) } }
    func resume(throwing error: Error) { if __outcome == nil { __outcome = .failure(error) } }
    func resume(with result: Result<T, Error>) { if __outcome == nil { __outcome = result } }
    func __value() throws -> T {
        if __outcome == nil { __KilnTasks.runPending() }
        guard let outcome = __outcome else { fatalError("SWIFT TASK CONTINUATION MISUSE: the continuation was never resumed") }
        switch outcome {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }
}

typealias UnsafeContinuation<T, E: Error> = CheckedContinuation<T, E>

func withCheckedContinuation<T>(_ body: (CheckedContinuation<T, Never>) -> Void) async -> T {
    let continuation = CheckedContinuation<T, Never>()
    body(continuation)
    return try! continuation.__value()
}

/// The operation, run to its end. A Kiln task is never cancelled while it runs (tasks run one at
/// a time, each to its end), so the handler is called only when the task was cancelled before it
/// ran, first, as Swift calls it on entering the handler of a cancelled task.
func withTaskCancellationHandler<T>(operation: () async throws -> T, onCancel handler: () -> Void) async rethrows -> T {
    if __KilnTasks.currentIsCancelled { handler() }
    return try await operation()
}

struct CancellationError: Error {
    init() {}
}

func withCheckedThrowingContinuation<T>(_ body: (CheckedContinuation<T, Error>) -> Void) async throws -> T {
    let continuation = CheckedContinuation<T, Error>()
    body(continuation)
    return try continuation.__value()
}
"""#
}
