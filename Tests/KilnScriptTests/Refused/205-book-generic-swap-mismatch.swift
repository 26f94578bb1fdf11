// swiftc: 9:23: error: cannot convert value of type 'Double' to expected argument type 'Int'
func swapTwoInts(_ a: inout Int, _ b: inout Int) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someInt = 3
var anotherInt: Double = 107
swapTwoInts(&someInt, &anotherInt)
