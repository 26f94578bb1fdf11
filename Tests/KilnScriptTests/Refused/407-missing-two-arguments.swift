// swiftc: 5:5: error: missing arguments for parameters 'author', 'pages' in call
func book(title: String, author: String, pages: Int) {
    print(title, author, pages)
}
book(title: "Dune")
