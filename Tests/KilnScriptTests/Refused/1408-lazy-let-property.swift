// swiftc: 4:5: error: 'lazy' cannot be used on a let
struct ReportCard {
    var grades: [Int]
    lazy let average: Double = Double(grades.reduce(0, +)) / Double(grades.count)
}
var card = ReportCard(grades: [90, 80])
print(card.average)
