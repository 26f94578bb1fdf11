// swiftc: 4:19: error: cannot assign value of type 'String' to type 'CompassPoint'
enum CompassPoint { case north, south, east, west }
var directionToHead = CompassPoint.west
directionToHead = "east"
print(directionToHead)
