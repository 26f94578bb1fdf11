// swiftc: 7:22: error: value of optional type 'Book?' must be unwrapped to a value of type 'Book'
struct Book { var title: String }
class Library {
    var books: [Book] = []
    func find(_ title: String) -> Book {
        for book in books where book.title == title { return book }
        return books.first
    }
}
print(Library().books.count)
