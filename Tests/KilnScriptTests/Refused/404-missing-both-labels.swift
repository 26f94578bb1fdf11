// swiftc: 5:11: error: missing argument labels 'width:height:' in call
func area(width: Double, height: Double) -> Double {
    return width * height
}
print(area(3, 4))
