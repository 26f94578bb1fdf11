// swiftc: 7:12: error: cannot assign to property: 'hall' is a 'let' constant
struct Thermostat {
    var target = 20
    var current = 18
}
let hall = Thermostat()
while hall.current = hall.target {
    print("holding")
}
