n = 19  # small: 9
# Recursion with an early return (Python's guard): the towers of Hanoi, each move folded into a checksum.
moves = 0
checksum = 0

def hanoi(disks, source, target, via):
    global moves, checksum
    if disks <= 0:
        return
    hanoi(disks - 1, source, via, target)
    moves += 1
    checksum = (checksum * 3 + source * 4 + target) % 1_000_003
    hanoi(disks - 1, via, target, source)

def depth(disks):
    if disks <= 1:
        return 1
    return 1 + depth(disks - 1)

hanoi(n, 1, 3, 2)
print(f"moves: {moves} checksum: {checksum} depth: {depth(n)}")
