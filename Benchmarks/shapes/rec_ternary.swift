let n = 27 // small: 16
// Recursion written with a ternary: Fibonacci in one expression.
func fib(_ n: Int) -> Int {
    return n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print("fib(\(n)) = \(fib(n))")
