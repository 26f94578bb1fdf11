// swiftc: 5:5: error: initializers may only be declared within a type
struct Timer {
    var seconds: Int
}
init(minutes: Int) {
    self.init(seconds: minutes * 60)
}
print(Timer(seconds: 5).seconds)
