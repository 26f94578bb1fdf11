// swiftc: 7:26: error: missing argument label 'toScale:' in call
struct Temperature {
    static func convert(celsius: Double, toScale scale: String) -> Double {
        return scale == "F" ? celsius * 9 / 5 + 32 : celsius
    }
}
print(Temperature.convert(celsius: 100, "F"))
