// swiftc: 12:9: error: 'self' used before 'self.init' call or assignment to 'self'
class Ticket {
    var seat: String
    var price: Double

    init(seat: String, price: Double) {
        self.seat = seat
        self.price = price
    }

    convenience init(seat: String) {
        self.seat = seat
        self.price = 10
    }
}

print(Ticket(seat: "A1").price)
