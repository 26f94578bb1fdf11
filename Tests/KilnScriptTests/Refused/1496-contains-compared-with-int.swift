// swiftc: 4:31: error: binary operator '==' cannot be applied to operands of type 'Bool' and 'Int'
// `contains` gives a Bool; C's habit of comparing with 1 does not work.
let greeting = "Hello, world"
if greeting.contains("world") == 1 {
    print("found")
}
