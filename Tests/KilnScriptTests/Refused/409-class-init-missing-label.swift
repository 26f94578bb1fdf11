// swiftc: 8:15: error: missing argument label 'name:' in call
class Dog {
    var name: String
    init(name: String) {
        self.name = name
    }
}
let rex = Dog("Rex")
print(rex.name)
