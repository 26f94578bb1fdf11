// swiftc: 5:15: error: cannot convert value of type 'Vehicle' to specified type 'Bike'
class Vehicle {}
class Bike: Vehicle {}
let v = Vehicle()
let b: Bike = v
print(b)
