// swiftc: 4:17: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
let stock = ["pens": 4]
func pens() -> Int {
    return stock["pens"]
}
print(pens())
