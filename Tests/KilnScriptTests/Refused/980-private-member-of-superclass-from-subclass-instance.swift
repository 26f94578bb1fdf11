// swiftc: 9:11: error: 'mileage' is inaccessible due to 'private' protection level
class Vehicle {
    private var mileage = 0
    func drive(_ km: Int) { mileage += km }
}
class Car: Vehicle {}
let car = Car()
car.drive(12)
print(car.mileage)
