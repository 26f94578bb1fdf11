// swiftc: 4:9: error: cannot assign value of type 'Float' to type 'Double'
var speed = 1.0
let boost: Float = 2
speed = boost
print(speed)
