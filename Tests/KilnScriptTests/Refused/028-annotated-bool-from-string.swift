// swiftc: 2:20: error: cannot convert value of type 'String' to specified type 'Bool'
let answer: Bool = "yes"
print(answer)
