// swiftc: 6:10: error: raw value for enum case is not unique
// An explicit raw value that the next case's implicit value repeats.
enum Floor: Int {
    case lobby = 1
    case basement = 0
    case first
}
print(Floor.first.rawValue)
