// swiftc: accepted
// Mutations swiftc accepts: mutating methods, class instances through `let`, a class-typed
// property set from a struct's method, a copy of self, statics.
class Copy {
    var name: String
    init(name: String) { self.name = name }
}

class Box {
    var count = 0
}

struct Library {
    var books: [String] = []
    let box = Box()
    static var opened = 0

    mutating func add(_ book: String) {
        books.append(book)
        books.sort()
    }

    func touch() {
        box.count += 1
        Library.opened += 1
        var copy = self
        copy.books.append("extra")
        print(copy.books.count)
    }

    func sorted() -> [String] {
        var result = books
        result.sort()
        return result
    }
}

enum Light {
    case on, off
    mutating func toggle() {
        self = self == .on ? .off : .on
    }
}

let copies = [Copy(name: "a"), Copy(name: "b")]
copies[0].name = "z"
let one = Copy(name: "q")
one.name = "r"
var library = Library()
library.add("Emma")
library.touch()
var light = Light.on
light.toggle()
print(copies[0].name, one.name, library.sorted(), library.box.count, Library.opened, light == .off)
