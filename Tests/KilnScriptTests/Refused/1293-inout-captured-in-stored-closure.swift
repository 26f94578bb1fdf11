// swiftc: 5:21: error: escaping closure captures 'inout' parameter 'value'
var handlers: [() -> Void] = []

func register(_ value: inout String) {
    handlers.append {
        value += "!"
    }
}

var greeting = "hi"
register(&greeting)
handlers.forEach { $0() }
print(greeting)
