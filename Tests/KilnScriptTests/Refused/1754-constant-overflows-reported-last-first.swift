// swiftc: 4:19: error: arithmetic operation '9223372036854775807 + 1' (on type 'Int') results in an overflow
let seconds: Int16 = 60 * 60
let millis: Int16 = 1000 * 60
let big = Int.max + 1
print(seconds, millis, big)
