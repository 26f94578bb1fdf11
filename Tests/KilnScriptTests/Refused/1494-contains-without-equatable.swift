// swiftc: 7:19: error: missing argument label 'where:' in call
// `contains(_:)` needs Equatable elements; without it only `contains(where:)` is left.
struct Book {
    var title: String
}
let shelf = [Book(title: "Dune")]
if shelf.contains(Book(title: "Dune")) {
    print("on the shelf")
}
