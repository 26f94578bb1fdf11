// swiftc: 4:22: error: cannot convert value of type 'Double?' to expected argument type 'String'
let prices: [String: Double] = ["tea": 2.5]
let label = "2.5"
print(label == prices["tea"])
