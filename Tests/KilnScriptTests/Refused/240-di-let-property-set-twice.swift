// swiftc: 9:21: error: immutable value 'self.number' may only be initialized once
class Ticket {
    let number: Int
    var seat: String

    init(number: Int, seat: String) {
        self.number = number
        self.seat = seat
        self.number = number + 100
    }
}

print(Ticket(number: 1, seat: "A1").number)
