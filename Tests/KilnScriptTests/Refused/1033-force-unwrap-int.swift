// swiftc: 4:29: error: cannot force unwrap value of non-optional type 'Int'
let age = 17
let nextYear = age + 1
print("Next year: \(nextYear!)")
