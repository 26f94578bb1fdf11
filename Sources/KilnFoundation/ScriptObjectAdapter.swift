// A script object seen by the keyed-archive core: its class chain as Swift names it on Apple's
// platforms, and its own `encode(with:)` / `init(coder:)` run through the interpreter.
import KeyedArchive
import KilnScript

/// Makes a script object (`class Item: NSObject, NSCoding`) a `KeyedArchiving` object.
///
/// Encoding calls the object's `encode(with:)` with the script-visible coder. Decoding is
/// allocate-then-decode in the core; a script object cannot exist before its `init(coder:)` runs,
/// so the adapter is allocated empty and `decode(from:)` constructs the object through
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

    /// Notes an old spelling of the object's own methods (Swift 2's `encodeWithCoder(_:)`).
    var noteOldSpelling: (_ written: String, _ today: String) -> Void = { _, _ in }

    func encode(with archiver: KeyedArchiver) throws {
        if context.responds(value, to: "encode") {
            _ = try context.callMethod("encode", labels: ["with"], on: value, arguments: [coder])
            return
        }
        // Swift 2's name: `func encodeWithCoder(aCoder: NSCoder)`.
        _ = try callCocoaMethod(context, "encodeWithCoder", labels: [nil], on: value, arguments: [coder]) { _, _ in }
        noteOldSpelling("encodeWithCoder(_:)", "encode(with:)")
    }

    func decode(from unarchiver: KeyedUnarchiver) throws {
        // `init?(coder:)` may return nil: the object then decodes as nil, as on Apple's platforms.
        // The instance is allocated first, so an object of the archive that refers back to this
        // one (a parent's child decoding its parent) gets it, as Apple's alloc-then-initWithCoder gives.
        let made = try context.construct(className, labels: ["coder"], arguments: [coder]) { [unowned self] instance in
            self.value = instance
        }
        value = made.unwrapped
    }
}

/// Lets the unarchiver's `@Sendable` allocation closures hold the run's (single-threaded) state.
struct RunLocal<T>: @unchecked Sendable {
    let value: T
}
