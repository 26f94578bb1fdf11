// swiftc: 6:16: error: cannot convert return expression of type 'Int' to return type 'String'
struct IDGenerator {
    static var next = 1
    static func make() -> String {
        next += 1
        return next
    }
}
print(IDGenerator.make())
