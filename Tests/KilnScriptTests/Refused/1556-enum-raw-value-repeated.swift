// swiftc: 5:19: error: raw value for enum case is not unique
// Two cases of a String-backed enum with the same raw value.
enum Command: String {
    case start = "go"
    case resume = "go"
    case stop
}
print(Command.start.rawValue)
