// swiftc: 3:17: error: empty collection literal requires an explicit type
class Playlist {
    var songs = []
    func add(_ title: String) { print("added", title) }
}
Playlist().add("Intro")
