/// Errors of the simulated device itself (not of a file operation, which throws `FileError`).
public enum SimulatorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A device action that makes no sense in the app's state, e.g. `pressHome()` when the app
    /// is not running. The message says the state and what would work.
    case illegalLifecycleCall(String)
    /// A device action (`call`) made while the app is handling a callback: device actions happen
    /// between the app's callbacks.
    case actionDuringCallback(call: String, callback: AppCallback)
    /// A number or name a simulator call cannot take.
    case invalidArgument(String)
    /// Power was lost during a write (`failNextWrite(afterBytes:)`): the app is no longer running.
    case powerLost(path: String, bytesWritten: Int)
    /// The sandbox directory could not be made.
    case sandboxUnavailable(String)

    public var description: String {
        switch self {
        case .illegalLifecycleCall(let message), .invalidArgument(let message), .sandboxUnavailable(let message):
            return message
        case .actionDuringCallback(let call, let callback):
            return "\(call) cannot be called while the app is handling its \(callback) callback; device actions happen between the app's callbacks"
        case .powerLost(let path, let bytes):
            return "power was lost while writing “\(lastComponent(path))”: \(bytes) bytes reached the disk, and the app was terminated"
        }
    }
}
