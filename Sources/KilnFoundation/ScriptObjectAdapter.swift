// A script object seen by the keyed-archive core: its class chain as Swift names it on Apple's
// platforms, and its own `encode(with:)` / `init(coder:)` run through the interpreter.
import KeyedArchive
import KilnScript

/// Makes a script object (`class Item: NSObject, NSCoding`) a `KeyedArchiving` object.
///
/// Encoding calls the object's `encode(with:)` with the script-visible coder. Decoding is
/// allocate-then-decode in the core; a script object cannot exist before its `init(coder:)` runs,
/// so the adapter is allocated empty and `decode(from:)` makes the object through
/// `init(coder:)`, which reads its fields from the same unarchiver.
final class ScriptObjectAdapter: KeyedArchiving {
    /// The script object (`.none` while being decoded, or when `init?(coder:)` returned nil).
    private(set) var value: Value
    let archiveClassChain: [String]
    let supportsSecureCoding: Bool
    /// The script class to make when decoding.
    private let className: String
    private let coder: Value
    private let context: NativeContext

    /// An adapter for encoding `value` with `coder`.
    init(encoding value: Value, chain: [String], secure: Bool, coder: Value, context: NativeContext) {
        self.value = value
        archiveClassChain = chain
        supportsSecureCoding = secure
        className = ""
        self.coder = coder
        self.context = context
    }

    /// An empty adapter that `decode(from:)` fills with a new instance of `className`.
    init(decoding className: String, chain: [String], secure: Bool, coder: Value, context: NativeContext) {
        value = .none
        archiveClassChain = chain
        supportsSecureCoding = secure
        self.className = className
        self.coder = coder
        self.context = context
    }

    /// Called when the object spells its method Swift 2's way, `encodeWithCoder(_:)`.
    var noteOldSpelling: () -> Void = {}

    func encode(with archiver: KeyedArchiver) throws {
        if context.responds(value, to: "encode") {
            _ = try context.callMethod("encode", labels: ["with"], on: value, arguments: [coder])
            return
        }
        // Swift 2: `func encodeWithCoder(aCoder: NSCoder)` took its argument without a label;
        // read today, the parameter name is the label.
        noteOldSpelling()
        do {
            _ = try context.callMethod("encodeWithCoder", labels: [nil], on: value, arguments: [coder])
        } catch where "\(error)".contains("there is encodeWithCoder(") {
            let text = "\(error)"
            let start = text.indices.first { text[$0...].hasPrefix("there is encodeWithCoder(") }.map { text.index($0, offsetBy: 25) }
            let label = start.map { String(text[$0...].prefix { $0 != ":" && $0 != ")" }) }
            guard let label, !label.isEmpty, label != "_" else { throw error }
            _ = try context.callMethod("encodeWithCoder", labels: [label], on: value, arguments: [coder])
        }
    }

    func decode(from unarchiver: KeyedUnarchiver) throws {
        let made = try context.callMethod("__kilnInstantiate", labels: [nil], on: coder, arguments: [.string(className)])
        value = made.unwrapped
    }
}

/// Lets the unarchiver's `@Sendable` allocation closures hold the run's (single-threaded) state.
struct RunLocal<T>: @unchecked Sendable {
    let value: T
}
