// swiftc: 3:13: error: expected initial value after '='
let greeting = "hi"
let answer = // fill in later
let question = "why?"
print(greeting, question)
