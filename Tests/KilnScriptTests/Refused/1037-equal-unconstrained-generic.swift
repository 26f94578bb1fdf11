// swiftc: 4:33: error: binary operator '==' cannot be applied to two 'T' operands
func count<T>(_ target: T, in list: [T]) -> Int {
    var total = 0
    for item in list where item == target {
        total += 1
    }
    return total
}
print(count(3, in: [1, 3, 3]))
