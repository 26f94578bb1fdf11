// swiftc: 12:16: error: extraneous argument label 'title:' in call
class Song {
    let title: String
    let seconds: Int

    init(_ title: String, seconds: Int) {
        self.title = title
        self.seconds = seconds
    }
}

let song = Song(title: "Yellow", seconds: 266)
print(song.title)
