// swiftc: 3:31: error: cannot assign value of type 'Int?' to type 'String?'
let possibleNumber = "123"
if let actualNumber: String = Int(possibleNumber) {
    print(actualNumber)
}
