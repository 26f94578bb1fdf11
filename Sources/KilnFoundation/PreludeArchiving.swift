// The prelude's NSCoder, NSKeyedArchiver and NSKeyedUnarchiver, today's and Swift 2's spellings, over
// the archiving primitives (ArchiveBindings.swift).
extension Prelude {
    static let archiving = #"""
let NSKeyedArchiveRootObjectKey = "root"

class NSCoder: NSObject {
    var __handle = 0
    /// The error `failWithError(_:)` was given, which `error` reports first.
    var __failedWith: Error?
    var __policy: NSCoder.DecodingFailurePolicy = .raiseException
    enum DecodingFailurePolicy: Int {
        case raiseException, setErrorAndReturn
    }
    var decodingFailurePolicy: NSCoder.DecodingFailurePolicy { return __policy }
    var requiresSecureCoding: Bool {
        get { return __kilnCoderRequiresSecureCoding(__handle) }
        set { __kilnCoderSetRequiresSecureCoding(__handle, newValue) }
    }
    func encode(_ value: Any, forKey key: String) { __kilnEncode(__handle, value, key) }
    func encodeConditionalObject(_ object: Any?, forKey key: String) { __kilnEncodeConditional(__handle, object, key) }
    func encodeCInt(_ value: Int, forKey key: String) { __kilnEncode(__handle, value, key) }
    // A coder that failed (`failWithError(_:)`) decodes no more objects.
    func decodeObject(forKey key: String) -> Any? {
        if __failedWith != nil { return nil }
        return __kilnBridgeDecoded(__kilnDecodeObject(__handle, key))
    }
    /// `decodeObject(of: Item.self, forKey:)` and `decodeObject(of: [NSArray.self, Item.self], forKey:)`.
    func decodeObject(of classes: Any, forKey key: String) -> Any? {
        if __failedWith != nil { return nil }
        return __kilnBridgeDecoded(__kilnDecodeObjectOf(__handle, classes, key))
    }
    func decodeObject(ofClasses classes: [Any], forKey key: String) -> Any? {
        if __failedWith != nil { return nil }
        return __kilnBridgeDecoded(__kilnDecodeObjectOf(__handle, classes, key))
    }
    func decodeInteger(forKey key: String) -> Int { return __kilnDecodeScalar(__handle, "Int", key) as! Int }
    func decodeInt32(forKey key: String) -> Int { return __kilnDecodeScalar(__handle, "Int32", key) as! Int }
    func decodeInt64(forKey key: String) -> Int { return __kilnDecodeScalar(__handle, "Int64", key) as! Int }
    func decodeCInt(forKey key: String) -> Int { return __kilnDecodeScalar(__handle, "Int32", key) as! Int }
    func decodeBool(forKey key: String) -> Bool { return __kilnDecodeScalar(__handle, "Bool", key) as! Bool }
    func decodeDouble(forKey key: String) -> Double { return __kilnDecodeScalar(__handle, "Double", key) as! Double }
    func decodeFloat(forKey key: String) -> Double { return __kilnDecodeScalar(__handle, "Float", key) as! Double }
    func containsValue(forKey key: String) -> Bool { return __kilnContainsValue(__handle, key) }
    func encodePropertyList(_ aPropertyList: Any) { __kilnEncodeObject(__handle, aPropertyList, nil) }

