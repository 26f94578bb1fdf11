// swiftc: 6:30: error: cannot convert value of type 'String' to specified type 'Int'
enum Weather: String {
    case sunny, rainy
}
let today = Weather.sunny
let description: Int = today.rawValue
print(description)
