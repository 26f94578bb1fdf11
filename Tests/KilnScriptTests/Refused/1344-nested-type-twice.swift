// swiftc: 7:12: error: invalid redeclaration of 'Book'
struct Library {
    struct Book {
        var title: String
    }

    struct Book {
        var isbn: String
    }
}

print(Library.Book(title: "Emma").title)
