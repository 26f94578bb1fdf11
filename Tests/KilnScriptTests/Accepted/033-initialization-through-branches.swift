// swiftc: accepted
// Definite initialization's near misses: every path sets every property, so swiftc accepts.
enum Level { case easy, normal, hard }

struct Game {
    var lives: Int
    var speed: Double
    let level: Level
    var bonus: Int?
    var title = "Game"
    lazy var summary: String = "\(title) with \(lives) lives"

    init(level: Level) {
        self.level = level
        switch level {
        case .easy:
            lives = 5
            speed = 1.0
        case .normal:
            lives = 3
            speed = 1.5
        case .hard:
            lives = 1
            speed = 2.5
        }
    }

    init(lives: Int) {
        if lives > 3 {
            self.lives = lives
            speed = 1
        } else {
            self.lives = 3
            speed = 2
        }
        level = .normal
    }

    init() {
        self.init(level: .easy)
        title = "Default"
    }

    init?(code: String) {
        guard let n = Int(code) else { return nil }
        lives = n
        speed = Double(n) / 2
        level = n > 3 ? .easy : .hard
    }
}

class Account {
    var owner: String
    var balance: Double
    weak var delegate: Observer?
    var nickname: String?

    init(owner: String, balance: Double) {
        guard balance >= 0 else {
            fatalError("negative balance")
        }
        self.owner = owner
        self.balance = balance
        describe()
    }

    convenience init(owner: String) {
        self.init(owner: owner, balance: 0)
    }

    func describe() { print("\(owner): \(balance)") }
}

class Observer {}

class Savings: Account {
    var rate: Double
    init(owner: String, rate: Double) {
        self.rate = rate
        super.init(owner: owner, balance: 10)
        describe()
    }
}

func label(for score: Int) -> String {
    let text: String
    if score > 90 {
        text = "top"
    } else if score > 50 {
        text = "pass"
    } else {
        text = "retry"
    }
    return text
}

func parse(_ s: String) -> Int {
    let value: Int
    do {
        value = try check(s)
    } catch {
        value = -1
    }
    return value
}

struct Bad: Error {}
func check(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw Bad() }
    return n
}

var counter: Int
counter = 4
counter += 1

var total: Int
repeat {
    total = 10
} while false

var g = Game(level: .hard)
print(g.lives, g.speed, g.summary)
print(Game(lives: 7).lives, Game().title, Game(code: "x") == nil)
let s = Savings(owner: "Ann", rate: 0.1)
print(s.rate, s.nickname ?? "-", Account(owner: "Bo").balance)
print(label(for: 70), parse("12"), parse("z"), counter, total)
