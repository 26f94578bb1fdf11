// swiftc: 4:9: error: 'continue' is only allowed inside a loop
func check(_ value: Int) {
    if value < 0 {
        continue
    }
    print(value)
}

check(4)
