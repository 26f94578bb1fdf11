// swiftc: 27:10: error: invalid redeclaration of 'longest()'
protocol Shelf {
    associatedtype Book
    var books: [Book] { get }
}

struct Library: Shelf {
    var books: [String]
}

extension Shelf {
    func longest() -> Int where Book == String {
        books.map(\.count).max() ?? 0
    }
    func describe() -> String where Book: CustomStringConvertible {
        books.map(\.description).joined(separator: "; ")
    }
}

extension Shelf where Book == Int {
    func longest() -> Int {
        books.max() ?? 0
    }
}

extension Shelf where Book == String {
    func longest() -> Int {
        books.count
    }
}

print(Library(books: ["Dune", "Emma"]).longest())
