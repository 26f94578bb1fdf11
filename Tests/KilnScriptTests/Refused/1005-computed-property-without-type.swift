// swiftc: 5:9: error: computed property must have an explicit type
struct Basket {
    var apples = 3
    var pears = 2
    var total {
        return apples + pears
    }
}
print(Basket().total)
