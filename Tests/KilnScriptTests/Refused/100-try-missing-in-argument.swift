// swiftc: 3:7: error: call can throw but is not marked with 'try'
func risky() throws -> Int { 1 }
print(risky())
