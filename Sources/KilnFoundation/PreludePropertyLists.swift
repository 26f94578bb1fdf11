// The prelude's property lists: arrays and dictionaries as plist files, PropertyListSerialization and
// UserDefaults (PropertyListBindings.swift).
extension Prelude {
    static let propertyLists = #"""
// An unarchiver gives back an array as an NSArray, a dictionary as an NSDictionary, holding it in
// `__value` (bridged boxes, `Interpreter.Options.bridgeBoxes`; made natively by
// `__kilnDecodedObject`): printed as an `Any` they show corelibs' form (`(\n    a,\n    "b c"\n)`,
// `{\n    k = v;\n}`); a cast gives the collection.
class NSArray: NSObject {
    var __value: Any = [Any]()
    /// What a whole number reads as (named here so the prelude's selection keeps the class).
    static func __number(_ whole: Int) -> __NSCFNumber { return __NSCFNumber(__value: whole) }
    override var description: String { return __kilnDecodedDescription(__value, 0) }
    override init() { super.init() }
    init(array: [Any]) {
        __value = array
        super.init()
    }
    var count: Int { return (__value as! [Any]).count }
    func object(at index: Int) -> Any { return (__value as! [Any])[index] }
    var firstObject: Any? { return (__value as! [Any]).first }
    var lastObject: Any? { return (__value as! [Any]).last }
    subscript(index: Int) -> Any { return (__value as! [Any])[index] }
    // Objects match as NSArray matches them: `isEqual(_:)` (equal strings and numbers).
    func contains(_ anObject: Any) -> Bool { return index(of: anObject) != NSNotFound }
    func index(of anObject: Any) -> Int {
        return (__value as! [Any]).firstIndex { __kilnCacheKeysEqual($0, anObject) } ?? NSNotFound
    }
    func adding(_ anObject: Any) -> [Any] { return (__value as! [Any]) + [anObject] }
    func componentsJoined(by separator: String) -> String {
        return (__value as! [Any]).map { "\($0)" }.joined(separator: separator)
    }
    // `NSArray(contentsOfFile:)` gives the array itself: Swift bridges it to [Any].
    init?(contentsOfFile path: String) {
        super.init()
        guard let bytes = try? __kilnRead(path) else { return nil }
        // Whole numbers come back as NSNumbers, as PropertyListSerialization's do.
        guard let decoded = try? __kilnPlistDecode(bytes), let array = __kilnFoundationNumbers(decoded) as? [Any] else { return nil }
        self = array  // swiftc: Kiln's bridging (an NSArray is the Swift array)
    }
    func write(toFile path: String, atomically: Bool) -> Bool {
        return (try? __kilnWrite(path, __kilnPlistEncode(__value, "xml"), atomically)) != nil
    }
    func write(to url: URL, atomically: Bool) -> Bool { return write(toFile: url.path, atomically: atomically) }
}

class NSDictionary: NSObject {
    var __value: Any = [AnyHashable: Any]()
    /// What a whole number reads as (named here so the prelude's selection keeps the class).
    static func __number(_ whole: Int) -> __NSCFNumber { return __NSCFNumber(__value: whole) }
    override var description: String { return __kilnDecodedDescription(__value, 0) }
    override init() { super.init() }
    init(dictionary: [AnyHashable: Any]) {
        __value = dictionary
        super.init()
    }
    var count: Int { return (__value as! [AnyHashable: Any]).count }
    var allKeys: [Any] { return Array((__value as! [AnyHashable: Any]).keys) }
    var allValues: [Any] { return Array((__value as! [AnyHashable: Any]).values) }
    func object(forKey key: Any) -> Any? { return (__value as! [AnyHashable: Any])[key as! AnyHashable] }
    subscript(key: Any) -> Any? { return (__value as! [AnyHashable: Any])[key as! AnyHashable] }
    init?(contentsOfFile path: String) {
        super.init()
        guard let bytes = try? __kilnRead(path) else { return nil }
        guard let decoded = try? __kilnPlistDecode(bytes), let dictionary = __kilnFoundationNumbers(decoded) as? [String: Any] else { return nil }
        self = dictionary  // swiftc: Kiln's bridging (an NSDictionary is the Swift dictionary)
    }
    func write(toFile path: String, atomically: Bool) -> Bool {
        return (try? __kilnWrite(path, __kilnPlistEncode(__value, "xml"), atomically)) != nil
    }
    func write(to url: URL, atomically: Bool) -> Bool { return write(toFile: url.path, atomically: atomically) }
}

// The mutable kinds change their `__value` in place: a cast of one gives its contents now.
class NSMutableArray: NSArray {
    convenience init(capacity numItems: Int) { self.init() }
    override subscript(index: Int) -> Any {
        get { return (__value as! [Any])[index] }
        set { __update { $0[index] = newValue } }
    }
    func __update(_ change: (inout [Any]) -> Void) {
        var items = __value as! [Any]
        change(&items)
        __value = items
    }
    func add(_ anObject: Any) { __update { $0.append(anObject) } }
    func addObjects(from otherArray: [Any]) { __update { $0.append(contentsOf: otherArray) } }
    func insert(_ anObject: Any, at index: Int) { __update { $0.insert(anObject, at: index) } }
    func removeObject(at index: Int) { __update { $0.remove(at: index) } }
    func removeLastObject() { __update { $0.removeLast() } }
    func removeAllObjects() { __value = [Any]() }
    func replaceObject(at index: Int, with anObject: Any) { __update { $0[index] = anObject } }
    func remove(_ anObject: Any) {
        __update { items in items.removeAll { __kilnCacheKeysEqual($0, anObject) } }
    }
}

class NSMutableDictionary: NSDictionary {
    convenience init(capacity numItems: Int) { self.init() }
    override subscript(key: Any) -> Any? {
        get { return (__value as! [AnyHashable: Any])[key as! AnyHashable] }
        set {
            var entries = __value as! [AnyHashable: Any]
            entries[key as! AnyHashable] = newValue
            __value = entries
        }
    }
    func setObject(_ anObject: Any, forKey aKey: Any) { self[aKey] = anObject }
    func setValue(_ value: Any?, forKey key: String) { self[key] = value }
    func removeObject(forKey aKey: Any) { self[aKey] = nil }
    func removeAllObjects() { __value = [AnyHashable: Any]() }
    func addEntries(from otherDictionary: [AnyHashable: Any]) {
        for (key, value) in otherDictionary { self[key] = value }
    }
}

extension Array {
    /// `NSArray.write(toFile:atomically:)`: an XML property list.
    func write(toFile path: String, atomically: Bool) -> Bool {
        return (try? __kilnWrite(path, __kilnPlistEncode(self, "xml"), atomically)) != nil
    }
    func write(to url: URL, atomically: Bool) -> Bool { return write(toFile: url.path, atomically: atomically) }
    // Swift 2's mutating methods (the renamed-API table cannot mutate a value).
    mutating func removeAtIndex(_ index: Int) -> Element {
        __kilnRenamed("removeAtIndex(_:)", "remove(at:)")
        return remove(at: index)
    }
    mutating func insert(_ newElement: Element, atIndex i: Int) {
        __kilnRenamed("insert(_:atIndex:)", "insert(_:at:)")
        insert(newElement, at: i)
    }
    mutating func appendContentsOf(_ newElements: [Element]) {
        __kilnRenamed("appendContentsOf(_:)", "append(contentsOf:)")
        append(contentsOf: newElements)
    }
    mutating func removeAll(keepCapacity: Bool) {
        __kilnRenamed("removeAll(keepCapacity:)", "removeAll(keepingCapacity:)")
        removeAll()
    }
    mutating func sortInPlace(_ areInIncreasingOrder: (Element, Element) -> Bool) {
        __kilnRenamed("sortInPlace(_:)", "sort(by:)")
        sort(by: areInIncreasingOrder)
    }
}

extension Array where Element: Comparable {
    mutating func sortInPlace() {
        __kilnRenamed("sortInPlace()", "sort()")
        sort()
    }
}

extension Dictionary {
    // NSDictionary's accessors on the Swift dictionary an NSDictionary is at run time
    // (`(object as? NSDictionary)?.allKeys`).
    var allKeys: [Any] { return Array(keys) }
    var allValues: [Any] { return Array(values) }
    func object(forKey key: Any) -> Any? {
        guard let key = key as? Key else { return nil }
        return self[key]
    }
    func write(toFile path: String, atomically: Bool) -> Bool {
        return (try? __kilnWrite(path, __kilnPlistEncode(self, "xml"), atomically)) != nil
    }
    func write(to url: URL, atomically: Bool) -> Bool { return write(toFile: url.path, atomically: atomically) }
    mutating func removeValueForKey(_ key: Key) -> Value? {
        __kilnRenamed("removeValueForKey(_:)", "removeValue(forKey:)")
        return removeValue(forKey: key)
    }
}

enum PropertyListSerializationFormat: Int { case openStep = 1, xml = 100, binary = 200 }

class PropertyListSerialization: NSObject {
    typealias PropertyListFormat = PropertyListSerializationFormat
    struct MutabilityOptions: OptionSet {
        let rawValue: UInt
        static let mutableContainers = PropertyListSerialization.MutabilityOptions(rawValue: 1)
        static let mutableContainersAndLeaves = PropertyListSerialization.MutabilityOptions(rawValue: 2)
    }
    typealias ReadOptions = PropertyListSerialization.MutabilityOptions
    typealias WriteOptions = Int
    static func data(fromPropertyList plist: Any, format: PropertyListSerializationFormat, options: Any) throws -> Data {
        return Data(__bytes: __kilnPlistEncode(plist, format == .binary ? "binary" : "xml"))
    }
    // Whole numbers come back as Foundation's NSNumbers (`__NSCFNumber`): `as? Double` gives 4.0.
    static func propertyList(from data: Data, options: PropertyListSerialization.ReadOptions = [], format: Any?) throws -> Any {
        let value = try __kilnPlistDecode(data.__bytes)
        return __kilnFoundationNumbers(value!)
    }
    // `format: &format`: told the format the data was in (Apple's pointer argument).
    static func propertyList(from data: Data, options: PropertyListSerialization.ReadOptions = [], format: inout PropertyListFormat) throws -> Any {
        let value = try __kilnPlistDecode(data.__bytes)
        format = __kilnPlistFormat(data.__bytes)
        return __kilnFoundationNumbers(value!)
    }
    /// What a whole number reads as (named here so the prelude's selection keeps the class).
    static func __number(_ whole: Int) -> __NSCFNumber { return __NSCFNumber(__value: whole) }
}

class NSUserDefaults {
    static func standardUserDefaults() -> UserDefaults {
        __kilnRenamed("NSUserDefaults.standardUserDefaults()", "UserDefaults.standard")
        return UserDefaults.standard
    }
}

class UserDefaults: NSObject {
\#(Prelude.oldSpellings([
        ("func setObject(_ value: Any?, forKey key: String)", "setObject(_:forKey:)", "set(_:forKey:)", "set(value, forKey: key)"),
        ("func setBool(_ value: Bool, forKey key: String)", "setBool(_:forKey:)", "set(_:forKey:)", "set(value, forKey: key)"),
        ("func setInteger(_ value: Int, forKey key: String)", "setInteger(_:forKey:)", "set(_:forKey:)", "set(value, forKey: key)"),
        ("func setDouble(_ value: Double, forKey key: String)", "setDouble(_:forKey:)", "set(_:forKey:)", "set(value, forKey: key)"),
        ("func objectForKey(_ key: String) -> Any?", "objectForKey(_:)", "object(forKey:)", "return object(forKey: key)"),
        ("func stringForKey(_ key: String) -> String?", "stringForKey(_:)", "string(forKey:)", "return string(forKey: key)"),
        ("func integerForKey(_ key: String) -> Int", "integerForKey(_:)", "integer(forKey:)", "return integer(forKey: key)"),
        ("func boolForKey(_ key: String) -> Bool", "boolForKey(_:)", "bool(forKey:)", "return bool(forKey: key)"),
        ("func doubleForKey(_ key: String) -> Double", "doubleForKey(_:)", "double(forKey:)", "return double(forKey: key)"),
        ("func removeObjectForKey(_ key: String)", "removeObjectForKey(_:)", "removeObject(forKey:)", "removeObject(forKey: key)"),
        ("func arrayForKey(_ key: String) -> [Any]?", "arrayForKey(_:)", "array(forKey:)", "return array(forKey: key)"),
        ("func dictionaryForKey(_ key: String) -> [String: Any]?", "dictionaryForKey(_:)", "dictionary(forKey:)", "return dictionary(forKey: key)"),
        ("func stringArrayForKey(_ key: String) -> [String]?", "stringArrayForKey(_:)", "stringArray(forKey:)", "return stringArray(forKey: key)"),
        ("func dataForKey(_ key: String) -> Data?", "dataForKey(_:)", "data(forKey:)", "return data(forKey: key)"),
        ("func floatForKey(_ key: String) -> Double", "floatForKey(_:)", "float(forKey:)", "return float(forKey: key)"),
        ("func registerDefaults(_ registrationDictionary: [String: Any])", "registerDefaults(_:)", "register(defaults:)", "register(defaults: registrationDictionary)"),
    ]))
    static let standard = UserDefaults()
    /// The suite's name; "" for the app's own domain.
    let __suite: String
    override init() {
        __suite = ""
        super.init()
    }
    /// nil names the app's own domain; the app's bundle identifier and the global domain are
    /// not suites (iOS gives nil).
    init?(suiteName: String?) {
        let name = suiteName ?? ""
        if !name.isEmpty && __kilnDefaultsDomain("", "isAppDomain", name, nil) as! Bool { return nil }
        __suite = name
        super.init()
    }
    func set(_ value: Any?, forKey key: String) {
        if let url = value as? URL { __kilnSetURL(url, forKey: key) } else { __kilnDefaultsSet(__suite, key, value) }
        __kilnDidChange()
    }
    func object(forKey key: String) -> Any? { return __kilnDefaultsGet(__suite, key) }
    func value(forKey key: String) -> Any? { return __kilnDefaultsGet(__suite, key) }
    func string(forKey key: String) -> String? { return __kilnDefaultsScalar(__suite, "String", key) as? String }
    func integer(forKey key: String) -> Int { return __kilnDefaultsScalar(__suite, "Int", key) as! Int }
    func bool(forKey key: String) -> Bool { return __kilnDefaultsScalar(__suite, "Bool", key) as! Bool }
    func double(forKey key: String) -> Double { return __kilnDefaultsScalar(__suite, "Double", key) as! Double }
    func float(forKey key: String) -> Double { return __kilnDefaultsScalar(__suite, "Double", key) as! Double }
    func array(forKey key: String) -> [Any]? { return __kilnDefaultsGet(__suite, key) as? [Any] }
    func dictionary(forKey key: String) -> [String: Any]? { return __kilnDefaultsGet(__suite, key) as? [String: Any] }
    func stringArray(forKey key: String) -> [String]? { return __kilnDefaultsGet(__suite, key) as? [String] }
    func data(forKey key: String) -> Data? { return __kilnDefaultsGet(__suite, key) as? Data }
    func removeObject(forKey key: String) {
        __kilnDefaultsSet(__suite, key, nil)
        __kilnDidChange()
    }
    func register(defaults registrationDictionary: [String: Any]) { __kilnDefaultsRegister(registrationDictionary) }
    func synchronize() -> Bool { return __kilnDefaultsSynchronize() }
    func dictionaryRepresentation() -> [String: Any] { return __kilnDefaultsDictionary(__suite) as! [String: Any] }
}
"""#
}
