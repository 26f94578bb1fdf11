// Waiting for a lesson file to be saved: the system's file events (inotify on Linux) on the
// file's folder — editors often save by writing a new file and renaming it over the old — or,
// where there are none, the file's time and size looked at five times a second. Standard input is
// watched too, for `kiln watch`'s one-letter commands.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KilnSimulator

final class FileWatcher {
    enum Event: Equatable {
        case changed
        case input(String)
    }

    private let path: String
    private let name: String
    private var inotify: Int32 = -1
    private var stdinOpen = true
    private var lastSeen: (Double?, Int?)
    private var pendingInput = ""

    init(path: String, polling: Bool) {
        self.path = path
        name = String(path.split(separator: "/").last ?? "")
        lastSeen = (HostFiles.modificationTime(path), HostFiles.size(path))
        #if os(Linux)
        if !polling {
            let descriptor = inotify_init1(Int32(IN_CLOEXEC))
            let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
            let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE) | UInt32(IN_MODIFY)
            if descriptor >= 0, inotify_add_watch(descriptor, folder.isEmpty ? "/" : folder, mask) >= 0 {
                inotify = descriptor
            } else if descriptor >= 0 {
                close(descriptor)
            }
        }
        #endif
    }

    deinit { if inotify >= 0 { close(inotify) } }

    /// Whether the system's file events are in use (else polling).
    var usesFileEvents: Bool { inotify >= 0 }

    /// Blocks until the file changes or a line is typed.
    func waitForChange() -> Event {
        while true {
            var descriptors: [pollfd] = []
            if stdinOpen { descriptors.append(pollfd(fd: 0, events: Int16(POLLIN), revents: 0)) }
            if inotify >= 0 { descriptors.append(pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), inotify >= 0 ? 1000 : 200)
            if ready < 0 && errno != EINTR { usleep(200_000) }
            for descriptor in descriptors where descriptor.revents != 0 {
                if descriptor.fd == 0, let line = readInputLine() { return .input(line) }
                if descriptor.fd == inotify, drainEvents() {
                    usleep(30_000)  // an editor's save is several events: let them finish
                    _ = drainEvents()
                    lastSeen = (HostFiles.modificationTime(path), HostFiles.size(path))
                    return .changed
                }
            }
            // Polling, and a safety net for file systems without events.
            let now = (HostFiles.modificationTime(path), HostFiles.size(path))
            if now.0 != lastSeen.0 || now.1 != lastSeen.1 {
                lastSeen = now
                return .changed
            }
        }
    }

    /// Reads what inotify has; whether any event names the file.
    private func drainEvents() -> Bool {
        var sawFile = false
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            var descriptor = pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            // struct inotify_event: wd (4), mask (4), cookie (4), len (4), name[len].
            while offset + 16 <= count {
                let length = Int(buffer[offset + 12]) | Int(buffer[offset + 13]) << 8 | Int(buffer[offset + 14]) << 16 | Int(buffer[offset + 15]) << 24
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                if String(decoding: nameBytes, as: UTF8.self) == name { sawFile = true }
                offset += 16 + length
            }
        }
        return sawFile
    }

    /// A whole line from standard input, or nil (and stdin no longer watched) at its end.
    private func readInputLine() -> String? {
        var byte: UInt8 = 0
        while true {
            let count = read(0, &byte, 1)
            if count <= 0 {
                stdinOpen = false
                return nil
            }
            if byte == UInt8(ascii: "\n") {
                defer { pendingInput = "" }
                return String(pendingInput.drop(while: \.isWhitespace)).trimmingTrailingWhitespace
            }
            pendingInput.unicodeScalars.append(Unicode.Scalar(byte))
            var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 0) <= 0 { return nil }
        }
    }
}
