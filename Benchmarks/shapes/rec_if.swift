let n = 22 // small: 12
// Recursion written with `if` / `else if`: the ways to climb n stairs taking 1, 2 or 3 at a time.
func ways(_ n: Int) -> Int {
    if n == 0 {
        return 1
    } else if n < 0 {
        return 0
    }
    return ways(n - 1) + ways(n - 2) + ways(n - 3)
}
print("ways(\(n)) =", ways(n))
