// swiftc: 10:9: error: 'self' used in method call 'setUp' before 'super.init' call
class Widget {
    var id = 0
}

class Button: Widget {
    var title: String
    init(title: String) {
        self.title = title
        setUp()
    }

    func setUp() {
        print("button \(title)")
    }
}

print(Button(title: "OK").title)
