// swiftc: 12:26: error: cannot assign value of type 'String' to type 'Int'
class StepCounter {
    var totalSteps: Int = 0 {
        didSet {
            if totalSteps > oldValue {
                print("Added \(totalSteps - oldValue) steps")
            }
        }
    }
}
let stepCounter = StepCounter()
stepCounter.totalSteps = "200"
