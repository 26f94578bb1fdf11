// swiftc: 4:30: error: cannot convert value of type 'Int' to expected argument type 'Set<String>.Index'
// A Set read by position, as an array would be.
let visited: Set = ["Paris", "Rome", "Oslo"]
print("First city: \(visited[0])")
