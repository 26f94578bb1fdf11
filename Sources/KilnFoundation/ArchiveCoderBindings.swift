// NSCoder's keyless coding (`encode(_:)`/`decodeObject()` under the generic keys `$0`, `$1`, …),
// conditional objects, the archiver's output format and class names, the unarchiver's class map and
// failure policy: the primitives behind PreludeArchivingCoder.swift.
import KeyedArchive
import KilnScript

extension Bindings {
    func registerArchiveCoderPrimitives(in interpreter: Interpreter) {
        // `encode(_:forKey:)` with a value of static type Any (`archivedData(withRootObject:)`,
        // `encode(_:)`): a number is an NSNumber object in `$objects`, as `encodeObject:` stores it,
        // not an inline integer. A nil key is the next generic key.
        primitive(interpreter, "EncodeObject", 3) { [unowned self] context, arguments in
            let entry = try archiverEntry(arguments[0], context)
            guard entry.finished == nil else {
                throw context.fault("encode(_:) after finishEncoding(): the archive is already finished")
            }
            do {
                let value = try archiveValue(arguments[1], entry, context)
                if arguments[2].unwrapped.isNone {
                    try entry.archiver.encode(value)
                } else {
                    try entry.archiver.encode(value, forKey: try stringArgument(arguments[2], context, "the key"))
                }
            } catch let error as KeyedArchiveError {
                if !entry.throwing { throw context.fault("NSKeyedArchiver: \(error.message)") }
                entry.firstError = entry.firstError ?? error.message
            }
            return .void
        }
        // `encodeConditionalObject(_:forKey:)` and `encodeConditionalObject(_:)`: an object is
        // referenced only if the archive also encodes it unconditionally; otherwise (and for a
        // value that is not an object of the script's) the key decodes as nil, as on Apple's platforms.
        primitive(interpreter, "EncodeConditional", 3) { [unowned self] context, arguments in
            let entry = try archiverEntry(arguments[0], context)
            guard entry.finished == nil else {
                throw context.fault("encodeConditionalObject after finishEncoding(): the archive is already finished")
            }
            var object: (any KeyedArchiving)?
            if case .object = arguments[1].unwrapped, case .object(let archived) = try archiveValue(arguments[1].unwrapped, entry, context) {
                object = archived
            }
            if arguments[2].unwrapped.isNone {
                entry.archiver.encodeConditionalObject(object)
            } else {
                entry.archiver.encodeConditionalObject(object, forKey: try stringArgument(arguments[2], context, "the key"))
            }
            return .void
        }
        // `decodeObject()`: the next generic key's object, nil when there is none.
        primitive(interpreter, "DecodeNextObject", 1) { [unowned self] context, arguments in
            let entry = try unarchiverEntry(arguments[0], context)
            return try decoding(entry, context) { try entry.unarchiver.decodeObject() }
        }
        primitive(interpreter, "ArchiverSetFormat", 2) { [unowned self] context, arguments in
            let xml = try boolArgument(arguments[1], context, "the format")
            try archiverEntry(arguments[0], context).archiver.outputFormat = xml ? .xml : .binary
            return .void
        }
        // `classNameForClass(_:)`: the name set with `setClassName(_:for:)` (on this archiver, or
        // on the class for handle 0), nil when none was.
        primitive(interpreter, "ArchiverClassNameFor", 2) { [unowned self] context, arguments in
            let className = try archivedClassName(ofType: arguments[1], context)
            let name: String?
            if case .int(0) = arguments[0] {
                name = archiving.classNames[className]
            } else {
                name = try archiverEntry(arguments[0], context).archiver.className(for: className)
            }
            return name.map { .some(.string($0)) } ?? .none
        }
        // `class(forClassName:)`: the class set with `setClass(_:forClassName:)`, nil when none was.
        primitive(interpreter, "UnarchiverClassFor", 2) { [unowned self] context, arguments in
            let name = try stringArgument(arguments[1], context, "the class name")
            let found: Value?
            if case .int(0) = arguments[0] {
                found = archiving.classValues[name]
            } else {
                found = try unarchiverEntry(arguments[0], context).classValues[name]
            }
            return found.map { .some($0) } ?? .none
        }
        // `decodingFailurePolicy = .setErrorAndReturn` (true) or `.raiseException`.
        primitive(interpreter, "UnarchiverSetPolicy", 2) { [unowned self] context, arguments in
            try unarchiverEntry(arguments[0], context).throwing = try boolArgument(arguments[1], context, "the policy")
            return .void
        }
        // The first decoding error an unarchiver kept (NSCoder's `error`), or nil; an archiver's.
        primitive(interpreter, "CoderFailure", 1) { [unowned self] context, arguments in
            guard case .int(let handle) = arguments[0] else { return .none }
            if let message = archiving.unarchivers[handle]?.failure { return .some(.string(message)) }
            if let message = archiving.archivers[handle]?.firstError { return .some(.string(message)) }
            return .none
        }
    }
}
