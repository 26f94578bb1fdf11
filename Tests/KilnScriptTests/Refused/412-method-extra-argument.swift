// swiftc: 9:29: error: extra argument 'artist' in call
class Playlist {
    var songs: [String] = []
    func add(song: String) {
        songs.append(song)
    }
}
let p = Playlist()
p.add(song: "Blue", artist: "Joni")
print(p.songs)
