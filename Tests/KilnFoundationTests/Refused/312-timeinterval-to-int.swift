// swiftc: 10:36: error: cannot convert value of type 'Double' to specified type 'Int'
import Foundation

class Session {
    var started = Date()
    var timeout: TimeInterval = 300
}

let session = Session()
let minutes: Int = session.timeout / 60
print(minutes)
