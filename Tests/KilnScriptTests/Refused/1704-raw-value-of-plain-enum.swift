// swiftc: 7:27: error: value of type 'Weekday' has no member 'rawValue'
enum Weekday {
    case monday, tuesday, wednesday
}
print("planning the week")
let today = Weekday.tuesday
print("day number", today.rawValue)
