// swiftc: accepted
// More near misses: a `break` that leaves a `switch` inside an endless loop, a requirement met by
// another protocol's extension, a `nonmutating set`, overloads of one name, a shadowing local.
protocol Greeting {
    func greet() -> String
}

protocol Polite {}

extension Polite {
    func greet() -> String { "Good day" }
}

struct Butler: Greeting, Polite {}

final class Storage {
    var value = 0
}

struct Handle {
    let storage = Storage()
    var value: Int {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    func bump() {
        value = value + 1
    }

    func total(of items: [Int]) -> Int {
        var value = 0
        for item in items { value += item }
        return value
    }
}

func nextCommand(_ commands: [String]) -> String {
    var index = 0
    while true {
        let command = commands[index % commands.count]
        switch command {
        case "skip":
            index += 1
            break
        default:
            return command
        }
    }
}

func area(_ side: Int) -> Int { side * side }
func area(_ width: Int, _ height: Int) -> Int { width * height }
func area(side: Double) -> Double { side * side }

class Counter {
    var count: Int
    init(start: Int) {
        let start = max(0, start)
        count = start
    }
}

let handle = Handle()
handle.bump()
print(Butler().greet(), handle.value, handle.total(of: [1, 2]), nextCommand(["skip", "go"]))
print(area(3), area(2, 5), area(side: 1.5), Counter(start: -4).count)
