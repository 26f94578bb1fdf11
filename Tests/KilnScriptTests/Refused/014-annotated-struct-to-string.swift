// swiftc: 7:20: error: cannot convert value of type 'Point' to specified type 'String'
struct Point {
    var x = 0
    var y = 0
}
let origin = Point()
let text: String = origin
print(text)
