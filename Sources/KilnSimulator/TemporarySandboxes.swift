#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary sandboxes this process has made and not yet removed.
///
/// A temporary sandbox goes when its device is done with it. A process that ends on a signal
/// (a closed terminal's SIGHUP under the REPL, a grader's SIGTERM, Ctrl-C during `kiln run`) never
/// gets there, so the command line asks this list to remove them first, from an ordinary thread
/// that waits for the signal (see `kiln`'s SignalCleanup.swift). A library that embeds Kiln can do
/// the same from its own handling. SIGKILL cannot be caught: what it leaves stays in TMPDIR.
public enum TemporarySandboxes {
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()
    nonisolated(unsafe) private static var roots: Set<String> = []

    static func add(_ root: String) {
        pthread_mutex_lock(lock)
        roots.insert(root)
        pthread_mutex_unlock(lock)
    }

    static func remove(_ root: String) {
        pthread_mutex_lock(lock)
        roots.remove(root)
        pthread_mutex_unlock(lock)
    }

    /// The roots not removed yet.
    public static var current: [String] {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return roots.sorted()
    }

    /// Removes every temporary sandbox still on disk, for a process about to end. The list is
    /// kept locked afterwards, so a sandbox made meanwhile by another thread waits rather than
    /// being left behind.
    public static func removeAllBeforeExit() {
        pthread_mutex_lock(lock)
        for root in roots { _ = removeTree(root) }
        roots = []
    }
}
