// swiftc: 12:5: error: 'super.init' isn't called on all paths before returning from initializer
class Widget {
    var id: Int
    init(id: Int) { self.id = id }
}

class Button: Widget {
    var label: String

    init(label: String) {
        self.label = label
    }
}

print(Button(label: "OK").label)
