// Benchmark: creating 1 million class instances and calling a method on each.
class Particle {
    var x: Int
    init(x: Int) { self.x = x }
    func moved() -> Int { x + 1 }
}
var sum = 0
for i in 0..<1_000_000 {
    let p = Particle(x: i)
    sum += p.moved()
}
print(sum)
