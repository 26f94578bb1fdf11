// swiftc: 10:21: error: cannot convert value of type 'Int' to expected argument type 'String'
class Book {
    let title: String
    let pages: Int
    init(title: String, pages: Int) {
        self.title = title
        self.pages = pages
    }
}
let b = Book(title: 350, pages: 10)
print(b.title)
