// swiftc: 5:9: error: invalid redeclaration of 'title'
struct Song {
    var title: String
    var artist: String
    var title: String
}

print("songs")
