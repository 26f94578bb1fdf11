// swiftc: 5:26: error: cannot convert value of type 'String.SubSequence' (aka 'Substring') to specified type 'String'
// The pieces `split` gives are Substrings, not Strings.
let line = "Mei,18,Beijing"
let fields = line.split(separator: ",")
let name: String = fields[0]
print(name)
