// swiftc: 9:6: error: value of type 'Lamp' has no member 'switchOn'
class Lamp {
    var isOn = false
    func toggle() {
        isOn.toggle()
    }
}
let lamp = Lamp()
lamp.switchOn()
