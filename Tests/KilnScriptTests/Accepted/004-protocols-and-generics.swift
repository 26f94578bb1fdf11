// swiftc: accepted
protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
struct Circle: Shape { var radius = 1.0; func area() -> Double { 3 * radius * radius } }
extension Shape { func doubled() -> Double { area() * 2 } }
let shapes: [Shape] = [Square(side: 2), Circle()]
func total(_ list: [Shape]) -> Double { list.reduce(0) { $0 + $1.area() } }
struct Box<T> { var value: T; func get() -> T { value } }
let box = Box(value: 3)
let n: Int = box.get()
func first<T>(_ items: [T]) -> T? { items.first }
let s: String? = first(["a"])
print(total(shapes), shapes[0].doubled(), n, s ?? "")
