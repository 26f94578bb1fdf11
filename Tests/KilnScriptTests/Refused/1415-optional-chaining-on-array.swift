// swiftc: 6:26: error: cannot use optional chaining on non-optional value of type '[String]'
struct Playlist {
    var songs: [String] = []
}
let mix = Playlist(songs: ["Intro", "Outro"])
let firstSong = mix.songs?.first ?? "none"
print(firstSong)
