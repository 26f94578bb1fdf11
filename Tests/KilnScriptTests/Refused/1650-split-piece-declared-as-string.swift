// swiftc: 3:45: error: cannot convert value of type 'String.SubSequence' (aka 'Substring') to specified type 'String'
let row = "42,Ada,London"
let name: String = row.split(separator: ",")[1]
print("hello, \(name)")
