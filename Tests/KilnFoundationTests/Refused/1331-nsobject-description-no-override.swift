// swiftc: 23:9: error: overriding declaration requires an 'override' keyword
import Foundation

class Book: NSObject, NSCoding {
    var title: String
    var pages: Int

    init(title: String, pages: Int) {
        self.title = title
        self.pages = pages
    }

    required init?(coder: NSCoder) {
        title = coder.decodeObject(forKey: "title") as? String ?? ""
        pages = coder.decodeInteger(forKey: "pages")
    }

    func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "title")
        coder.encode(pages, forKey: "pages")
    }

    var hash: Int {
        title.hashValue
    }
}

print(Book(title: "Dune", pages: 412).pages)
