// A written type naming no type at all (`let name: string`, `func f(_ v: NoSuchType)`) is refused
// as swiftc refuses it, "cannot find type 'string' in scope", whether or not the code around it
// ever runs. A name is a type when the source declares it anywhere (a struct, class, enum,
// protocol, typealias, associated type or generic parameter, at any depth, the library's lines
// included), the table knows it, or the standard library and Foundation may declare it
// (LibraryTypeNames.swift). Extensions of types the script does not declare (whose generic
// parameters, `Element`, `Wrapped`, are not written anywhere), attributes, inheritance clauses
// (the compiler's, ProtocolConformances.swift) and `#if` blocks are left alone.
import SwiftSyntax

extension TypeChecker {
    func checkWrittenTypeNames(_ items: [CodeBlockItemSyntax]) {
        // A module beyond these declares names this check does not know (SwiftUI's `Text`).
        let knownModules: Set<String> = ["Foundation", "Swift", "Glibc", "Darwin", "UIKit", "Dispatch"]
        guard !items.contains(where: { item in
            item.item.as(ImportDeclSyntax.self).map { !knownModules.contains($0.path.first?.name.text ?? "") } ?? false
        }) else { return }
        // The script's declarations first; the library's lines (many times the script's) are
        // walked only when a name is settled by nothing else, which is rare.
        let declared = scriptWalk
        var libraryDeclared: ScriptWalk?
        func library() -> ScriptWalk {
            if let libraryDeclared { return libraryDeclared }
            let names = ScriptWalk(libraryItems)
            libraryDeclared = names
            return names
        }
        // An extension of a library type or a protocol names its generic parameters unwritten.
        func isDeclaredNominal(_ name: String) -> Bool { declared.nominalNames.contains(name) || library().nominalNames.contains(name) }
        for (written, _) in declared.writtenTypes where written.name.text == "NSCache" && !declared.declaredTypeNames.contains("NSCache") {
            // `let cache: NSCache<String, Data>`: TypeCheckGenerics.swift.
            if let clause = written.genericArgumentClause, judgeClassBoundArguments(written.name, clause) { break }
        }
        // The framework types a misspelt name is measured against, gathered at the first name
        // that needs them.
        var frameworkTypes: [String]?
        func misspellsFrameworkType(_ name: String) -> Bool {
            let candidates = frameworkTypes ?? frameworkTypeNames(declared: declared)
            frameworkTypes = candidates
            return misspells(name, oneOf: candidates)
        }
        var reported: Set<String> = []
        for (written, extending) in declared.writtenTypes {
            if let extending, !isDeclaredNominal(extending) { continue }
            let name = written.name.text
            guard !declared.declaredTypeNames.contains(name), !Self.builtinTypeNames.contains(name),
                  !name.hasPrefix("Dispatch"), !nativeTypeNames.contains(name), !libraryTypeNames.contains(name),
                  table.types[name] == nil, table.named(name) == .unknown, table.aliases[name] == nil,
                  !LibraryTypeNames.mayBeLibrary(name) || misspellsFrameworkType(name),
                  !library().declaredTypeNames.contains(name),
                  reported.insert("\(name)@\(written.position.utf8Offset)").inserted else { continue }
            error("cannot find type '\(name)' in scope", at: written)
        }
    }

    /// The types a misspelt framework name is measured against: prefixed words (`UIImage`,
    /// `NSString` — not `UInt`, which `UInt8` is one edit from) that the embedder's whole library,
    /// its native types, the script or the standard library and Foundation declare.
    func frameworkTypeNames(declared: ScriptWalk) -> [String] {
        libraryTypeNames.union(nativeTypeNames).union(declared.declaredTypeNames).union(LibraryTypeNames.all)
            .filter { $0.count >= 5 && $0.prefix(3).allSatisfy(\.isUppercase) }
    }

    /// `UIImge`, `NSStirng`: a framework-looking name Kiln does not know (which it lets pass, as
    /// UIKit declares many types Kiln does not simulate) that is one edit, or only letter case,
    /// away from a known framework type, is a typo swiftc refuses, not an unknown UIKit type.
    func misspells(_ name: String, oneOf candidates: [String]) -> Bool {
        guard name.count >= 5, !LibraryTypeNames.all.contains(name), !LibraryTypeNames.frameworks.contains(name) else { return false }
        return candidates.contains { candidate in
            candidate != name && abs(candidate.count - name.count) <= 1 && editDistance(candidate, name) <= 1
        }
    }

    /// Names every script may write without declaring them: the core types, and the associated
    /// types and generic parameters of the library's protocols and types, which a conformer or an
    /// extension names unwritten.
    static let builtinTypeNames: Set<String> = [
        "Self", "Any", "AnyObject", "Void", "Never", "Int", "Double", "String", "Bool", "Character", "Float", "Array", "Dictionary",
        "Set", "Optional", "Error", "Element", "Index", "Indices", "Iterator", "SubSequence", "RawValue", "ID", "Body", "Value", "Key",
        "Wrapped", "Bound", "Stride", "Magnitude", "Words", "Scalar", "ArrayLiteralElement", "IntegerLiteralType", "FloatLiteralType",
        "StringLiteralType", "ExtendedGraphemeClusterLiteralType", "UnicodeScalarLiteralType", "Failure", "Output", "Input",
        "AllCases", "CodingKeys", "Content", "Label", "Configuration", "AsyncIterator", "Exponent", "Success", "Base",
        "Component", "Result", "Context", "Root", "Storage", "Delegate", "Selector", "NSObjectProtocol", "AnyCancellable",
    ]
}
