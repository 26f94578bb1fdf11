// swiftc: 8:11: error: initializer for conditional binding must have Optional type, not 'String'
struct Note {
    var title: String
    var words: Int
}

func summary(of note: Note) -> String {
    guard let title = note.title else {
        return "Untitled"
    }
    return "\(title) (\(note.words) words)"
}

let notes = [Note(title: "Ideas", words: 120), Note(title: "", words: 0)]
for note in notes {
    print(summary(of: note))
}
