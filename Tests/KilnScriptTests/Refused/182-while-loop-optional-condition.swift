// swiftc: 3:7: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
var attempts: Int? = 3
while attempts > 0 {
    attempts = 0
}
