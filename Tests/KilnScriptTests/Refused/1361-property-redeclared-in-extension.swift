// swiftc: 12:9: error: invalid redeclaration of 'count'
class Library {
    var books: [String] = []
}

extension Library {
    var count: Int { books.count }
    func add(_ title: String) { books.append(title) }
}

extension Library {
    var count: Int { return books.count }
}

let shelf = Library()
shelf.add("Dune")
print(shelf.count)
