// swiftc: 5:29: error: missing argument for parameter 'middle' in call
func makeTitle(first: String, middle: String, last: String) -> String {
    return first + " " + middle + " " + last
}
print(makeTitle(first: "Ada", last: "Lovelace"))
