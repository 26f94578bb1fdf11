// A compound name (`v(_:scale:)`) names a function: where the script declares no function of that
// base name and the name is a variable's (an instance with `callAsFunction`, a closure), swiftc
// says "cannot find 'v(_:scale:)' in scope" at the name.
import SwiftSyntax

extension TypeChecker {
    func checkCompoundNames(_ items: [CodeBlockItemSyntax]) {
        let script = scriptWalk
        // The library's declarations count too, but its lines (many times the script's) are
        // walked only when the script writes a compound name bare, which is rare.
        guard !script.compoundNames.isEmpty else { return }
        let library = ScriptWalk(libraryItems)
        for reference in script.compoundNames where !isLibrary(reference) {
            let name = reference.baseName.text
            guard script.variableNames.contains(name) || library.variableNames.contains(name),
                  !script.functionNames.contains(name), !library.functionNames.contains(name), table.functions(named: name) == nil,
                  !LibraryTypeNames.standardFunctions.contains(name), table.types[name] == nil else { continue }
            error("cannot find '\(reference.trimmedText)' in scope", at: reference)
        }
    }
}
