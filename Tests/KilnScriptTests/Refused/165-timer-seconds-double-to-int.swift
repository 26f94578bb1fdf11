// swiftc: 4:33: error: cannot convert value of type 'Double' to expected argument type 'Int'
var secondsLeft = 60
func tick(elapsed: Double) {
    secondsLeft = secondsLeft - elapsed
}
tick(elapsed: 1.5)
print(secondsLeft)
