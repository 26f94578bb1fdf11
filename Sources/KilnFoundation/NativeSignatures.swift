// The Swift signatures of the native functions the session registers (the `__kiln…` primitives
// the prelude calls, and the few Foundation functions scripts call directly), and the native types
// the prelude extends: ONE table. Kiln's type checker reads it (`Interpreter.Options.declarations`),
// so it knows what each native call takes and gives; PrimitiveRegistryTests holds it to the
// registered functions' names and arities; PreludeSwiftcTests compiles the prelude with swiftc
// against stand-ins generated from it (`standIns`).
import KilnScript

enum NativeSignatures {
    /// One declaration a line, without a body.
    static let functions: [String] = [
        "func NSHomeDirectory() -> String",
        "func NSTemporaryDirectory() -> String",
        "func NSSearchPathForDirectoriesInDomains(_ directory: NSSearchPathDirectory, _ domainMask: NSSearchPathDomainMask, _ expandTilde: Bool) -> [String]",
        "func __kilnAddBlockObserver(_ name: String?, _ object: Any?, _ block: @escaping (Notification) -> Void, _ center: NotificationCenter) -> Int",
        "func __kilnAddObserver(_ observer: Any, _ selector: String, _ name: String?, _ object: Any?, _ center: NotificationCenter)",
        "func __kilnAdvance(_ seconds: Double)",
        "func __kilnBlock(_ seconds: Double)",
        "func __kilnAppDelegate() -> Any?",
        "func __kilnAppendPathComponent(_ path: String, _ component: String) -> String",
        "func __kilnApplicationState() -> String",
        "func __kilnArchiverCheck(_ handle: Int) throws",
        "func __kilnArchiverFinish(_ handle: Int) -> [UInt8]",
        "func __kilnArchiverNew(_ archiver: NSKeyedArchiver, _ requiresSecureCoding: Bool, _ throwing: Bool) -> Int",
        "func __kilnArchiverSetClassName(_ handle: Int, _ codedName: String?, _ cls: Any)",
        "func __kilnAttributes(_ path: String) throws -> [Any]",
        "func __kilnBase64Decode(_ text: String) -> [UInt8]?",
        "func __kilnBase64Encode(_ bytes: [UInt8]) -> String",
        "func __kilnBundleIdentifier() -> String?",
        "func __kilnBundlePath() -> String",
        "func __kilnBytes(_ bytes: [UInt8]) -> [UInt8]",
        "func __kilnCodableDecode(_ type: Any, _ bytes: [UInt8], _ format: String, _ coder: AnyObject) throws -> Any",
        "func __kilnCodableEncode(_ value: Any, _ format: String, _ coder: AnyObject) throws -> [UInt8]",
        "func __kilnCodableHasKey(_ handle: Int, _ key: Any, _ keys: Any, _ question: String) -> Bool",
        "func __kilnCodableKeyed(_ handle: Int) throws",
        "func __kilnCodableMember(_ handle: Int, _ type: Any, _ key: Any, _ keys: Any, _ ifPresent: Bool) throws -> Any",
        "func __kilnCodableSingle(_ handle: Int, _ type: Any) throws -> Any",
        "func __kilnCodableSingleIsNil(_ handle: Int) -> Bool",
        "func __kilnCodableUnkeyed(_ handle: Int) throws -> Int",
        "func __kilnCodableElement(_ handle: Int, _ type: Any, _ index: Int, _ ifPresent: Bool) throws -> Any",
        "func __kilnCodableElementIsNil(_ handle: Int, _ index: Int) -> Bool",
        "func __kilnCodableNested(_ handle: Int, _ key: Any, _ keys: Any?) throws -> Int",
        "func __kilnCodablePath(_ handle: Int) -> [Any]",
        "func __kilnCodingPathKey(_ key: Any, _ keys: Any?) -> Any",
        "func __kilnCoderRequiresSecureCoding(_ handle: Int) -> Bool",
        "func __kilnCoderSetRequiresSecureCoding(_ handle: Int, _ value: Bool)",
        "func __kilnContainsValue(_ handle: Int, _ key: String) -> Bool",
        "func __kilnContentsOfDirectory(_ path: String) throws -> [String]",
        "func __kilnCopy(_ source: String, _ destination: String) throws",
        "func __kilnCreateDirectory(_ path: String, _ createIntermediates: Bool) throws",
        "func __kilnDateDescription(_ timeIntervalSinceReferenceDate: Double) -> String",
        "func __kilnDecodeObject(_ handle: Int, _ key: String) -> Any?",
        "func __kilnDecodeObjectOf(_ handle: Int, _ classes: Any, _ key: String) -> Any?",
        "func __kilnDecodeScalar(_ handle: Int, _ type: String, _ key: String) -> Any",
        "func __kilnDefaultsDictionary(_ suite: String) -> Any",
        "func __kilnDefaultsDomain(_ suite: String, _ action: String, _ name: String, _ value: Any?) -> Any?",
        "func __kilnDefaultsGet(_ suite: String, _ key: String) -> Any?",
        "func __kilnDefaultsRegister(_ defaults: [String: Any])",
        "func __kilnDefaultsScalar(_ suite: String, _ type: String, _ key: String) -> Any?",
        "func __kilnDefaultsSet(_ suite: String, _ key: String, _ value: Any?)",
        "func __kilnDefaultsSynchronize() -> Bool",
        "func __kilnDeletingLastPathComponent(_ path: String) -> String",
        "func __kilnDeletingPathExtension(_ path: String) -> String",
        "func __kilnDevice(_ event: String)",
        "func __kilnEncode(_ handle: Int, _ value: Any?, _ key: String)",
        "func __kilnEvents() -> [String]",
        "func __kilnFailNextWrite(_ bytes: Int)",
        "func __kilnFileExists(_ path: String) -> [Bool]",
        "func __kilnFormat(_ format: String, _ arguments: [Any]) -> String",
        "func __kilnIdentical(_ object: Any, _ other: Any?) -> Bool",
        "func __kilnImageFillRect(_ handle: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double)",
        "func __kilnImageFilled(_ width: Double, _ height: Double, _ scale: Double, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> Int",
        "func __kilnImageFromBytes(_ bytes: [UInt8], _ scale: Double) -> Int",
        "func __kilnImageInfo(_ handle: Int) -> [Double]",
        "func __kilnImageJPEG(_ handle: Int, _ compressionQuality: Double) -> Any?",
        "func __kilnImageNamed(_ name: String) -> Int",
        "func __kilnImagePNG(_ handle: Int) -> Any?",
        "func __kilnImageRelease(_ handle: Int)",
        "func __kilnInvalidateTimer(_ id: Int)",
        "func __kilnLastPathComponent(_ path: String) -> String",
        "func __kilnLaunch(_ appDelegate: Any, _ application: UIApplication, _ sceneDelegate: Any?)",
        "func __kilnConnectedScene() -> Any?",
        "func __kilnMemoryFootprint() -> Int",
        "func __kilnMemoryLimit() -> Int",
        "func __kilnMove(_ source: String, _ destination: String) throws",
        "func __kilnNow() -> Double",
        "func __kilnConsoleLog(_ message: String)",
        "func __kilnLocalNotification(_ identifier: String, _ title: String, _ scheduled: Bool)",
        "func __kilnPathComponents(_ path: String) -> [String]",
        "func __kilnPathExtension(_ path: String) -> String",
        "func __kilnPathForResource(_ name: String?, _ ext: String?) -> String?",
        // JSONSerialization (JSONSerializationBindings.swift)
        "func __kilnJSONObject(_ bytes: [UInt8], _ options: Any) throws -> Any",
        "func __kilnJSONData(_ value: Any, _ options: Any) throws -> [UInt8]",
        "func __kilnJSONValid(_ value: Any) -> Bool",
        "func __kilnFoundationNumbers(_ value: Any) -> Any",  // fidelity10: a plist's whole numbers as NSNumbers
        "func __kilnPlistDecode(_ bytes: [UInt8]) throws -> Any?",
        "func __kilnPlistEncode(_ value: Any, _ format: String) -> [UInt8]",
        "func __kilnPost(_ name: String, _ object: Any?, _ userInfo: [AnyHashable: Any]?, _ center: NotificationCenter)",
        "func __kilnRead(_ path: String) throws -> [UInt8]",
        "func __kilnReadText(_ path: String) throws -> String",
        "func __kilnRegisterViewController(_ controller: UIViewController)",
        "func __kilnRemove(_ path: String) throws",
        "func __kilnRemoveObserver(_ observer: Any, _ name: String?, _ object: Any?)",
        "func __kilnRemoveToken(_ id: Int)",
        "func __kilnRenamed(_ oldName: String, _ newName: String)",
        "func __kilnScheduleTimer(_ interval: Double, _ repeats: Bool, _ timer: Timer) -> Int",
        "func __kilnSetMemoryLimit(_ bytes: Int)",
        "func __kilnState() -> String",
        "func __kilnStringFromUTF8(_ bytes: [UInt8]) -> Any?",
        "func __kilnTypeName(_ value: Any) -> String",
        "func __kilnUTF8(_ text: String) -> [UInt8]",
        "func __kilnUUID() -> String",
        "func __kilnUnarchiverCheck(_ handle: Int) throws",
        "func __kilnUnarchiverFinish(_ handle: Int)",
        "func __kilnUnarchiverNew(_ unarchiver: NSKeyedUnarchiver, _ bytes: [UInt8], _ throwing: Bool) throws -> Int",
        "func __kilnUnarchiverSecure(_ handle: Int, _ requiresSecureCoding: Bool)",
        "func __kilnUnarchiverSetClass(_ handle: Int, _ cls: Any?, _ name: String)",
        "func __kilnWrite(_ path: String, _ bytes: [UInt8], _ atomically: Bool) throws",
        "func __kilnWriteNew(_ path: String, _ bytes: [UInt8], _ atomically: Bool) throws",
        "func __kilnZeroBytes(_ count: Int) -> [UInt8]",
        // CharacterSet and percent encoding (StringBindings.swift)
        "func __kilnScalarValue(_ scalar: Any) -> Int",
        "func __kilnScalarIs(_ kind: String, _ scalar: Int) -> Bool",
        "func __kilnPlaneHas(_ kind: String, _ plane: Int) -> Bool",
        "func __kilnScalarIn(_ text: String, _ scalar: Int) -> Bool",
        "func __kilnScalarSet(_ text: String) -> String",
        "func __kilnScalarsFromBitmap(_ bytes: [UInt8]) -> String",
        "func __kilnCharacterSetItems(_ text: String) -> String",
        "func __kilnPercentDecode(_ text: String) -> String?",
        "func __kilnPercentEncodeScalar(_ scalar: Int) -> String",
        // NSString's search, compare and normalization by corelibs (StringSearchBindings.swift)
        "func __kilnCompareOptions(_ options: Any) -> Int",
        "func __kilnCompare(_ string: String, _ other: String, _ options: Int, _ kind: Int) -> Int",
        "func __kilnFold(_ string: String, _ options: Int) -> String",
        "func __kilnNormalize(_ string: String, _ form: Int) -> String",
        "func __kilnCommonPrefix(_ string: String, _ other: String, _ options: Int) -> String",
        // String ranges (StringRangeBindings.swift).
        "func __kilnLineRange(_ string: String, _ range: Range<String.Index>, _ paragraphs: Bool) -> Range<String.Index>",
        "func __kilnComposedRange(_ string: String, _ range: Range<String.Index>) -> Range<String.Index>",
        "func __kilnLines(_ string: String) -> [String]",
        "func __kilnStringHash(_ string: String) -> Int",
        "func __kilnCharacterRange(_ string: String, _ offset: Int) -> Range<String.Index>",
        "func __kilnCharacterOffsets(_ string: String, _ range: Range<String.Index>?) -> [Int]",
        "func __kilnRangeOf(_ string: String, _ target: String, _ options: Int, _ range: Range<String.Index>?) -> Range<String.Index>?",
        "func __kilnReplacing(_ string: String, _ target: String, _ replacement: String, _ options: Int, _ range: Range<String.Index>?) -> String",
        // JSON coders, UserDefaults' domains, NSCache, ProcessInfo (cov-json)
        "func __kilnCacheKeysEqual(_ first: Any, _ second: Any) -> Bool",
        "func __kilnRunToEnd<T>(_ body: () async throws -> T) rethrows -> T",
        "func __kilnCacheWillEvict(_ delegate: Any, _ cache: Any, _ object: Any)",
        "func __kilnProcessSet(_ name: String, _ value: Any)",
        "func __kilnProcessValue(_ name: String) -> Any",
        "func __kilnUUIDBytes(_ text: String) -> [UInt8]",
        "func __kilnUUIDText(_ bytes: [UInt8]) -> String",
        // NSCoder's keyless coding, conditional objects, the archiver's format and class names,
        // the unarchiver's class map and failure policy (ArchiveCoderBindings.swift).
        "func __kilnArchiverClassNameFor(_ handle: Int, _ cls: Any) -> String?",
        "func __kilnArchiverSetFormat(_ handle: Int, _ xml: Bool)",
        "func __kilnCoderFailure(_ handle: Int) -> String?",
        "func __kilnDecodeNextObject(_ handle: Int) -> Any?",
        "func __kilnEncodeConditional(_ handle: Int, _ value: Any?, _ key: String?)",
        "func __kilnEncodeObject(_ handle: Int, _ value: Any?, _ key: String?)",
        "func __kilnUnarchiverClassFor(_ handle: Int, _ name: String) -> Any?",
        "func __kilnUnarchiverSetPolicy(_ handle: Int, _ setErrorAndReturn: Bool)",
        // What decoded objects print as, as corelibs' classes (ArchiveDecodedBindings.swift; cov-coders).
        "func __kilnHexDescription(_ bytes: [UInt8]) -> String",
        "func __kilnCocoaFailureReason(_ code: Int) -> String?",
        "func __kilnBridgedErrorParts(_ error: Any) -> [Any]",
        "func __kilnDecodedDescription(_ value: Any, _ indent: Int) -> String",
        "func __kilnDecodedObject(_ value: Any?, _ data: Any, _ array: Any, _ dictionary: Any) -> Any?",
        // NSNumber's comparison (NumberBindings.swift).
        "func __kilnNumberCompare(_ a: Any, _ b: Any) -> Int",
        "func __kilnDecimalRound(_ value: Decimal, _ scale: Int, _ mode: Int) -> Decimal",
        // Dates (DateBindings.swift): time zones, calendar fields, date formats.
        "func __kilnCalendarFields(_ zone: String, _ date: Double, _ firstWeekday: Int, _ minimumDays: Int) -> [Int]",
        "func __kilnCalendarInstant(_ zone: String, _ fields: [Int]) -> Double",
        "func __kilnDateFormat(_ pattern: String, _ date: Double, _ zone: String, _ locale: String) -> String",
        "func __kilnDateParse(_ text: String, _ pattern: String, _ zone: String, _ locale: String) -> Double?",
        "func __kilnDateStylePattern(_ locale: String, _ dateStyle: Int, _ timeStyle: Int) -> String",
        "func __kilnDateSymbols(_ locale: String, _ kind: String) -> [String]",
        "func __kilnDateTemplate(_ template: String, _ locale: String) -> String",
        "func __kilnMonthLength(_ year: Int, _ month: Int) -> Int",
        "func __kilnZoneAt(_ zone: String, _ date: Double) -> [Int]",
        "func __kilnZoneCurrent() -> String",
        "func __kilnZoneDataVersion() -> String",
        "func __kilnZoneFixed(_ offset: Int) -> String",
        "func __kilnZoneIdentifier(_ name: String) -> String?",
        "func __kilnZoneKnownIdentifiers() -> [String]",
        "func __kilnZoneName(_ zone: String, _ date: Double, _ style: String, _ locale: String) -> String",
        "func __kilnZoneNextTransition(_ zone: String, _ date: Double) -> Double?",
        // FileHandle, links, attributes, the current directory (FileHandleBindings.swift).
        "func __kilnHandleOpen(_ path: String, _ mode: String) throws -> Int",
        "func __kilnHandleRead(_ descriptor: Int, _ count: Int, _ path: String) throws -> [UInt8]",
        "func __kilnHandleWrite(_ descriptor: Int, _ bytes: [UInt8], _ path: String) throws",
        "func __kilnHandleSeek(_ descriptor: Int, _ offset: Int, _ path: String) throws -> Int",
        "func __kilnHandleOffset(_ descriptor: Int, _ path: String) throws -> Int",
        "func __kilnHandleTruncate(_ descriptor: Int, _ offset: Int, _ path: String) throws",
        "func __kilnHandleSynchronize(_ descriptor: Int, _ path: String) throws",
        "func __kilnHandleClose(_ descriptor: Int)",
        "func __kilnSymbolicLink(_ path: String, _ destination: String) throws",
        "func __kilnDestinationOfSymbolicLink(_ path: String) throws -> String",
        "func __kilnHardLink(_ source: String, _ destination: String) throws",
        "func __kilnSetAttributes(_ path: String, _ permissions: Int?, _ modificationDate: Double?) throws",
        "func __kilnChangeDirectory(_ path: String) -> Bool",
        "func __kilnCurrentDirectory() -> String",
        "func __kilnFileSystemAttributes(_ path: String) throws -> [Int]",
    ]

