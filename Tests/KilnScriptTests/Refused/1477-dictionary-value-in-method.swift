// swiftc: 6:25: error: cannot use mutating member on immutable value: 'self' is immutable
// Inside a store type's method: swiftc names `self`.
struct GradeBook {
    var grades: [String: [Int]] = [:]
    mutating func record(_ grade: Int, for student: String) {
        grades[student].append(grade)
    }
}
var book = GradeBook()
book.record(90, for: "Ann")
