import CEditLine
import Kiln
import KilnSimulator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `kiln` does when a signal asks it to stop: a closed terminal (SIGHUP), a grader or
/// `timeout` (SIGTERM), SIGQUIT, and Ctrl-C (SIGINT) everywhere but the REPL, where Ctrl-C stops
/// only the input being evaluated.
///
/// The signals are blocked before any other thread exists, and one thread waits for them with
/// `sigwait`; so the work happens in ordinary code, not in a signal handler: what the script
/// printed is flushed, the temporary sandboxes are removed (`TemporarySandboxes`), and the
/// signal is raised again with its default action, so the parent sees the process ended by it
/// (a shell prints 143 for SIGTERM, 130 for SIGINT).
enum SignalCleanup {
    static func install(catchingInterrupt: Bool) {
        var signals = [SIGHUP, SIGTERM, SIGQUIT]
        if catchingInterrupt { signals.append(SIGINT) }
        // A signal ignored on entry stays ignored (`nohup kiln …` keeps running when the
        // terminal closes).
        signals.removeAll { signal in
            var current = sigaction()
            return sigaction(signal, nil, &current) == 0 && isIgnored(current)
        }
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        guard pthread_sigmask(SIG_BLOCK, &set, nil) == 0 else { return }
        let waiter = UnsafeMutablePointer<sigset_t>.allocate(capacity: 1)
        waiter.initialize(to: set)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { argument in
            let set = argument!.assumingMemoryBound(to: sigset_t.self)
            var received: Int32 = 0
            guard sigwait(set, &received) == 0 else { return nil }
            SignalCleanup.end(on: received, blocked: set)
            return nil
        }, waiter)
        if started != 0 {  // no waiter: the signals keep their default action
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
        } else {
            pthread_detach(thread)
        }
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1  // SIG_IGN
        #else
        return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == 1
        #endif
    }

    private static func end(on received: Int32, blocked: UnsafeMutablePointer<sigset_t>) -> Never {
        // What the script printed goes out first — unless another thread holds the stream:
        // waiting for it could wait for ever, and output already goes out a line at a time.
        kiln_flush_standard_streams_if_free()  // CEditLine's shim.h
        TemporarySandboxes.removeAllBeforeExit()
        signal(received, SIG_DFL)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, received)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(received)
        // Still here (the signal was blocked elsewhere or ignored by the default): end anyway.
        _exit(128 + received)
    }
}
