// swiftc: 4:8: error: function is unused [#no-usage]
var scores = [30, 10, 20]
scores.append(5)
scores.sorted
print(scores)
