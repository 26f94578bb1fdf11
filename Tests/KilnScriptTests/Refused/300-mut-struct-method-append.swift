// swiftc: 6:15: error: cannot use mutating member on immutable value: 'self' is immutable
struct Playlist {
    var songs: [String] = []

    func add(_ song: String) {
        songs.append(song)
    }
}

var list = Playlist()
list.add("Yesterday")
print(list.songs)
