// swiftc: 5:19: error: type 'Weekday' has no member 'sunday'
enum Weekday {
    case monday, tuesday
}
let day = Weekday.sunday
print(day)
