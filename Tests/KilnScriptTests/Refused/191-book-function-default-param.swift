// swiftc: 5:17: error: cannot convert value of type 'Int' to specified type 'String'
func someFunction(parameterWithDefault: Int = 12) -> Int {
    return parameterWithDefault
}
let x: String = someFunction()
print(x)
