/// Why an archive could not be read or written: the problem, and the `$objects` index it is at
/// when there is one.
public struct KeyedArchiveError: Error, CustomStringConvertible, Equatable, Sendable {
    public var message: String
    /// The UID of the object being read when the problem was found.
    public var objectIndex: Int?

    public init(_ message: String, objectIndex: Int? = nil) {
        self.message = message
        self.objectIndex = objectIndex
    }

    public var description: String {
        if let objectIndex, !message.hasPrefix("object \(objectIndex)") {
            return "object \(objectIndex): \(message)"
        }
        return message
    }
}
