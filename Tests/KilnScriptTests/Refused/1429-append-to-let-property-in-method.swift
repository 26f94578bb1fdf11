// swiftc: 11:16: error: cannot use mutating member on immutable value: 'photos' is a 'let' constant
class PhotoAlbum {
    let title: String
    let photos: [String] = []

    init(title: String) {
        self.title = title
    }

    func add(_ photo: String) {
        photos.append(photo)
    }
}

let album = PhotoAlbum(title: "Summer")
album.add("beach.jpg")
print(album.photos)
