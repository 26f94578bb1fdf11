// swiftc: 5:19: error: cannot convert return expression of type 'Dictionary<String, Double>.Values' to return type '[Double]'
// A function returning a dictionary's values where an array is declared.
let prices = ["tea": 2.5, "cake": 4.0]
func allPrices() -> [Double] {
    return prices.values
}
print(allPrices())
