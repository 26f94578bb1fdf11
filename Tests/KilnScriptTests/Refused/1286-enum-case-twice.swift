// swiftc: 6:10: error: invalid redeclaration of 'north'
enum Direction {
    case north
    case south
    case east
    case north
}

print(Direction.south)
