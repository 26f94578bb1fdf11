// swiftc: 5:36: error: value of optional type 'TimeInterval?' (aka 'Optional<Double>') must be unwrapped to a value of type 'TimeInterval' (aka 'Double')
import Foundation

var durations: [String: TimeInterval] = ["boil": 540, "steep": 180]
let steep: TimeInterval = durations["steep"]
print(steep)
