// swiftc: 3:4: error: cannot assign to value: 'wins' is a 'let' constant
let (wins, losses) = (7, 7)
if wins = losses {
    print("tied")
}
