// swiftc: 7:29: error: cannot convert value of type 'String' to expected argument type 'Double'
// A case given text where its associated value is a number.
enum Reading {
    case celsius(Double)
    case missing
}
let today = Reading.celsius("21")
print(today)
