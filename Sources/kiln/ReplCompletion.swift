#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What Tab completes: a `:` command's name; a command's path argument (in the app's home for
/// the sandbox commands, on the host for `:load`); otherwise Swift, by the session (names in
/// scope, members after a dot).
extension REPL {
    func completions(for text: String) -> (word: String, candidates: [String]) {
        let line = text.drop { $0 == " " || $0 == "\t" }
        guard line.hasPrefix(":") else { return session.completions(for: text) }
        guard let space = line.firstIndex(of: " ") else {
            let word = String(line.dropFirst())
            let names = ReplCommandTable.all.flatMap(\.names).filter { $0.hasPrefix(word) && $0.count > 1 }
            return (word, names.sorted())
        }
        let name = String(line[line.index(after: line.startIndex)..<space])
        guard let entry = ReplCommandTable.entry(named: name) else { return ("", []) }
        let argument = line[line.index(after: space)...]
        let word = String(argument.split(separator: " ", omittingEmptySubsequences: false).last ?? "")
        switch entry.completion {
        case .none: return (word, [])
        case .hostPath: return pathCompletions(word, inSandbox: false)
        case .sandboxPath: return pathCompletions(word, inSandbox: true)
        }
    }

    /// The files and directories (`Documents/`) whose names continue the last part of `path`.
    private func pathCompletions(_ path: String, inSandbox: Bool) -> (word: String, candidates: [String]) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let host = directory.isEmpty ? hostPath(".", inSandbox: inSandbox) : hostPath(directory, inSandbox: inSandbox)
        guard let stream = opendir(host) else { return (base, []) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != "..", name.hasPrefix(base), base.hasPrefix(".") || !name.hasPrefix(".") else { continue }
            var info = stat()
            let isDirectory = stat(host + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            names.append(isDirectory ? name + "/" : name)
        }
        return (base, names.sorted())
    }
}
