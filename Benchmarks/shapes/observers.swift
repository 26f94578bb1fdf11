let n = 200_000 // small: 2000
// Property observers: `willSet` and `didSet` on a class and a struct, one clamping its own value.
class Thermostat {
    var changes = 0
    var history = 0
    var target = 20 {
        willSet {
            if newValue != target {
                changes += 1
            }
        }
        didSet {
            if target > 30 {
                target = 30
            }
            history = (history * 7 + target + oldValue) % 1_000_003
        }
    }
}

struct Score {
    var best = 0
    var value = 0 {
        didSet {
            if value > best {
                best = value
            }
        }
    }
}

let thermostat = Thermostat()
var score = Score()
for i in 0..<n {
    thermostat.target = 15 + i % 20
    score.value = (i * 7919) % 10007
}
print("changes \(thermostat.changes), history \(thermostat.history), target \(thermostat.target), best \(score.best)")
