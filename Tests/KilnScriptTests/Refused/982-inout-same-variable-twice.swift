// swiftc: 10:19: error: inout arguments are not allowed to alias each other
func average(_ a: inout Double, _ b: inout Double) {
    let mean = (a + b) / 2
    a = mean
    b = mean
}
var morning = 18.5
var evening = 12.0
average(&morning, &evening)
average(&morning, &morning)
print(morning, evening)
