// swiftc: 7:10: error: extraneous argument label 'track:' in subscript
struct Playlist {
    var songs = ["Intro", "Rain", "Outro"]
    subscript(_ index: Int) -> String { songs[index] }
}
let mix = Playlist()
print(mix[track: 1])
