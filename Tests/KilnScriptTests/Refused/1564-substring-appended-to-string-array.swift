// swiftc: 6:20: error: cannot convert value of type 'String.SubSequence' (aka 'Substring') to expected argument type 'String'
// Collecting the parts of a comma-separated line into an array of Strings.
let line = "red,green,blue"
var colours: [String] = []
for part in line.split(separator: ",") {
    colours.append(part)
}
print(colours)
