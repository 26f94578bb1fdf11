/// A property list could not be read: what is wrong, and where.
///
/// Binary files locate the problem by byte offset, XML files by line and column:
/// ```swift
/// do { _ = try PropertyList(bytes: bytes) }
/// catch let error as PropertyListError { print(error) }  // "byte 123: object ref 500 out of range (60 objects)"
/// ```
public struct PropertyListError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong, in the format's words ("object ref 500 out of range (60 objects)").
    public var message: String
    /// Binary files: the offset in the file where the problem was found.
    public var byteOffset: Int?
    /// XML files: the 1-based line of the problem.
    public var line: Int?
    /// XML files: the 1-based column (in bytes) of the problem.
    public var column: Int?

    public init(_ message: String, byteOffset: Int? = nil, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.byteOffset = byteOffset
        self.line = line
        self.column = column
    }

    /// "byte 123: …", "line 4, column 9: …", or the bare message when nothing locates it.
    public var description: String {
        if let line, let column { return "line \(line), column \(column): \(message)" }
        if let byteOffset { return "byte \(byteOffset): \(message)" }
        return message
    }
}
