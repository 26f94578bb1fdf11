// swiftc: 7:9: error: binary operator '==' cannot be applied to two 'any Vehicle' operands
protocol Vehicle { var wheels: Int { get } }
struct Bike: Vehicle { let wheels = 2 }
struct Car: Vehicle { let wheels = 4 }
let mine: Vehicle = Bike()
let yours: Vehicle = Car()
if mine == yours {
    print("same")
}
