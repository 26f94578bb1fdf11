// swiftc: 8:8: error: cannot assign value of type '[String]' to type '[Int]'
let prices = [3, 8, 12]
let labels = prices.map { price in
    let euros = price * 2
    return "\(euros) EUR"
}
var totals: [Int] = []
totals = labels
print(totals)