    // Swift 2's spellings.
\#(Prelude.oldSpellings([
        ("func encodeObject(_ object: Any, forKey key: String)", "encodeObject(_:forKey:)", "encode(_:forKey:)", "__kilnEncode(__handle, object, key)"),
        ("func encodeBool(_ value: Bool, forKey key: String)", "encodeBool(_:forKey:)", "encode(_:forKey:)", "__kilnEncode(__handle, value, key)"),
        ("func encodeInteger(_ value: Int, forKey key: String)", "encodeInteger(_:forKey:)", "encode(_:forKey:)", "__kilnEncode(__handle, value, key)"),
        ("func encodeInt(_ value: Int, forKey key: String)", "encodeInt(_:forKey:)", "encode(_:forKey:)", "__kilnEncode(__handle, value, key)"),
        ("func encodeDouble(_ value: Double, forKey key: String)", "encodeDouble(_:forKey:)", "encode(_:forKey:)", "__kilnEncode(__handle, value, key)"),
        ("func decodeObjectForKey(_ key: String) -> Any?", "decodeObjectForKey(_:)", "decodeObject(forKey:)", "return decodeObject(forKey: key)"),
        ("func decodeBoolForKey(_ key: String) -> Bool", "decodeBoolForKey(_:)", "decodeBool(forKey:)", "return decodeBool(forKey: key)"),
        ("func decodeIntegerForKey(_ key: String) -> Int", "decodeIntegerForKey(_:)", "decodeInteger(forKey:)", "return decodeInteger(forKey: key)"),
        ("func decodeIntForKey(_ key: String) -> Int", "decodeIntForKey(_:)", "decodeInt32(forKey:)", "return decodeInt32(forKey: key)"),
        ("func decodeDoubleForKey(_ key: String) -> Double", "decodeDoubleForKey(_:)", "decodeDouble(forKey:)", "return decodeDouble(forKey: key)"),
        ("func containsValueForKey(_ key: String) -> Bool", "containsValueForKey(_:)", "containsValue(forKey:)", "return containsValue(forKey: key)"),
    ]))
}

class NSKeyedArchiver: NSCoder {
    var __target: NSMutableData?
    var __finished = false
    weak var delegate: NSKeyedArchiverDelegate?
    var outputFormat: PropertyListSerialization.PropertyListFormat = .binary {
        didSet { __kilnArchiverSetFormat(__handle, outputFormat == .xml) }
    }
    init(requiringSecureCoding: Bool) {
        super.init()
        __handle = __kilnArchiverNew(self, requiringSecureCoding, false)
    }
    init(forWritingWith data: NSMutableData) {
        super.init()
        __handle = __kilnArchiverNew(self, false, false)
        __target = data
    }
    init(forWritingWithMutableData data: NSMutableData) {
        __kilnRenamed("NSKeyedArchiver(forWritingWithMutableData:)", "NSKeyedArchiver(forWritingWith:)")
        super.init()
        __handle = __kilnArchiverNew(self, false, false)
        __target = data
    }
    static func archivedDataWithRootObject(_ rootObject: Any) -> Data {
        __kilnRenamed("archivedDataWithRootObject(_:)", "archivedData(withRootObject:)")
        return NSKeyedArchiver.archivedData(withRootObject: rootObject)
    }
    override init() {
        super.init()
        __handle = __kilnArchiverNew(self, true, false)
    }
    func finishEncoding() {
        if __finished { return }
        __finished = true
        delegate?.archiverWillFinish(self)
        let bytes = __kilnArchiverFinish(__handle)
        if let target = __target { target.__bytes = bytes }
        delegate?.archiverDidFinish(self)
    }
    init(__requiringSecureCoding secure: Bool, __throwing: Bool) {
        super.init()
        __handle = __kilnArchiverNew(self, secure, __throwing)
    }
    // Both here, so that neither hides the other (a subclass's method of one name hides its superclass's).
    override func encodePropertyList(_ aPropertyList: Any) { __kilnEncodeObject(__handle, aPropertyList, nil) }
    func encodePropertyList(_ aPropertyList: Any, forKey key: String) { __kilnEncodeObject(__handle, aPropertyList, key) }
    var encodedData: Data {
        finishEncoding()
        return Data(__bytes: __kilnArchiverFinish(__handle))
    }
    func setClassName(_ codedName: String?, for cls: Any) { __kilnArchiverSetClassName(__handle, codedName, cls) }
    static func setClassName(_ codedName: String?, for cls: Any) { __kilnArchiverSetClassName(0, codedName, cls) }
    static func archivedData(withRootObject rootObject: Any) -> Data {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        __kilnEncodeObject(archiver.__handle, rootObject, "root")
        return archiver.encodedData
    }
    static func archivedData(withRootObject rootObject: Any, requiringSecureCoding: Bool) throws -> Data {
        let archiver = NSKeyedArchiver(__requiringSecureCoding: requiringSecureCoding, __throwing: true)
        __kilnEncodeObject(archiver.__handle, rootObject, "root")
        let bytes = __kilnArchiverFinish(archiver.__handle)
        try __kilnArchiverCheck(archiver.__handle)
        return Data(__bytes: bytes)
    }
    static func archiveRootObject(_ rootObject: Any, toFile path: String) -> Bool {
        let data = NSKeyedArchiver.archivedData(withRootObject: rootObject)
        return data.write(toFile: path, atomically: true)
    }
}

