// The library's declarations read once per process: the checker's table of the prelude's (and the
// embedder's native) declarations is made the first time a library text is checked and kept, and
// each run checks its script against a copy of it (`TypeTable.runCopy`) whose types take their
// members from the kept table's, read there once (`NominalType.libraryOriginal`). A run used to
// read the prelude's declarations again (its names, functions and extensions up front, each type's
// members when first looked at): about a third of checking a 300-line lesson.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftSyntax

enum LibraryTables {
    /// Guards the kept tables: their types' members are read when a run first asks for them, and
    /// runs on several threads share them.
    static let lock = Lock()
    private struct Entry {
        let libraryText: String
        let declarations: LibraryDeclarations?
        let table: TypeTable
    }
    /// The last few library texts' tables, the latest last (a process runs one prelude selection
    /// again and again; a test process a few).
    nonisolated(unsafe) private static var entries: [Entry] = []
    private static let capacity = 4

    /// A table holding the library declarations of `source` (its lines up to `libraryLineCount`)
    /// and `declarations`, for one run to read the script's own declarations into.
    static func table(for source: SourceFile, libraryLineCount: Int, declarations: LibraryDeclarations?) -> TypeTable {
        let libraryEnd = max(0, source.converter.offset(afterLine: libraryLineCount - source.lineOffset))
        let kept = lock.withLock { () -> TypeTable? in
            guard let index = entries.lastIndex(where: { entry in
                entry.declarations === declarations && startsAlike(entry.libraryText, source.parsedText, count: libraryEnd)
            }) else { return nil }
            return entries[index].table.runCopy()
        }
        if let kept { return kept }
        let libraryText = String(decoding: source.parsedText.utf8.prefix(libraryEnd), as: UTF8.self)
        // The library's statements: all those before the script's first line (TypeChecker.isLibrary).
        var libraryItems: [CodeBlockItemSyntax] = []
        for item in source.tree.statements {
            guard item.endPosition.utf8Offset <= libraryEnd else { break }
            libraryItems.append(item)
        }
        let table = TypeTable()
        declarations?.read(into: table)
        DeclarationReader(table: table, libraryLineCount: libraryLineCount - source.lineOffset, converter: source.converter)
            .read(libraryItems)
        return lock.withLock {
            entries.append(Entry(libraryText: libraryText, declarations: declarations, table: table))
            if entries.count > capacity { entries.removeFirst() }
            return table.runCopy()
        }
    }

    /// Whether `kept` is the first `count` bytes of `text` (compared in place: the library's text
    /// is most of a run's source).
    private static func startsAlike(_ kept: String, _ text: String, count: Int) -> Bool {
        guard kept.utf8.count == count, text.utf8.count >= count else { return false }
        var kept = kept, text = text
        return kept.withUTF8 { a in text.withUTF8 { b in count == 0 || memcmp(a.baseAddress!, b.baseAddress!, count) == 0 } }
    }
}

extension TypeTable {
    /// A copy of this library-only table for one run: the same names, aliases and functions, and
    /// each type a new one reading its members from this table's (call holding `LibraryTables.lock`).
    func runCopy() -> TypeTable {
        let copy = TypeTable()
        var copies: [ObjectIdentifier: NominalType] = [:]
        func copied(_ type: NominalType) -> NominalType {
            if let known = copies[ObjectIdentifier(type)] { return known }
            let made = type.runCopy()
            copies[ObjectIdentifier(type)] = made
            return made
        }
        copy.copyState(of: self, types: types.mapValues(copied))
        copy.builtinExtensions = builtinExtensions.mapValues(copied)
        copy.bridgedMembers = bridgedMembers
        copy.nestedNames = nestedNames
        copy.functions = functions
        copy.library = library
        copy.opaqueNames = opaqueNames
        copy.aliases = aliases
        copy.elementRequirements = elementRequirements
        copy.nestedLastNames = nestedLastNames
        return copy
    }
}

extension NominalType {
    /// A new type of the same name and kind whose members are this one's, taken when first asked for.
    func runCopy() -> NominalType {
        let copy = NominalType(name: name, kind: kind, isLibrary: isLibrary)
        copy.libraryOriginal = self
        copy.isGeneric = isGeneric
        copy.genericParameters = genericParameters
        copy.literalDefaultingParameters = literalDefaultingParameters
        copy.floatingParameters = floatingParameters
        copy.propertySyntax = propertySyntax
        copy.caseSyntax = caseSyntax
        return copy
    }
}
