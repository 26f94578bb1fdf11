// swiftc: 11:30: error: escaping local function captures non-escaping parameter 'operation'
var retryHandlers: [() -> Void] = []

func attempt(_ operation: () -> Bool) {
    func retry() {
        if !operation() {
            print("still failing")
        }
    }
    if !operation() {
        retryHandlers.append(retry)
    }
}

var tries = 0
attempt {
    tries += 1
    return tries > 1
}
for handler in retryHandlers { handler() }
print("tries: \(tries)")
