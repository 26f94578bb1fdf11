// swiftc: 6:17: error: escaping closure captures mutating 'self' parameter
struct Button {
    var taps = 0
    var onTap: () -> Void = {}
    mutating func wire() {
        onTap = { self.taps += 1 }
    }
}
var button = Button()
button.wire()
button.onTap()
print(button.taps)
