// swiftc: 6:12: error: ambiguous use of 'init(isOn:)'
class Lamp {
    var isOn = false
    init(isOn: Bool) { self.isOn = isOn }
}
let desk = Lamp(isOn: true)
print(desk.isOn)
class Lamp {
    var isOn: Bool
    init(isOn: Bool) { self.isOn = isOn }
}
