// swiftc: 3:20: error: value of optional type 'Double?' must be unwrapped to a value of type 'Double'
func total(price: Double, discount: Double?) -> Double {
    return price - discount
}

print(total(price: 10, discount: 2))
