// swiftc: 4:6: error: constant 'taxRate' used by function definition before being initialized
let taxRate: Double

func total(for price: Double) -> Double {
    return price * (1 + taxRate)
}

taxRate = 0.08
print(total(for: 10))
