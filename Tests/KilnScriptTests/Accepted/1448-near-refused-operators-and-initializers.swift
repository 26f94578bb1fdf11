// swiftc: accepted
// Near the refusals, and accepted: a declared `++`, `==` in conditions, an unlabelled closure
// call, variadic arguments one by one, properties read after they are set, settable
// computed properties, `{ get set }` requirements.
postfix operator ++
postfix func ++ (value: inout Int) { value += 1 }
var visits = 0
visits++
let saved = true
var darkMode = false
if darkMode == saved { print("same") }
let darkModeCopy = darkMode
while darkMode != saved { darkMode = saved }
let priceWithTax = { (price: Double, rate: Double) -> Double in price * (1 + rate) }
print(priceWithTax(10, 0.5), visits, darkModeCopy)
func log(_ messages: String...) { print(messages.joined(separator: ", ")) }
log("saved", "loaded")
func logAll(_ messages: Any...) { print(messages.count) }
logAll(["a", "b"])
class Account {
    var owner: String
    var balance: Double = 0
    init(owner: String) {
        print("opening with \(balance)")
        self.owner = owner
        print("for \(self.owner)")
    }
}
_ = Account(owner: "Li")
struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
var today = Temperature(celsius: 20)
today.fahrenheit = 212
today.fahrenheit += 0
print(today.celsius)
protocol Named { var name: String { get set } }
struct Pet: Named { var name: String }
var favourite: Named = Pet(name: "Mochi")
favourite.name += "!"
print(favourite.name)
