// swiftc: 3:9: error: cannot assign value of type 'Bool' to type 'Int'
var lives = 3
lives = false
print(lives)
