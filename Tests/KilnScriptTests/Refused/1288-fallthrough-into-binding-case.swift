// swiftc: 6:5: error: 'fallthrough' from a case which doesn't bind variable 'x'
let point = (0, 5)
switch point {
case (0, 0):
    print("origin")
    fallthrough
case (let x, 0):
    print("on the x axis at \(x)")
default:
    print("elsewhere")
}
