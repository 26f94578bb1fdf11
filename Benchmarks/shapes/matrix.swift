let n = 100 // small: 12
// Two-dimensional arrays: a grid of `[[Int]]` built with `Array(repeating:count:)`, multiplied in triple loops.
var a = Array(repeating: Array(repeating: 0, count: n), count: n)
var b = Array(repeating: Array(repeating: 0, count: n), count: n)
for i in 0..<n {
    for j in 0..<n {
        a[i][j] = (i + j) % 10
        b[i][j] = (i * j) % 7
    }
}
var c = Array(repeating: Array(repeating: 0, count: n), count: n)
for i in 0..<n {
    for j in 0..<n {
        var sum = 0
        for k in 0..<n {
            sum += a[i][k] * b[k][j]
        }
        c[i][j] = sum
    }
}
var trace = 0
var total = 0
for i in 0..<n {
    trace += c[i][i]
    for value in c[i] {
        total += value
    }
}
print("trace \(trace), total \(total), corner \(c[n - 1][n - 1])")
