// swiftc: 10:9: error: 'self' used before 'self.init' call or assignment to 'self'
class Timer {
    var seconds: Int
    var label: String
    init(seconds: Int, label: String) {
        self.seconds = seconds
        self.label = label
    }
    convenience init(minutes: Int) {
        label = "\(minutes) min"
        self.init(seconds: minutes * 60, label: "")
    }
}
print(Timer(minutes: 2).seconds)
