// swiftc: 4:24: error: cannot convert value of type 'Int' to specified type 'String'
let maybe: Int? = 3
if let value = maybe {
    let text: String = value
    print(text)
}
