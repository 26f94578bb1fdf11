// swiftc: 4:15: error: contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored
let lines = ["one", "two"]
var count = 0
lines.forEach {
    count += 1
}
print(count)