    /// The native classes the prelude extends (`Bindings.registerTypes`).
    static let types: [String] = [
        "class FileManager: NSObject {}", "class NotificationCenter: NSObject {}",
        // NumberBindings.swift: each initializer gives the number itself.
        "class NSNumber: NSObject { init(value: Int) {}; init(value: Double) {}; init(value: Bool) {}; init(integerLiteral value: Int) {}; init(floatLiteral value: Double) {}; init(booleanLiteral value: Bool) {}; func isEqual(to number: NSNumber) -> Bool { fatalError() }; func description(withLocale locale: Any?) -> String { fatalError() } }",
    ]

    /// The table as Swift declarations, for Kiln's checker (bodies are never checked).
    static let declarationText = (types + functions).joined(separator: "\n") + "\n"

    /// Read once per process, by every run's and session's checker.
    static let declarations = LibraryDeclarations(declarationText)

    /// `__kilnEncode` of `func __kilnEncode(_ handle: Int, …)`.
    static func name(of function: String) -> String {
        String(function.dropFirst("func ".count).prefix { $0 != "(" && $0 != "<" })
    }

    /// How many parameters `function` takes (each is unlabeled: `_ name: Type`).
    static func arity(of function: String) -> Int {
        function.split(separator: "_ ", omittingEmptySubsequences: false).count - 1
    }

