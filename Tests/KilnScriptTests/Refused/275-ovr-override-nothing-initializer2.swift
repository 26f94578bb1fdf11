// swiftc: 9:14: error: initializer does not override a designated initializer from its superclass
class Media {
    var title: String
    init(title: String) { self.title = title }
}

class Song: Media {
    var year: Int
    override init(title: String, year: Int) {
        self.year = year
        super.init(title: title)
    }
}

print(Song(title: "Hey", year: 1968).title)
