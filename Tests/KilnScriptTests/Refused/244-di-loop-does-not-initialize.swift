// swiftc: 11:5: error: return from initializer without initializing all stored properties
struct Stats {
    var total: Int
    var count: Int

    init(values: [Int]) {
        count = values.count
        for value in values {
            total = value
        }
    }
}

print(Stats(values: [1, 2]).total)
