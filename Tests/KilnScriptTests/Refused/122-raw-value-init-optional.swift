// swiftc: 3:20: error: value of optional type 'Level?' must be unwrapped to a value of type 'Level'
enum Level: Int { case low = 1, high = 2 }
let level: Level = Level(rawValue: 1)
print(level)
