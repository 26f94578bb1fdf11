// swiftc: 4:5: error: cannot find 'self' in scope; did you mean to use it in a type or extension context?
var total = 0
func addPoints(_ points: Int) {
    self.total += points
}
addPoints(3)
print(total)
