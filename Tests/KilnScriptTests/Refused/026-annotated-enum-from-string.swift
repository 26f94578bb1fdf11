// swiftc: 3:20: error: cannot convert value of type 'String' to specified type 'Direction'
enum Direction { case north, south }
let d: Direction = "north"
print(d)
