// swiftc: 4:10: error: binary operator '<' cannot be applied to two '(String, Bool)' operands
let first = ("Ann", true)
let second = ("Bob", false)
if first < second {
    print("Ann first")
}
