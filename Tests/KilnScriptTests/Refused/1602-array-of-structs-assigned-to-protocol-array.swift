// swiftc: 13:7: error: cannot assign value of type '[Book]' to type '[any Describable]'
protocol Describable {
    var summary: String { get }
}
struct Book {
    var title: String
}
extension Book {
    var summary: String { title }
}
let books = [Book(title: "Dune")]
var shelf: [Describable] = []
shelf = books
