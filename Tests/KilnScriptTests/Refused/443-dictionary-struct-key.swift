// swiftc: 6:15: error: type 'Seat' does not conform to protocol 'Hashable'
struct Seat {
    var row: Int
    var number: Int
}
var bookings: [Seat: String] = [:]
print(bookings.count)
