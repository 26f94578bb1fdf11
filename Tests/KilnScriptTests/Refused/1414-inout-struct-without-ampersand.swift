// swiftc: 10:5: error: passing value of type 'Counter' to an inout parameter requires explicit '&'
struct Counter {
    var taps = 0
}
func tap(_ counter: inout Counter) {
    counter.taps += 1
}
var counter = Counter()
tap(&counter)
tap(counter)
print(counter.taps)
