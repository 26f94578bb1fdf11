/// Foundation's `FileManager.SearchPathDirectory` (`NSSearchPathDirectory`), with Apple's raw values.
public enum SearchPathDirectory: UInt, Sendable, CaseIterable {
    case applicationDirectory = 1
    case demoApplicationDirectory = 2
    case developerApplicationDirectory = 3
    case adminApplicationDirectory = 4
    case libraryDirectory = 5
    case developerDirectory = 6
    case userDirectory = 7
    case documentationDirectory = 8
    case documentDirectory = 9
    case coreServiceDirectory = 10
    case autosavedInformationDirectory = 11
    case desktopDirectory = 12
    case cachesDirectory = 13
    case applicationSupportDirectory = 14
    case downloadsDirectory = 15
    case inputMethodsDirectory = 16
    case moviesDirectory = 17
    case musicDirectory = 18
    case picturesDirectory = 19
    case printerDescriptionDirectory = 20
    case sharedPublicDirectory = 21
    case preferencePanesDirectory = 22
    case applicationScriptsDirectory = 23
    case itemReplacementDirectory = 99
    case allApplicationsDirectory = 100
    case allLibrariesDirectory = 101
    case trashDirectory = 102

    /// The paths under the app's home that iOS answers for the user domain, in iOS's order.
    ///
    /// iOS computes these from the home directory whether or not they exist (seed 001's slip,
    /// `NSDocumentationDirectory`, gives `Library/Documentation`, a folder that is not there, so
    /// the archive write fails exactly as on a phone). Kinds that only exist in the system domain
    /// (users, core services, printer descriptions), the item-replacement directory (only
    /// `url(for:in:appropriateFor:create:)` answers it) and the trash give nothing.
    var homeRelativePaths: [String] {
        switch self {
        case .applicationDirectory: return ["Applications"]
        case .demoApplicationDirectory: return ["Applications/Demos"]
        case .developerApplicationDirectory: return ["Developer/Applications"]
        case .adminApplicationDirectory: return ["Applications/Utilities"]
        case .libraryDirectory: return ["Library"]
        case .developerDirectory: return ["Developer"]
        case .documentationDirectory: return ["Library/Documentation"]
        case .documentDirectory: return ["Documents"]
        case .autosavedInformationDirectory: return ["Library/Autosave Information"]
        case .desktopDirectory: return ["Desktop"]
        case .cachesDirectory: return ["Library/Caches"]
        case .applicationSupportDirectory: return ["Library/Application Support"]
        case .downloadsDirectory: return ["Downloads"]
        case .inputMethodsDirectory: return ["Library/Input Methods"]
        case .moviesDirectory: return ["Movies"]
        case .musicDirectory: return ["Music"]
        case .picturesDirectory: return ["Pictures"]
        case .sharedPublicDirectory: return ["Public"]
        case .preferencePanesDirectory: return ["Library/PreferencePanes"]
        case .allApplicationsDirectory:
            return ["Applications", "Applications/Utilities", "Developer/Applications", "Applications/Demos"]
        case .allLibrariesDirectory: return ["Library", "Developer"]
        case .userDirectory, .coreServiceDirectory, .printerDescriptionDirectory, .applicationScriptsDirectory,
            .itemReplacementDirectory, .trashDirectory:
            return []
        }
    }
}

/// Foundation's `FileManager.SearchPathDomainMask` (`NSSearchPathDomainMask`).
public struct SearchPathDomainMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let userDomainMask = SearchPathDomainMask(rawValue: 1)
    public static let localDomainMask = SearchPathDomainMask(rawValue: 2)
    public static let networkDomainMask = SearchPathDomainMask(rawValue: 4)
    public static let systemDomainMask = SearchPathDomainMask(rawValue: 8)
    public static let allDomainsMask = SearchPathDomainMask(rawValue: 0x0FFFF)
}
