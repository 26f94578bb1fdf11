// swiftc: 5:7: error: cannot assign to value: 'attempts' is a 'let' constant
// A retry loop whose limit is a constant, compared with `=`.
let attempts = 3
var tries = 0
while attempts = tries {
    tries += 1
}
