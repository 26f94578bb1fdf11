// swiftc: 7:1: error: missing return in global function expected to return 'Int'
func sum(of numbers: [Int]) -> Int {
    var total = 0
    for n in numbers {
        total += n
    }
}

print(sum(of: [1, 2, 3]))
