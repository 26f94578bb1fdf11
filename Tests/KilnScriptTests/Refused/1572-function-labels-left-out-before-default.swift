// swiftc: 6:9: error: missing argument labels 'day:hour:' in call
// A function whose labelled parameters are passed positionally; the last has a default.
func schedule(day: String, hour: Int, minutes: Int = 0) {
    print(day, hour, minutes)
}
schedule("Monday", 9)
