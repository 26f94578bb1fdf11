// swiftc: 8:11: error: type 'Level' has no member 'medium'
enum Level {
    case low, high
}
func setLevel(_ level: Level) {
    print(level)
}
setLevel(.medium)
