// swiftc: 3:44: error: incorrect argument label in call (have 'withRoot:requiringSecureCoding:', expected 'withRootObject:requiringSecureCoding:')
import Foundation
let data = try NSKeyedArchiver.archivedData(withRoot: ["a"], requiringSecureCoding: false)
print(data.count)
