// swiftc: 3:22: error: type 'Int' cannot be used as a boolean; test for '!= 0' instead
func isAdult(age: Int) -> Bool {
    return age >= 18 ? 1 : 0
}
print(isAdult(age: 20))
