// Language the interpreter does not run yet, refused before anything runs with a located
// "not supported in Kiln yet" (never a misleading type error or a wrong answer): parameter packs
// (`func f<each T>(_ v: repeat each T)`, SE-0393); the concurrency Kiln's one-thread tasks do not
// model (global actors of a script's own, `AsyncStream`, `@TaskLocal`; tasks, task groups and
// actors run: PreludeConcurrency.swift); Grand Central Dispatch (`DispatchQueue`, `DispatchGroup`, …) where Foundation or
// Dispatch is imported (without the import, swiftc's own "cannot find" stands); iOS frameworks
// Kiln does not simulate (`import SwiftUI`), and modules no one has ("no such module").
import SwiftSyntax

extension TypeChecker {
    /// Reports the first use of a feature Kiln does not run; true when there was one (the rest of
    /// the checks would only report what follows from it).
    func refusesUnsupportedLanguage(_ items: [CodeBlockItemSyntax]) -> Bool {
        if refusesImports(items) { return true }
        // One pass over the script's bytes says which walks are worth making at all.
        let said = scriptTextSays(["each ", "globalActor", "AsyncStream", "TaskLocal", "Dispatch"])
        return !said.isDisjoint(with: ["globalActor", "AsyncStream", "TaskLocal"]) && refusesConcurrency(items)
            || said.contains("each ") && refusesParameterPacks(items)
            || said.contains("Dispatch") && refusesDispatch(items)
    }

    /// Modules a script may import: those the simulated device has (`KilnBuildConfiguration`),
    /// those a script written on Linux or for a newer SDK names for what Kiln has, and Swift
    /// Testing (a lesson's `#expect`).
    static let acceptedModules = KilnBuildConfiguration.importable.union(["Glibc", "FoundationEssentials", "OSLog", "_Concurrency", "Testing"])
    /// iOS's other frameworks: a student's app may import them, Kiln does not have them.
    static let iOSModules: Set<String> = [
        "SwiftUI", "Combine", "CoreData", "SwiftData", "Observation", "MapKit", "CoreLocation", "AVFoundation", "AVKit",
        "CloudKit", "Photos", "PhotosUI", "WebKit", "StoreKit", "GameKit", "SpriteKit", "SceneKit", "ARKit", "RealityKit",
        "HealthKit", "Contacts", "ContactsUI", "EventKit", "CoreML", "Vision", "NaturalLanguage", "CoreImage", "QuartzCore",
        "CoreMotion", "CoreBluetooth", "Network", "Security", "CryptoKit", "LocalAuthentication", "AuthenticationServices",
        "WidgetKit", "ActivityKit", "AppIntents", "MessageUI", "SafariServices", "QuickLook", "PDFKit", "CoreText",
        "ImageIO", "MobileCoreServices", "UniformTypeIdentifiers", "AppKit", "Cocoa", "XCTest", "RegexBuilder",
        "Charts", "TipKit", "CoreHaptics", "CoreAudio", "AudioToolbox", "MediaPlayer", "UserNotificationsUI",
        "SQLite3", "Accelerate", "Metal", "MetalKit", "GLKit", "CoreFoundation", "SystemConfiguration", "BackgroundTasks",
        "CoreSpotlight", "CoreServices", "Intents", "IntentsUI", "LinkPresentation", "VisionKit", "PencilKit", "Speech",
    ]

    /// `import SwiftUI`: a located "not supported in Kiln yet" at the module's name (an iOS
    /// framework Kiln does not simulate), or swiftc's "no such module" (any other name).
    private func refusesImports(_ items: [CodeBlockItemSyntax]) -> Bool {
        for item in items where !isLibrary(item) {
            guard let path = item.item.as(ImportDeclSyntax.self)?.path, let module = path.first?.name,
                  !Self.acceptedModules.contains(module.text) else { continue }
            if Self.iOSModules.contains(module.text) {
                error("module '\(module.text)' is not supported in Kiln yet (Kiln simulates Foundation, UIKit's app and images, UserNotifications and os)", at: module)
            } else {
                error("no such module '\(module.text)'", at: module)
            }
            refusedUnsupportedLanguage = true
            return true
        }
        return false
    }

    /// `DispatchQueue.main.async { }` and its kin: Kiln has one thread and no run loop to drain
    /// a queue, so what such a script prints would be a guess.
    private func refusesDispatch(_ items: [CodeBlockItemSyntax]) -> Bool {
        let scriptItems = items.filter { !isLibrary($0) }
        let imports = scriptItems.contains { item in
            guard let path = item.item.as(ImportDeclSyntax.self)?.path.first?.name.text else { return false }
            return ["Foundation", "Dispatch", "UIKit", "SwiftUI", "Combine"].contains(path)
        }
        guard imports else { return false }
        let names = DeclaredNames(viewMode: .sourceAccurate)
        for item in scriptItems { names.walk(item) }
        let finder = NameUseFinder(names: dispatchNames)
        finder.declared = names.names.union(topLevelTypeNames)
        return refuses(scriptItems, finder, "Grand Central Dispatch (DispatchQueue, DispatchGroup, DispatchSemaphore) is not supported in Kiln yet; Kiln runs a script's code in order, on one thread")
    }

