let n = 50000 // small: 300
// CSV text built with interpolation and parsed with `split`: a header, rows, totals per city.
let cities = ["Paris", "Lima", "Oslo", "Pune"]
var csv = "id,name,score,city\n"
for i in 0..<n {
    csv += "\(i),Student \(i),\((i * 37) % 101),\(cities[i % 4])\n"
}
var total = 0
var best = 0
var byCity: [String: Int] = [:]
for line in csv.split(separator: "\n").dropFirst() {
    let fields = line.split(separator: ",")
    let score = Int(fields[2]) ?? 0
    total += score
    if score > best {
        best = score
    }
    byCity[String(fields[3]), default: 0] += score
}
print("\(csv.utf8.count) bytes, total \(total), best \(best), Paris \(byCity["Paris"] ?? 0), \(byCity.count) cities")
