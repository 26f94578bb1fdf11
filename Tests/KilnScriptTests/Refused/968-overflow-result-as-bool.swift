// swiftc: 4:20: error: type 'Int' cannot be used as a boolean; test for '!= 0' instead
let balance = Int.max - 10
let (newBalance, overflowed) = balance.addingReportingOverflow(25)
let failed: Bool = newBalance
print(failed, overflowed)
