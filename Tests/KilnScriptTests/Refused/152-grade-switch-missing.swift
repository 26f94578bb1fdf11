// swiftc: 4:5: error: switch must be exhaustive
enum Grade { case a, b, c, d, f }
func points(for grade: Grade) -> Int {
    switch grade {
    case .a: return 4
    case .b: return 3
    case .c: return 2
    case .d: return 1
    }
}
print(points(for: .f))
