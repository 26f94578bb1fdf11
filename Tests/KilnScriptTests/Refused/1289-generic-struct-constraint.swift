// swiftc: 14:13: error: type 'Photo' does not conform to protocol 'Equatable'
struct UniqueList<Element: Equatable> {
    var items: [Element] = []

    mutating func add(_ item: Element) {
        if !items.contains(item) { items.append(item) }
    }
}

class Photo {
    var name = "cat.jpg"
}

var album = UniqueList<Photo>()
album.add(Photo())
print(album.items.count)
