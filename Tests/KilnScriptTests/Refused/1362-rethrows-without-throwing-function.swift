// swiftc: 7:36: error: 'rethrows' function must take a throwing function argument
enum InputError: Error { case notANumber(String) }
func number(_ text: String) throws -> Int {
    guard let n = Int(text) else { throw InputError.notANumber(text) }
    return n
}
func numbers(from texts: [String]) rethrows -> [Int] {
    try texts.map { try number($0) }
}
print((try? numbers(from: ["1", "2"])) ?? [])
