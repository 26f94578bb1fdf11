// swiftc: 6:25: error: 'return' cannot transfer control out of a defer statement
func loadCount(from text: String) -> Int {
    var count = 0
    defer {
        print("loaded", count)
        if count == 0 { return }
    }
    count = text.split(separator: ",").count
    return count
}
print(loadCount(from: "a,b"))
