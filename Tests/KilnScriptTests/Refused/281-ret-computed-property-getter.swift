// swiftc: 8:5: error: missing return in getter expected to return 'Double'
struct Cart {
    var prices: [Double]

    var total: Double {
        var sum = 0.0
        for price in prices { sum += price }
    }
}

print(Cart(prices: [1, 2]).total)
