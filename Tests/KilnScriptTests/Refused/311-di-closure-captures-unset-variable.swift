// swiftc: 4:16: error: variable 'count' captured by a closure before being initialized
func makeCounter() -> () -> Int {
    var count: Int
    let next = {
        count += 1
        return count
    }
    count = 0
    return next
}

print(makeCounter()())
