// swiftc: 3:15: error: cannot convert return expression of type 'Double' to return type 'Int'
func halfDozen() -> Int {
    return 12 / 2.0
}
print(halfDozen())
