// swiftc: 4:12: error: call can throw but is not marked with 'try'
enum LoadError: Error { case missing }
func load() throws -> String { throw LoadError.missing }
let text = load()
print(text)
