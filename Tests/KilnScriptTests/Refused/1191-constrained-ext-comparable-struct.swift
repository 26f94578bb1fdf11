// swiftc: 19:27: error: referencing instance method 'secondLargest()' on 'Array' requires that 'Runner' conform to 'Comparable'
extension Array where Element: Comparable {
    func secondLargest() -> Element? {
        let ordered = self.sorted()
        guard ordered.count >= 2 else { return nil }
        return ordered[ordered.count - 2]
    }
}

struct Runner {
    var name: String
    var seconds: Double
}

let times = [12.4, 11.9, 13.2]
print(times.secondLargest() ?? 0)

let runners = [Runner(name: "Kai", seconds: 12.4), Runner(name: "Zoe", seconds: 11.9)]
if let runnerUp = runners.secondLargest() {
    print(runnerUp.name)
}
