// swiftc: 8:7: error: variable 'attempts' used before being initialized
var attempts: Int
var done = false
while attempts < 3 && !done {
    attempts += 1
    done = attempts == 2
}
print(attempts)
