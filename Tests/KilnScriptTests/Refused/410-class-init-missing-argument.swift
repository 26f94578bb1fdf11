// swiftc: 8:17: error: missing argument for parameter 'start' in call
class Counter {
    var start: Int
    init(start: Int) {
        self.start = start
    }
}
let c = Counter()
print(c.start)
