// swiftc: 6:5: error: missing return in local function expected to return 'Int'
func report(_ values: [Int]) {
    func largest() -> Int {
        var best = values[0]
        for v in values where v > best { best = v }
    }
    print(largest())
}

report([3, 9, 2])
