// A simulator file failure as iOS reports it to the app: an NSError in NSCocoaErrorDomain with
// one of Foundation's file error codes (the numbers scripts print) and the sentence iOS shows,
// curly quotes included.
import KilnSimulator

extension FileError {
    static let cocoaDomain = "NSCocoaErrorDomain"

    /// Foundation's `CocoaError.Code` for the failure: NSFileNoSuchFileError (4),
    /// NSFileReadNoSuchFileError (260), NSFileWriteNoPermissionError (513), and so on.
    var cocoaCode: Int {
        switch kind {
        case .noSuchFile, .noSuchFolder: return 4
        case .noSuchFileToRead: return 260
        case .noPermissionToRead: return 257
        case .noPermissionToWrite: return 513
        case .fileExists: return 516
        case .invalidName: return writing ? 514 : 258
        case .outOfSpace: return 640
        case .readOnlyVolume: return 642
        case .unknown: return writing ? 512 : 256
        }
    }

    /// The sentence iOS gives as the error's `localizedDescription`.
    var cocoaMessage: String {
        let name = lastComponent(path)
        switch (kind, operation) {
        case (.noSuchFile, .remove): return "“\(name)” couldn’t be removed."
        case (.noSuchFile, .move(let destination)):
            return "“\(name)” couldn’t be moved to “\(lastComponent(parent(destination)))” because either the former doesn’t exist, or the folder containing the latter doesn’t exist."
        case (.fileExists, .move(let destination)):
            return "“\(name)” couldn’t be moved to “\(lastComponent(parent(destination)))” because an item with the same name already exists."
        case (.fileExists, .copy(let destination)):
            return "“\(name)” couldn’t be copied to “\(lastComponent(parent(destination)))” because an item with the same name already exists."
        default: break
        }
        switch kind {
        case .noPermissionToWrite:
            return "You don’t have permission to save the file “\(name)” in the folder “\(lastComponent(parent(path)))”."
        case .noPermissionToRead: return "The file “\(name)” couldn’t be opened because you don’t have permission to view it."
        case .noSuchFileToRead: return "The file “\(name)” couldn’t be opened because there is no such file."
        case .noSuchFile: return "The file “\(name)” doesn’t exist."
        case .noSuchFolder: return "The folder “\(lastComponent(parent(path)))” doesn’t exist."
        case .fileExists: return "The file “\(name)” couldn’t be saved because a file with the same name already exists."
        case .invalidName(let why): return "The file name is invalid: \(why)."
        case .outOfSpace: return "The file “\(name)” couldn’t be saved because there isn’t enough space."
        case .readOnlyVolume: return "The file “\(name)” couldn’t be saved because the volume is read only."
        case .unknown(let code): return "The operation couldn’t be completed. (\(systemErrorText(code)))"
        }
    }

    /// As `NSError`'s description prints it.
    var cocoaDescription: String {
        "Error Domain=\(FileError.cocoaDomain) Code=\(cocoaCode) \"\(cocoaMessage)\" UserInfo={NSFilePath=\(path)}"
    }
}
