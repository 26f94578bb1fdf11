// swiftc: 5:5: error: 'mutating' is not valid on instance methods in classes
// A class method marked `mutating`, as a struct's would be.
class Tally {
    var count = 0
    mutating func add() {
        count += 1
    }
}
let tally = Tally()
tally.add()
