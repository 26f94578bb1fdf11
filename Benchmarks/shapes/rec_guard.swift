let n = 19 // small: 9
// Recursion written with `guard`: the towers of Hanoi, each move folded into a checksum.
var moves = 0
var checksum = 0

func hanoi(_ disks: Int, from: Int, to: Int, via: Int) {
    guard disks > 0 else { return }
    hanoi(disks - 1, from: from, to: via, via: to)
    moves += 1
    checksum = (checksum * 3 + from * 4 + to) % 1_000_003
    hanoi(disks - 1, from: via, to: to, via: from)
}

func depth(_ disks: Int) -> Int {
    guard disks > 1 else { return 1 }
    return 1 + depth(disks - 1)
}

hanoi(n, from: 1, to: 3, via: 2)
print("moves: \(moves) checksum: \(checksum) depth: \(depth(n))")
