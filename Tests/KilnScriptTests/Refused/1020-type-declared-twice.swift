// swiftc: 8:8: error: invalid redeclaration of 'Note'
struct Note {
    var title: String
}

var notes = [Note(title: "a")]

struct Note {
    var title: String
    var body = ""
}
print(notes.count)
