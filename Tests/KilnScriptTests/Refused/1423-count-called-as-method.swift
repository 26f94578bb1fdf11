// swiftc: 4:14: error: cannot call value of non-function type 'Int'
var groceries = ["eggs", "flour"]
groceries.append("milk")
if groceries.count() > 2 {
    print("big shop")
}
