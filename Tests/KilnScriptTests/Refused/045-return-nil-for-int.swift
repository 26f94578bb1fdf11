// swiftc: 6:12: error: 'nil' is incompatible with return type 'Int'
func find(_ x: Int, in list: [Int]) -> Int {
    for (index, value) in list.enumerated() where value == x {
        return index
    }
    return nil
}
print(find(3, in: [1, 2, 3]))
