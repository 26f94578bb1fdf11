let n = 4_000_000 // small: 2000
// A basic-operation pair: call_0 and call_1 differ only in call_1 calling a function (one argument,
// one result) once per iteration.
func nothing(_ x: Int) -> Int {
    return x
}
var total = 0
for i in 0..<n {
    total += nothing(i)
}
print(total)
