// swiftc: 7:12: error: missing argument label 'by:' in call
struct Thermostat {
    var target = 20
    mutating func raise(by amount: Int) { target += amount }
}
var home = Thermostat()
home.raise(2)
print(home.target)
