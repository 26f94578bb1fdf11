// swiftc: 7:14: error: cannot assign value of type 'String' to type 'Int'
struct Book {
    var title: String
    var pages: Int
}
var book = Book(title: "Kiln", pages: 10)
book.pages = "many"
print(book)
