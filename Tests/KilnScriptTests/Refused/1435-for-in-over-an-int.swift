// swiftc: 4:12: error: for-in loop requires 'Int' to conform to 'Sequence'
let laps = 4
var times: [Double] = []
for lap in laps {
    times.append(Double(lap) * 1.5)
}
print(times)
