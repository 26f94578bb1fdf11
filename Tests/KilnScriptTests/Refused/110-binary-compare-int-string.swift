// swiftc: 3:8: error: binary operator '==' cannot be applied to operands of type 'Int' and 'String'
let age = 20
if age == "20" {
    print("twenty")
}
