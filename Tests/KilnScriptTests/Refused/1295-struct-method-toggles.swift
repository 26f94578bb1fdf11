// swiftc: 6:14: error: cannot use mutating member on immutable value: 'self' is immutable
struct LightSwitch {
    var isOn = false

    func flip() {
        isOn.toggle()
    }
}

var light = LightSwitch()
light.flip()
print(light.isOn)
