// swiftc: 3:9: error: cannot assign value of type 'Int' to type 'String'
var title = "Untitled"
title = 42
print(title)
