// swiftc: 9:9: error: binary operator '==' cannot be applied to two 'Color' operands
struct Color {
    var red: Int
    var green: Int
    var blue: Int
}
let a = Color(red: 1, green: 2, blue: 3)
let b = Color(red: 1, green: 2, blue: 3)
print(a == b)
