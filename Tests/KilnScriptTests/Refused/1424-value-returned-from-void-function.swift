// swiftc: 6:20: error: unexpected non-void return value in void function
var history: [String] = []

func record(_ entry: String) {
    history.append(entry)
    return history.count
}

record("opened")
print(history)
