// swiftc: 6:16: error: referencing instance method 'max()' on 'Sequence' requires that 'Reading' conform to 'Comparable'
struct Reading {
    var value: Double
}
let readings = [Reading(value: 2.5), Reading(value: 1.0)]
print(readings.max() as Any)
