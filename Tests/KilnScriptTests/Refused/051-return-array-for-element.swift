// swiftc: 3:17: error: cannot convert return expression of type '[Int]' to return type 'Int'
func largest(_ list: [Int]) -> Int {
    return list.sorted()
}
print(largest([3, 1]))
