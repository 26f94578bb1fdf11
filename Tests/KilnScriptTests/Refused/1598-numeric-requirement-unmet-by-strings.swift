// swiftc: 5:7: error: global function 'total' requires that 'String' conform to 'Numeric'
func total<Amount: Numeric>(_ amounts: [Amount]) -> Amount {
    amounts.reduce(0, +)
}
print(total(["3", "4"]))
