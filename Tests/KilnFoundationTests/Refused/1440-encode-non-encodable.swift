// swiftc: 9:30: error: instance method 'encode' requires that 'Habit' conform to 'Encodable'
import Foundation
// A struct saved as JSON without saying it is Encodable.
struct Habit {
    var name: String
    var streak: Int
}
let habit = Habit(name: "read", streak: 3)
let data = try JSONEncoder().encode(habit)
print(data.count)
