// swiftc: 5:15: error: left side of mutating operator isn't mutable: 'start' is a 'let' constant
func countdown(from start: Int) {
    while start > 0 {
        print(start)
        start -= 1
    }
    print("Liftoff!")
}

countdown(from: 3)
