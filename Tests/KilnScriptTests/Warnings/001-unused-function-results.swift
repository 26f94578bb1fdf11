// swiftc: 13:1: warning: result of call to 'area(width:height:)' is unused [#no-usage]
// swiftc: 14:1: warning: result of call to 'double' is unused [#no-usage]
// swiftc: 15:1: warning: result of call to 'makePair()' is unused [#no-usage]
func area(width: Double, height: Double) -> Double {
    return width * height
}
func double(_ n: Int) -> Int {
    return n * 2
}
func makePair() -> (Int, Int) {
    return (1, 2)
}
area(width: 2, height: 3)
double(4)
makePair()
let kept = double(5)
_ = area(width: 1, height: 1)
print(kept)
