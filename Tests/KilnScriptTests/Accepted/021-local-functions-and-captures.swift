// swiftc: accepted
func counter() -> () -> Int {
    var count = 0
    func next() -> Int { count += 1; return count }
    return next
}
let c = counter()
_ = c()
let makeGreeting: (String) -> String = { name in "Hi \(name)" }
let handlers: [() -> Void] = [{ print("one") }]
handlers.forEach { $0() }
print(c(), makeGreeting("Ann"))
