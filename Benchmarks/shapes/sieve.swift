let n = 1_000_000 // small: 1000
// The sieve of Eratosthenes: an array of Bool, a `while` loop and `stride(from:through:by:)`.
var isPrime = [Bool](repeating: true, count: n + 1)
isPrime[0] = false
isPrime[1] = false
var i = 2
while i * i <= n {
    if isPrime[i] {
        for multiple in stride(from: i * i, through: n, by: i) {
            isPrime[multiple] = false
        }
    }
    i += 1
}
var count = 0
var sum = 0
for k in 0...n where isPrime[k] {
    count += 1
    sum += k
}
print("\(count) primes up to \(n), sum \(sum)")
