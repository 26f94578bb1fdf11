// swiftc: 6:24: error: cannot convert value of type 'TimeInterval' (aka 'Double') to specified type 'Int'
// Seconds between two dates are a TimeInterval (a Double).
import Foundation
let start = Date()
let end = start + 90
let seconds: Int = end.timeIntervalSince(start)
print(seconds)
