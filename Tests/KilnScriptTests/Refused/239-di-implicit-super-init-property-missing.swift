// swiftc: 10:5: error: property 'self.lives' not initialized at implicitly generated super.init call
class Animal {
    var sound = "..."
    init() {}
}

class Cat: Animal {
    var lives: Int
    var name: String
    init(name: String) {
        self.name = name
    }
}

print(Cat(name: "Tom").name)
