// swiftc: 9:4: error: argument type 'Coordinate' expected to be an instance of a class or class-constrained type
struct Coordinate {
    var lat: Double
    var lon: Double
}
let home = Coordinate(lat: 59.9, lon: 10.7)
let copy = home
print(home.lat == copy.lat)
if home === copy {
    print("same place")
}
