// swiftc: 6:5: error: non-void function should return a value
func firstEven(_ numbers: [Int]) -> Int {
    for n in numbers where n % 2 == 0 {
        return n
    }
    return
}
print(firstEven([1, 4]))
