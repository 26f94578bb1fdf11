// swiftc: 5:31: error: missing argument for parameter 'note' in call
func order(item: String, quantity: Int = 1, note: String) {
    print(item, quantity, note)
}
order(item: "tea", quantity: 2)
