// swiftc: 5:17: error: cannot assign value of type 'String' to type 'Int'
class Player {
    var score = 0
    func reset() {
        score = "zero"
    }
}
Player().reset()
