// swiftc: 5:34: error: cannot convert value of type 'String' to expected argument type 'Double'
struct Converter {
    static func meters(fromFeet feet: Double) -> Double { feet * 0.3048 }
}
print(Converter.meters(fromFeet: "3"))
