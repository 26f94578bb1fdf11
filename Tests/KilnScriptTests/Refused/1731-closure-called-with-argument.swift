// swiftc: 5:11: error: argument passed to call that takes no arguments
// A counter closure that takes nothing, called with a step.
var count = 0
let increment = { count += 1 }
increment(5)
print(count)
