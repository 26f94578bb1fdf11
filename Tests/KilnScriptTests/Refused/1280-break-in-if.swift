// swiftc: 5:5: error: unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do
let password = "secret"
if password.count < 8 {
    print("too short")
    break
}
print("checked")
