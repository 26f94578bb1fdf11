// swiftc: accepted
import Foundation

struct Timer2 {
    var interval: TimeInterval
    var repeats: Bool
}
let short = Timer2(interval: 2, repeats: false)
let wait: TimeInterval = 30
let doubled = wait * 2
let later = Date(timeIntervalSinceReferenceDate: 0).addingTimeInterval(wait)
let seconds: Double = short.interval
var delays: [TimeInterval] = [1, 2.5]
delays.append(4)
print(short.interval, doubled, seconds, delays, later.timeIntervalSinceReferenceDate)
