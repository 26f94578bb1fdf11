// The prelude's NSCoder members beyond keyed values: keyless coding (`encode(_:)` … `decodeObject()`,
// under the generic keys `$0`, `$1`, … as Foundation's keyed archivers store them), property
// lists, `error` and `failWithError(_:)`, class names and classes by name, and the archivers'
// delegate protocols (over ArchiveCoderBindings.swift).
extension Prelude {
    static let archivingCoder = #"""
extension NSCoder {
    func encode(_ object: Any?) { __kilnEncodeObject(__handle, object, nil) }
    func encodeRootObject(_ rootObject: Any) { encode(rootObject) }
    func encodeBycopyObject(_ anObject: Any?) { encode(anObject) }
    func encodeByrefObject(_ anObject: Any?) { encode(anObject) }
    func encodeConditionalObject(_ object: Any?) { __kilnEncodeConditional(__handle, object, nil) }
    func decodeObject() -> Any? {
        if __failedWith != nil { return nil }
        return __kilnBridgeDecoded(__kilnDecodeNextObject(__handle))
    }
    func decodeData() -> Data? { return decodeObject() as? Data }
    func decodePropertyList() -> Any? { return decodeObject() }
    func decodePropertyList(forKey key: String) -> Any? { return decodeObject(forKey: key) }

    /// The first error of this coder: the one given to `failWithError(_:)`, or the archive's.
    var error: Error? {
        if let failed = __failedWith { return failed }
        guard let message = __kilnCoderFailure(__handle) else { return nil }
        return NSError(__domain: "NSCocoaErrorDomain", code: 4864,
                          message: "The data couldn’t be read because it isn’t in the correct format. (" + message + ")", path: "")
    }

    /// What an `init?(coder:)` calls on finding bad data: under `.raiseException` the program
    /// stops (corelibs' fatalError; Apple's platforms raise an exception); under
    /// `.setErrorAndReturn` the coder keeps the first error and decodes no more objects (nil),
    /// while values stored inline (`decodeInteger(forKey:)`, …) still decode, as corelibs' do.
    func failWithError(_ error: Error) {
        if decodingFailurePolicy == .raiseException {
            fatalError("There was a decoding error and the decoding failure policy is .raiseException. Aborting. (\(error))")
        }
        if __failedWith == nil { __failedWith = error }
    }
}

extension NSKeyedArchiver {
    /// The name set with `setClassName(_:for:)` on this archiver, or nil.
    func classNameForClass(_ cls: Any) -> String? { return __kilnArchiverClassNameFor(__handle, cls) }
    /// The name set with `NSKeyedArchiver.setClassName(_:for:)`, or nil.
    static func classNameForClass(_ cls: Any) -> String? { return __kilnArchiverClassNameFor(0, cls) }
}

extension NSKeyedUnarchiver {
    /// The class set with `setClass(_:forClassName:)` on this unarchiver, or nil.
    func `class`(forClassName codedName: String) -> Any? { return __kilnUnarchiverClassFor(__handle, codedName) }
    /// The class set with `NSKeyedUnarchiver.setClass(_:forClassName:)`, or nil.
    static func `class`(forClassName codedName: String) -> Any? { return __kilnUnarchiverClassFor(0, codedName) }
}

// The delegates' end-of-coding calls. Kiln does not call the per-object ones (`archiver(_:willEncode:)`,
// `unarchiver(_:didDecode:)`, …); a script's delegate may still declare them, as corelibs requires.
protocol NSKeyedArchiverDelegate: AnyObject {
    func archiverWillFinish(_ archiver: NSKeyedArchiver)
    func archiverDidFinish(_ archiver: NSKeyedArchiver)
}
extension NSKeyedArchiverDelegate {
    func archiverWillFinish(_ archiver: NSKeyedArchiver) {}
    func archiverDidFinish(_ archiver: NSKeyedArchiver) {}
}

protocol NSKeyedUnarchiverDelegate: AnyObject {
    func unarchiverWillFinish(_ unarchiver: NSKeyedUnarchiver)
    func unarchiverDidFinish(_ unarchiver: NSKeyedUnarchiver)
}
extension NSKeyedUnarchiverDelegate {
    func unarchiverWillFinish(_ unarchiver: NSKeyedUnarchiver) {}
    func unarchiverDidFinish(_ unarchiver: NSKeyedUnarchiver) {}
}
"""#
}
