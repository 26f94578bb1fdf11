// swiftc: 7:11: error: referencing operator function '==' on 'BinaryInteger' requires that 'Score' conform to 'BinaryInteger'
// A struct compared with a number instead of one of its properties.
struct Score: Equatable {
    var points: Int
}
let result = Score(points: 100)
if result == 100 {
    print("perfect")
}