    /// For swiftc only: what Kiln's library gives natively and the prelude uses, which swiftc
    /// without Foundation lacks (Kiln's checker knows these already, overloads and all).
    static let swiftcOnly: [String] = [
        "extension String { func components(separatedBy separator: String) -> [String] { fatalError() } }",
        // Foundation's Decimal is KilnScript's own (DecimalNumbers.swift); NSDecimalNumber uses it.
        "struct Decimal: Comparable, CustomStringConvertible { init() {}; init(_ value: Int) {}; init(_ value: Double) {}; init?(string: String) { return nil }; var description: String { fatalError() }; static func + (a: Decimal, b: Decimal) -> Decimal { fatalError() }; static func - (a: Decimal, b: Decimal) -> Decimal { fatalError() }; static func * (a: Decimal, b: Decimal) -> Decimal { fatalError() }; static func / (a: Decimal, b: Decimal) -> Decimal { fatalError() }; static func < (a: Decimal, b: Decimal) -> Bool { fatalError() }; static func == (a: Decimal, b: Decimal) -> Bool { fatalError() } }",
    ]

    /// Compilable stand-ins: each function's body traps.
    static var standIns: String {
        "// Stand-ins for Kiln's native functions and types (NativeSignatures.swift).\n"
            + (types + functions.map { $0 + " { fatalError() }" } + swiftcOnly).joined(separator: "\n") + "\n"
    }
}
