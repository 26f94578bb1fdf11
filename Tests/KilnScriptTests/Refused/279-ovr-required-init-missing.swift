// swiftc: 15:1: error: 'required' initializer 'init(name:)' must be provided by subclass of 'Component'
class Component {
    var name: String
    required init(name: String) {
        self.name = name
    }
}

class Slider: Component {
    var value: Double
    init(value: Double) {
        self.value = value
        super.init(name: "slider")
    }
}

print(Slider(value: 0.5).value)
