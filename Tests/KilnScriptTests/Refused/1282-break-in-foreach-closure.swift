// swiftc: 5:9: error: unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do
let numbers = [4, 8, -1, 6]
numbers.forEach { number in
    if number < 0 {
        break
    }
    print(number)
}
