// swiftc: 5:19: error: argument 'day' must precede argument 'hour'
func schedule(day: String, hour: Int) {
    print(day, hour)
}
schedule(hour: 9, day: "Mon")
