// swiftc: 11:1: error: missing return in global function expected to return 'String'
enum Direction { case north, south, east, west }

func arrow(for direction: Direction) -> String {
    switch direction {
    case .north: return "↑"
    case .south: return "↓"
    case .east: return "→"
    case .west: print("west")
    }
}

print(arrow(for: .west))
