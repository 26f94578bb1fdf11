// swiftc: 2:22: error: integer literal value '0' cannot be used as a boolean; did you mean 'false'?
var finished: Bool = 0
finished = true
print(finished)
