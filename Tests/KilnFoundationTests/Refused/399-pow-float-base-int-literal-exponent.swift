// swiftc: 4:17: error: ambiguous use of 'pow'
import Foundation

let kilobytes = pow(2.0, 10)
print("\(kilobytes) bytes in a kilobyte")
