// swiftc: 4:11: error: cannot assign value of type 'String' to type 'Int'
var sum = 0
for word in ["a", "bb"] {
    sum = word
}
print(sum)
