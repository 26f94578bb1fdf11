// swiftc: 9:29: error: cannot convert value of type 'Date' to expected argument type 'TimeInterval' (aka 'Double')
import Foundation

struct Workout {
    var start: Date
    var end: Date

    var minutes: Int {
        let seconds = end - start
        return Int(seconds / 60)
    }
}

let now = Date()
let workout = Workout(start: now, end: now.addingTimeInterval(1800))
print("Workout: \(workout.minutes) min")
