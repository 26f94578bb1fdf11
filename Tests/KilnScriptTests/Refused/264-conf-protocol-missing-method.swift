// swiftc: 6:8: error: type 'Book' does not conform to protocol 'Describable'
protocol Describable {
    func describe() -> String
}

struct Book: Describable {
    var title: String
    var author: String

    func summary() -> String {
        return "\(title) by \(author)"
    }
}

print(Book(title: "Dune", author: "Herbert").summary())
