// swiftc: 5:16: error: reference to member 'north' cannot be resolved without a contextual type
enum Direction {
    case north, south
}
let heading = .north
print(heading)
