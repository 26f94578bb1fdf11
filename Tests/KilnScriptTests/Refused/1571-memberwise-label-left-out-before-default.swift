// swiftc: 7:21: error: missing argument label 'seat:' in call
// The memberwise initializer called without its first label; the second has a default.
struct Ticket {
    var seat: Int
    var price: Double = 9.5
}
let ticket = Ticket(14)
print(ticket.seat)
