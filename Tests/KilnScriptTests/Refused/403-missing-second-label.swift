// swiftc: 5:13: error: missing argument label 'height:' in call
func area(width: Double, height: Double) -> Double {
    return width * height
}
let a = area(width: 3, 4)
print(a)
