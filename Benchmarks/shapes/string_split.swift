let n = 20000 // small: 300
// Splitting strings: a log split into lines, lines into words, a time into hours and minutes.
var lines: [String] = []
for i in 0..<n {
    lines.append("user\(i) logged in at \(i % 24):\(i % 60) from room \(i % 7)")
}
let log = lines.joined(separator: "\n")
var words = 0
var hours = 0
var rooms = Array(repeating: 0, count: 7)
var longest = ""
for line in log.split(separator: "\n") {
    let parts = line.split(separator: " ")
    words += parts.count
    let time = parts[4].split(separator: ":")
    hours += Int(time[0])! + Int(time[1])!
    rooms[Int(parts[7])!] += 1
    if parts[0].count > longest.count {
        longest = String(parts[0])
    }
}
print("\(words) words, \(hours) hours, rooms \(rooms), longest \(longest)")
