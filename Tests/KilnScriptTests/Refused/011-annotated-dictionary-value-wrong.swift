// swiftc: 2:46: error: cannot convert value of type 'String' to expected dictionary value type 'Int'
let ages: [String: Int] = ["Ann": 31, "Bob": "forty"]
print(ages)
