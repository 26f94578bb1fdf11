// swiftc: 8:1: error: 'default' label in a 'switch' must have at least one executable statement
let grade = 87
switch grade {
case 90...100:
    print("A")
case 80..<90:
    print("B")
default:
    // nothing to do
}
