let n = 4_000_000 // small: 2000
// A basic-operation pair: property_0 and property_1 differ only in property_1 reading a stored
// property of a class instance (and adding it) once per iteration.
class Box {
    var value = 1
}
let box = Box()
var total = 0
for i in 0..<n {
    total += i + box.value
}
print(total)
