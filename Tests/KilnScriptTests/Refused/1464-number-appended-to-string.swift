// swiftc: 5:6: error: no exact matches in call to instance method 'append'
// A receipt line built by appending the quantity straight onto the text.
var line = "Apples x"
let quantity = 3
line.append(quantity)
print(line)
