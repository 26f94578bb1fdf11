// swiftc: accepted
// Bodies whose end cannot be reached, or that return one expression: no missing return.
enum Coin { case heads, tails }

func name(of coin: Coin) -> String {
    switch coin {
    case .heads: return "heads"
    case .tails: return "tails"
    }
}

func sign(_ n: Int) -> String {
    if n > 0 {
        return "+"
    } else if n < 0 {
        return "-"
    } else {
        return "0"
    }
}

func firstEven(_ values: [Int]) -> Int {
    for v in values where v % 2 == 0 {
        return v
    }
    fatalError("no even value")
}

func forever() -> Int {
    var n = 0
    while true {
        n += 1
        if n > 3 { return n }
    }
}

func fail(_ message: String) -> Never {
    fatalError(message)
}

func checked(_ n: Int) -> Int {
    guard n >= 0 else { fail("negative") }
    return n
}

func parsed(_ s: String) -> Int {
    do {
        return try convert(s)
    } catch {
        return 0
    }
}

struct E: Error {}
func convert(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw E() }
    return n
}

func double(_ n: Int) -> Int { n * 2 }
func pick(_ b: Bool) -> String { if b { "yes" } else { "no" } }

struct Temperature {
    var celsius = 20.0
    var kind: String {
        if celsius > 25 { return "warm" }
        return "mild"
    }
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
}

print(name(of: .tails), sign(-2), firstEven([1, 4]), forever(), checked(3), parsed("7"))
print(double(4), pick(true), Temperature().kind, Temperature().fahrenheit)
