import ArchiveInspection
import KilnSimulator
import PropertyList
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The app's files at hand: `:ls`, `:cat`, `:plist`, `:defaults`, `:image`. A path is in the
/// app's home as the app sees it (`Documents/items.plist`); an absolute path is the host's.
extension ReplCommandTable {
    static let sandbox: [ReplCommandEntry] = [
        ReplCommandEntry(names: ["ls"], argument: "[PATH]", summary: "the app's files as a tree, with sizes",
                         completion: .sandboxPath) { repl, path in
            repl.listTree(path)
            return true
        },
        ReplCommandEntry(names: ["cat"], argument: "PATH", summary: "a file: its text, or a hex dump when it is binary",
                         completion: .sandboxPath) { repl, path in
            guard let path else { repl.fail(":cat needs a PATH"); return true }
            guard let bytes = repl.readFile(path, inSandbox: true) else { return true }
            print(SandboxView.text(of: bytes), terminator: "")
            return true
        },
        ReplCommandEntry(names: ["plist"], argument: "PATH [--objects]", summary: "a property list or keyed archive as a tree (or its $objects)",
                         completion: .sandboxPath) { repl, argument in
            let words = (argument ?? "").split(separator: " ").map(String.init)
            let flags = words.filter { $0.hasPrefix("--") }
            guard let path = words.first(where: { !$0.hasPrefix("--") }) else { repl.fail(":plist needs a PATH"); return true }
            guard flags.allSatisfy({ $0 == "--objects" || $0 == "--json" }) else {
                repl.fail(":plist takes --objects or --json, not \(flags.joined(separator: " "))")
                return true
            }
            guard repl.readFile(path, inSandbox: true) != nil else { return true }
            // PlistCommand says what went wrong on standard error itself.
            try? PlistCommand.parse([repl.hostPath(path, inSandbox: true)] + flags).perform(whenDone: {})
            return true
        },
        ReplCommandEntry(names: ["defaults"], argument: "", summary: "UserDefaults.standard's plist as a table") { repl, _ in
            let relative = repl.playground.defaultsPath
            guard access(repl.hostPath(relative, inSandbox: true), F_OK) == 0 else {
                print(repl.style.aside("UserDefaults holds nothing yet (no \(relative))"))
                return true
            }
            guard let bytes = repl.readFile(relative, inSandbox: true) else { return true }
            guard case .dictionary(let values)? = try? PropertyList(bytes: bytes) else {
                repl.fail("\(relative): not a property list dictionary")
                return true
            }
            print(repl.style.aside(relative))
            print(SandboxView.table(values), terminator: "")
            return true
        },
        ReplCommandEntry(names: ["image"], argument: "PATH", summary: "an image's size and format, and a preview in block characters",
                         completion: .sandboxPath) { repl, path in
            guard let path else { repl.fail(":image needs a PATH"); return true }
            guard let bytes = repl.readFile(path, inSandbox: true) else { return true }
            guard let format = ImageFormat(sniffing: bytes) else { repl.fail("\(path): not a JPEG or PNG image"); return true }
            do {
                let bitmap = try Bitmap(decoding: bytes)
                print("\(format.rawValue), \(bitmap.width) × \(bitmap.height) pixels, \(SandboxView.size(bytes.count))")
                print(SandboxView.preview(bitmap, colour: repl.style.output), terminator: "")
            } catch {
                repl.fail("\(path): \(error)")
            }
            return true
        },
    ]
}

extension REPL {
    /// `path` on the host: absolute as given; relative, in the app's home (`inSandbox`) or the
    /// current directory.
    func hostPath(_ path: String, inSandbox: Bool) -> String {
        if path.hasPrefix("/") || !inSandbox { return path }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return playground.home + (relative.isEmpty || relative == "." ? "" : "/" + relative)
    }

    /// A file's bytes, or nil having said why (`Documents/x.plist: No such file or directory`).
    func readFile(_ path: String, inSandbox: Bool) -> [UInt8]? {
        switch readFileQuietly(hostPath(path, inSandbox: inSandbox)) {
        case .success(let bytes): return bytes
        case .failure(let reason):
            fail("\(path): \(reason.message)")
            return nil
        }
    }

    /// `:ls`: the tree under `path` (the app's home when nil).
    func listTree(_ path: String?) {
        let root = hostPath(path ?? ".", inSandbox: true)
        var info = stat()
        guard stat(root, &info) == 0 else {
            fail("\(path ?? "."): \(String(cString: strerror(errno)))")
            return
        }
        if info.st_mode & S_IFMT != S_IFDIR {
            print("\(path ?? root)  \(SandboxView.size(Int(info.st_size)))")
            return
        }
        print(style.aside(path.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "~ (the app's home, :sandbox says where)"))
        print(SandboxView.tree(root, style: style), terminator: "")
    }
}
