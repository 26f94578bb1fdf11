// swiftc: 6:20: error: cannot convert value of type 'TimeInterval' (aka 'Double') to specified type 'Int'
import Foundation
// How long ago a note was edited, kept in whole seconds without converting.
let edited = Date(timeIntervalSince1970: 1_700_000_000)
let now = edited + 60 * 60 * 24.0
let age: Int = now.timeIntervalSince(edited)
print(age)
