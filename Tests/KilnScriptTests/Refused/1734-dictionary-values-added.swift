// swiftc: 4:19: error: value of optional type 'Double?' must be unwrapped to a value of type 'Double'
// A shopping total from two dictionary lookups, each an Optional.
let prices = ["tea": 2.5, "milk": 1.2]
let total = prices["tea"] + prices["milk"]
print(total)
