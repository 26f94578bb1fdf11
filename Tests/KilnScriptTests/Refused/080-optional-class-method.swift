// swiftc: 7:1: error: value of optional type 'Lamp?' must be unwrapped to refer to member 'toggle' of wrapped base type 'Lamp'
class Lamp {
    var on = false
    func toggle() { on.toggle() }
}
var lamp: Lamp? = Lamp()
lamp.toggle()
