// Worker processes: `kiln check` of many lessons, or of a class's submissions, runs each in a
// `kiln check … --format json` child of its own, as many at once as there are cores. A child
// that loops, allocates without end or floods its output is stopped alone (a wall-clock
// deadline, an address-space limit) and the others go on.
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum Workers {
    struct Outcome {
        /// What the child printed on standard output (its JSON document).
        var output: String
        /// The exit status, or nil when a signal ended it.
        var exitStatus: Int32?
        var signal: Int32?
        /// Whether the parent killed it at the deadline.
        var timedOut: Bool
        var duration: Double
    }

    /// The path of the running `kiln`, to start children with.
    static var executable: String {
        #if os(Linux)
        if let resolved = realpath("/proc/self/exe", nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        #endif
        return CommandLine.arguments[0]
    }

    /// How many children run at once: the cores this process may use.
    static var parallelism: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Runs `kiln ARGUMENTS` for each job, `parallelism` at a time; each child is killed after
    /// `deadline` seconds. Outcomes are in the jobs' order.
    static func run(_ jobs: [[String]], deadline: Double, parallelism: Int = Workers.parallelism) -> [Outcome] {
        let executable = self.executable
        let queue = JobQueue(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: min(parallelism, max(jobs.count, 1))) { _ in
            while let index = queue.take() {
                queue.store(runOne(executable, jobs[index], deadline: deadline), at: index)
            }
        }
        return queue.outcomes.map { $0! }
    }

    private static func runOne(_ executable: String, _ arguments: [String], deadline: Double) -> Outcome {
        let started = now()
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return Outcome(output: "", exitStatus: nil, signal: nil, timedOut: false, duration: 0) }
        var actions: posix_spawn_file_actions_t
        #if os(Linux)
        actions = posix_spawn_file_actions_t()
        #else
        actions = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        posix_spawn_file_actions_destroy(&actions)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            return Outcome(output: "", exitStatus: nil, signal: nil, timedOut: false, duration: 0)
        }
        // Read until the child closes its end, or kill it at the deadline.
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var timedOut = false
        let limit = started + deadline
        while true {
            let remaining = limit - now()
            if remaining <= 0 {
                kill(pid, SIGKILL)
                timedOut = true
                break
            }
            var descriptor = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(remaining, 1) * 1000) + 1)
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            // A child that floods its output is not read past 64 MB.
            if bytes.count < 64 << 20 { bytes.append(contentsOf: buffer[..<count]) }
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7F == 0
        return Outcome(output: String(decoding: bytes, as: UTF8.self),
                       exitStatus: exited ? (status >> 8) & 0xFF : nil,
                       signal: exited ? nil : status & 0x7F,
                       timedOut: timedOut, duration: now() - started)
    }

    /// The next job to start, and the outcomes so far, behind a lock.
    private final class JobQueue: @unchecked Sendable {
        private var lock = pthread_mutex_t()
        private var next = 0
        private let count: Int
        private(set) var outcomes: [Outcome?]

        init(count: Int) {
            self.count = count
            outcomes = Array(repeating: nil, count: count)
            pthread_mutex_init(&lock, nil)
        }

        deinit { pthread_mutex_destroy(&lock) }

        func take() -> Int? {
            pthread_mutex_lock(&lock)
            defer { pthread_mutex_unlock(&lock) }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ outcome: Outcome, at index: Int) {
            pthread_mutex_lock(&lock)
            outcomes[index] = outcome
            pthread_mutex_unlock(&lock)
        }
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
