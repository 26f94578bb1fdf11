// swiftc: 10:9: error: missing return in getter expected to return 'String'
class Timer {
    var seconds = 0
    var label: String {
        get {
            if seconds < 60 {
                return "\(seconds)s"
            }
            print("long timer")
        }
        set {
            seconds = Int(newValue) ?? 0
        }
    }
}

print(Timer().label)
