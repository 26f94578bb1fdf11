// swiftc: 3:15: error: consecutive statements on a line must be separated by ';'
var width = 3
var height = 4 width = 5
print(width * height)
