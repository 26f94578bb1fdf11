// swiftc: accepted
struct Library {
    enum Genre: String { case fiction, science }
    struct Book { var title: String; var genre: Genre }
    static let shared = Library()
    var books: [Book] = []
    static func make() -> Library { Library() }
}
var lib = Library.make()
lib.books.append(Library.Book(title: "A", genre: .fiction))
let g: Library.Genre = .science
print(lib.books.count, g.rawValue, Library.shared.books.count)
