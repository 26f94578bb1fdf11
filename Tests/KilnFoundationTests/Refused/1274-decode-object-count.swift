// swiftc: 15:53: error: value of type 'Any?' has no member 'count'
import Foundation

class Playlist: NSObject, NSCoding {
    var songs: [String]
    var plays: Int

    init(songs: [String]) {
        self.songs = songs
        self.plays = 0
    }

    required init?(coder: NSCoder) {
        songs = coder.decodeObject(forKey: "songs") as? [String] ?? []
        plays = coder.decodeObject(forKey: "songs").count
    }

    func encode(with coder: NSCoder) {
        coder.encode(songs, forKey: "songs")
    }
}

print(Playlist(songs: ["One", "Two"]).songs)