    private func refusesParameterPacks(_ items: [CodeBlockItemSyntax]) -> Bool {
        // A walk only of the script's statements whose text could hold a pack (the library's
        // text, ahead of the script's in the source, says `each` in its comments).
        return refuses(items.filter { !isLibrary($0) && $0.trimmedText.contains("each ") }, PackFinder(viewMode: .sourceAccurate),
                       "parameter packs ('each' and 'repeat each') are not supported in Kiln yet")
    }

    /// A global actor of the script's, an async stream or a task-local value: Kiln runs tasks in
    /// a fixed order on one thread (PreludeConcurrency.swift) and has no model of these.
    private func refusesConcurrency(_ items: [CodeBlockItemSyntax]) -> Bool {
        let scriptItems = items.filter { !isLibrary($0) }
        // A script's own `struct Task` (a to-do app's), at any depth, is not Swift's.
        let names = DeclaredNames(viewMode: .sourceAccurate)
        for item in scriptItems { names.walk(item) }
        let finder = ConcurrencyFinder()
        finder.declared = names.names.union(topLevelTypeNames).union(topLevelFunctions.keys)
        return refuses(scriptItems, finder, "global actors, async streams and task-local values are not supported in Kiln yet (async functions, tasks, task groups and actors are)")
    }

    /// Walks `items` with `finder` and reports `message` at the first node it finds.
    private func refuses(_ items: [CodeBlockItemSyntax], _ finder: some FirstFinder, _ message: String) -> Bool {
        for item in items {
            finder.walk(item)
            if let found = finder.found {
                error(message, at: found)
                refusedUnsupportedLanguage = true
                return true
            }
        }
        return false
    }

    /// Which of `words` occur in the source's text after the library's lines (ASCII words).
    func scriptTextSays(_ words: [String]) -> Set<String> {
        let start = libraryEnd
        var text = source.parsedText
        var said: Set<String> = []
        text.withUTF8 { bytes in
            guard start < bytes.count, let base = bytes.baseAddress else { return }
            for word in words {
                var pattern = word
                // One tight loop per word over raw bytes (no array retained per byte looked at).
                let found = pattern.withUTF8 { needle -> Bool in
                    guard let first = needle.first, bytes.count - start >= needle.count else { return false }
                    var offset = start
                    let last = bytes.count - needle.count
                    while offset <= last {
                        if base[offset] == first {
                            var matched = 1
                            while matched < needle.count && base[offset + matched] == needle[matched] { matched += 1 }
                            if matched == needle.count { return true }
                        }
                        offset += 1
                    }
                    return false
                }
                if found { said.insert(word) }
            }
        }
        return said
    }
}

/// A walk that stops at the first node of a kind.
private protocol FirstFinder: SyntaxVisitor {
    var found: Syntax? { get }
}

/// The first `each T` generic parameter, `repeat …` expansion or `each x` element.
private final class PackFinder: SyntaxVisitor, FirstFinder {
    var found: Syntax?

    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        if node.specifier != nil { record(node) }
        return .visitChildren
    }
    override func visit(_ node: PackExpansionExprSyntax) -> SyntaxVisitorContinueKind { record(node); return .skipChildren }
    override func visit(_ node: PackExpansionTypeSyntax) -> SyntaxVisitorContinueKind { record(node); return .skipChildren }
    override func visit(_ node: PackElementExprSyntax) -> SyntaxVisitorContinueKind { record(node); return .skipChildren }

    private func record(_ node: some SyntaxProtocol) {
        if found == nil { found = Syntax(node) }
    }
}

/// The first use of one of `names` (a reference or a written type) the script does not declare itself.
private class NameUseFinder: SyntaxVisitor, FirstFinder {
    var found: Syntax?
    var declared: Set<String> = []
    let names: Set<String>

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if names.contains(node.baseName.text), !declared.contains(node.baseName.text) { record(node) }
        return .visitChildren
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if names.contains(node.name.text), !declared.contains(node.name.text) { record(node) }
        return .visitChildren
    }

    func record(_ node: some SyntaxProtocol) {
        if found == nil { found = Syntax(node) }
    }
}

/// The first `@globalActor` / `@TaskLocal` attribute, or use of `AsyncStream` or `TaskLocal` the
/// script does not declare itself.
private final class ConcurrencyFinder: NameUseFinder {
    init() {
        super.init(names: ["AsyncStream", "AsyncThrowingStream", "TaskLocal"])
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text, ["globalActor", "TaskLocal"].contains(name) { record(node) }
        return .skipChildren
    }
}

/// Dispatch's types.
private let dispatchNames: Set<String> = [
    "DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem", "DispatchTime", "DispatchWallTime",
    "DispatchTimeInterval", "DispatchSource", "DispatchQoS",
]

/// The names of the types and functions a script declares, nested ones too.
private final class DeclaredNames: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
}