class NSKeyedUnarchiver: NSCoder {
    weak var delegate: NSKeyedUnarchiverDelegate?
    override var decodingFailurePolicy: NSCoder.DecodingFailurePolicy {
        get { return __policy }
        set {
            __policy = newValue
            __kilnUnarchiverSetPolicy(__handle, newValue == .setErrorAndReturn)
        }
    }
    init(forReadingWith data: Any) {
        super.init()
        __handle = try! __kilnUnarchiverNew(self, (data as? Data)?.__bytes ?? (data as! NSData).__bytes, false)
    }
    init(forReadingWithData data: Any) {
        __kilnRenamed("NSKeyedUnarchiver(forReadingWithData:)", "NSKeyedUnarchiver(forReadingWith:)")
        super.init()
        __handle = try! __kilnUnarchiverNew(self, (data as? Data)?.__bytes ?? (data as! NSData).__bytes, false)
    }
    static func unarchiveObjectWithFile(_ path: String) -> Any? {
        __kilnRenamed("unarchiveObjectWithFile(_:)", "unarchiveObject(withFile:)")
        return NSKeyedUnarchiver.unarchiveObject(withFile: path)
    }
    static func unarchiveObjectWithData(_ data: Any) -> Any? {
        __kilnRenamed("unarchiveObjectWithData(_:)", "unarchiveObject(with:)")
        return NSKeyedUnarchiver.unarchiveObject(with: data)
    }
    init(forReadingFrom data: Data) throws {
        super.init()
        __handle = try __kilnUnarchiverNew(self, data.__bytes, true)
        // As Apple's: this initializer's unarchiver keeps decoding errors (`error`) and returns nil.
        __policy = .setErrorAndReturn
    }
    func finishDecoding() {
        delegate?.unarchiverWillFinish(self)
        __kilnUnarchiverFinish(__handle)
        delegate?.unarchiverDidFinish(self)
    }
    func setClass(_ cls: Any?, forClassName name: String) { __kilnUnarchiverSetClass(__handle, cls, name) }
    static func setClass(_ cls: Any?, forClassName name: String) { __kilnUnarchiverSetClass(0, cls, name) }
    static func unarchiveObject(with data: Any) -> Any? {
        let unarchiver = NSKeyedUnarchiver(forReadingWith: data)
        return unarchiver.decodeObject(forKey: "root")
    }
    static func unarchiveObject(withFile path: String) -> Any? {
        guard let bytes = try? __kilnRead(path) else { return nil }
        return NSKeyedUnarchiver.unarchiveObject(with: Data(__bytes: bytes))
    }
    static func unarchiveTopLevelObjectWithData(_ data: Data) throws -> Any? {
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCodingOff()
        let root = unarchiver.decodeObject(forKey: "root")
        try __kilnUnarchiverCheck(unarchiver.__handle)
        return root
    }
    static func unarchivedObject<DecodedObjectType>(ofClass cls: DecodedObjectType.Type, from data: Data) throws -> DecodedObjectType? {
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        let root = __kilnBridgeDecoded(__kilnDecodeObjectOf(unarchiver.__handle, [cls], "root"))
        try __kilnUnarchiverCheck(unarchiver.__handle)
        return root as? DecodedObjectType
    }
    static func unarchivedObject(ofClasses classes: [Any], from data: Data) throws -> Any? {
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        let root = __kilnBridgeDecoded(__kilnDecodeObjectOf(unarchiver.__handle, classes, "root"))
        try __kilnUnarchiverCheck(unarchiver.__handle)
        return root
    }
    func requiresSecureCodingOff() { __kilnUnarchiverSecure(__handle, false) }
}
"""#
}
