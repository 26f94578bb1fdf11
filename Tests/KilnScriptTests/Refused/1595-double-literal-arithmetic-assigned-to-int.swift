// swiftc: 3:16: error: cannot assign value of type 'Double' to type 'Int'
var servings = 4
servings = 1.5 * 2
print(servings)
