// swiftc: 5:12: error: call can throw but is not marked with 'try'
enum Store {
    static func read() throws -> [String] { [] }
}
let rows = Store.read()
print(rows)
