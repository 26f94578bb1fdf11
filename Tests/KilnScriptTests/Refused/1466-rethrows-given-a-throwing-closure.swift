// swiftc: 9:12: error: call can throw but is not marked with 'try'
// A timing helper declared `rethrows`, handed a closure that throws, called without `try`.
enum LoadError: Error { case missing }
func timed(_ label: String, _ work: () throws -> String) rethrows -> String {
    let result = try work()
    print("\(label) done")
    return result
}
let text = timed("load") {
    throw LoadError.missing
}
print(text)
