// swiftc: 6:17: error: cannot convert value of type 'String' to raw type 'Int'
// An Int-backed enum given a text raw value.
enum Priority: Int {
    case low = 1
    case medium = 2
    case high = "urgent"
}
print(Priority.low.rawValue)
