// swiftc: 3:22: error: binary operator '>' cannot be applied to two 'Int?' operands
let temperatures = [18, 25, 21]
if temperatures.last > temperatures.first {
    print("warming up")
}
