let n = 40000 // small: 500
// `sorted(by:)` with closures over structs: two keys, a named-parameter closure, and `sort(by:)`.
struct Student {
    let name: String
    let grade: Int
    let age: Int
}
var students: [Student] = []
var seed = 99
for i in 0..<n {
    seed = (seed * 1103515245 + 12345) % 2147483648
    students.append(Student(name: "s\(i)", grade: seed % 101, age: 10 + seed % 9))
}
let byGrade = students.sorted { $0.grade > $1.grade || ($0.grade == $1.grade && $0.name < $1.name) }
let byAge = students.sorted(by: { a, b in a.age < b.age })
var names = students.map { $0.name }
names.sort(by: >)
var checksum = 0
for (index, student) in byGrade.enumerated() {
    checksum = (checksum + index * student.grade) % 1_000_000_007
}
var ageSum = 0
for (index, student) in byAge.enumerated() {
    ageSum = (ageSum + index * student.age) % 1_000_000_007
}
print("top \(byGrade[0].name) \(byGrade[0].grade), checksum \(checksum), ages \(ageSum), last name \(names[0])")
