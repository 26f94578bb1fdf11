// swiftc: 8:66: error: 'borrowedCount' is inaccessible due to 'private' protection level
struct Library {
    struct Book {
        var title: String
        private var borrowedCount = 0
    }
    var books: [Book] = []
    func report(_ book: Book) -> String { "\(book.title): \(book.borrowedCount)" }
}
print(Library().books.count)
