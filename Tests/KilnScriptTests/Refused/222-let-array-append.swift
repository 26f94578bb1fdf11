// swiftc: 3:8: error: cannot use mutating member on immutable value: 'scores' is a 'let' constant
let scores = [10, 20]
scores.append(30)
print(scores)
