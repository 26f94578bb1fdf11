// swiftc: 6:11: error: extraneous argument labels 'width:height:' in call
func area(_ width: Double, _ height: Double) -> Double {
    width * height
}

print(area(width: 3, height: 4))
