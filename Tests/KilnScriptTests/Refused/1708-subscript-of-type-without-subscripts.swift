// swiftc: 10:22: error: value of type 'Bookshelf' has no subscripts
struct Bookshelf {
    var titles: [String] = []
    mutating func add(_ title: String) { titles.append(title) }
}
var shelf = Bookshelf()
shelf.add("Dune")
shelf.add("Emma")
print(shelf.titles.count)
let firstBook = shelf[0]
print(firstBook)
