// swiftc: accepted
let flag = true
let x: Int? = flag ? 1 : nil
let y = flag ? 1 : 2.5
func minMax(_ a: [Int]) -> (min: Int, max: Int) { (a.min() ?? 0, a.max() ?? 0) }
let r = minMax([3, 1])
let (lo, hi) = (r.min, r.max)
let pair: (Int, String) = (1, "a")
let label = pair.1
switch (lo, hi) {
case (1, _): print("one")
default: print("other")
}
print(x ?? 0, y, lo, hi, label)
