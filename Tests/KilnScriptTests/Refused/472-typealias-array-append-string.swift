// swiftc: 5:15: error: cannot convert value of type 'String' to expected argument type 'Score' (aka 'Int')
typealias Score = Int

var scores: [Score] = [12, 40, 7]
scores.append("99")
print(scores)
