let n = 4_000_000 // small: 2000
// A basic-operation pair: property_0 reads a variable where property_1 reads a stored property of a
// class instance (the variable holding it, then .value): the difference is one property read.
class Box {
    var value = 1
}
let box = Box()
let one = 1
var total = 0
for i in 0..<n {
    total += i + one
}
print(total)
