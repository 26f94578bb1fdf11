// swiftc: 3:33: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
var airports = ["YYZ": "Toronto Pearson", "DUB": "Dublin"]
let oldValue: String = airports.updateValue("Dublin Airport", forKey: "DUB")
print(oldValue)
