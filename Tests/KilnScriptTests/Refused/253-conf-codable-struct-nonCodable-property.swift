// swiftc: 7:8: error: type 'Place' does not conform to protocol 'Decodable'
class Location {
    var latitude = 0.0
    var longitude = 0.0
}

struct Place: Codable {
    var name: String
    var location: Location
}

print(Place(name: "Park", location: Location()).name)
