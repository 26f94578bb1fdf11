// swiftc: 3:18: error: value of optional type 'Int?' not unwrapped; did you mean to use 'try!' or chain with '?'?
func load() throws -> Int { 3 }
let value: Int = try? load()
print(value)
