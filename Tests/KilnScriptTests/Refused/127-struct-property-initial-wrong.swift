// swiftc: 3:23: error: cannot convert value of type 'String' to specified type 'Int'
struct Settings {
    var volume: Int = "loud"
}
print(Settings())
