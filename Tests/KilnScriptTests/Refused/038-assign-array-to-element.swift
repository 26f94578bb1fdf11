// swiftc: 4:9: error: cannot assign value of type '[Int]' to type 'Int'
var list = [1, 2, 3]
var first = 0
first = list
print(first, list)
