// swiftc: 8:14: error: argument labels for initializer 'init(name:)' do not match those of overridden initializer 'init(title:)'
class Media {
    var title: String
    init(title: String) { self.title = title }
}

class Song: Media {
    override init(name: String) {
        super.init(title: name)
    }
}

print(Song(name: "Hey").title)
