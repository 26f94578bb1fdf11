// swiftc: 5:17: error: extra argument in call
func square(_ n: Int) -> Int {
    return n * n
}
print(square(3, 4))
