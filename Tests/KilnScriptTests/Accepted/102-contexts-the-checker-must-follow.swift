// swiftc: accepted
// Edges of checker11's rules: a ternary of two types where the context takes Any, a String
// subscript by Int the script declares, an overload by the result type, collections typed by
// their initializer, `.init` where a parameter's type is known.
extension String {
    subscript(offset: Int) -> Character { self[index(startIndex, offsetBy: offset)] }
}
let flag = true
print(flag ? 1 : "a", "kiln"[2])
let anything: Any = flag ? 2.5 : "b"
let mixed = flag ? 1 : 2.5
print(anything, mixed)
func scale(_ x: Int) -> Int { x * 2 }
func scale(_ x: Double) -> Double { x / 2 }
let halved: Double = scale(3)
print(halved, scale(3))
var grid = [[Double]]()
grid.append([1, 2])
var marks = Set<Character>()
marks.insert("x")
print(grid, marks)
struct Point { var x = 0.0, y = 0.0 }
func length(_ p: Point) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }
print(length(.init(x: 3, y: 4)))
