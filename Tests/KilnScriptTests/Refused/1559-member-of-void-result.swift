// swiftc: 7:14: error: value of tuple type '()' has no member 'isEmpty'
// Reading a member of what a function without a result returns.
func logVisit() {
    print("visited")
}
let result = logVisit()
print(result.isEmpty)
