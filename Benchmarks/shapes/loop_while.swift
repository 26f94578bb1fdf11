let n = 30000 // small: 500
// A `while` loop inside a `for` loop: the longest Collatz chain below n.
var longest = 0
var start = 0
var allSteps = 0
for i in 1..<n {
    var x = i
    var steps = 0
    while x != 1 {
        if x % 2 == 0 {
            x = x / 2
        } else {
            x = 3 * x + 1
        }
        steps += 1
    }
    allSteps += steps
    if steps > longest {
        longest = steps
        start = i
    }
}
print("longest chain starts at \(start): \(longest) steps, \(allSteps) in all")
