// swiftc: 11:13: error: reference to property 'photos' in closure requires explicit use of 'self' to make capture semantics explicit
class PhotoLoader {
    var photos: [String] = []

    func fetch(completion: @escaping ([String]) -> Void) {
        completion(["a.jpg", "b.jpg"])
    }

    func reload() {
        fetch { names in
            photos = names
        }
    }
}

let loader = PhotoLoader()
loader.reload()
print(loader.photos)
