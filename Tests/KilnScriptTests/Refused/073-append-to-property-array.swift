// swiftc: 5:23: error: cannot convert value of type 'Int' to expected argument type 'String'
class Library {
    var titles: [String] = []
    func add(pages: Int) {
        titles.append(pages)
    }
}
Library().add(pages: 3)
