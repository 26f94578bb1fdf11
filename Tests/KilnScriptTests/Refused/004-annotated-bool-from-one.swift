// swiftc: 2:20: error: integer literal value '1' cannot be used as a boolean; did you mean 'true'?
var isDone: Bool = 1
print(isDone)
