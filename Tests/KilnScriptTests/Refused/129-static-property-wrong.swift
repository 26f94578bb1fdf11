// swiftc: 3:31: error: cannot convert value of type 'String' to specified type 'Int'
struct Limits {
    static let maximum: Int = "ten"
}
print(Limits.maximum)
