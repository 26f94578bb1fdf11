// swiftc: 5:28: error: value of optional type 'Movie?' must be unwrapped to a value of type 'Movie'
class MediaItem { var name: String; init(name: String) { self.name = name } }
class Movie: MediaItem {}
let library = [Movie(name: "Casablanca")]
let first: Movie = library.first
print(first.name)
