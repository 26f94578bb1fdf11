// swiftc: accepted
var x = 1.5
x += 1
x *= 2
var n = 10
n -= 1
n /= 3
var s = "a"
s += "b"
var arr = [1]
arr += [2, 3]
var f: Float = 1
f += 0.5
print(x, n, s, arr, f)
