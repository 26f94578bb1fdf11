// swiftc: 24:5: warning: result of call to 'cell' is unused [#no-usage]
// A closure given to a parameter marked with a result builder: its calls are the builder's parts, not unused results.
struct Row { var text: String }
@resultBuilder
struct RowBuilder {
    static func buildBlock(_ rows: Row...) -> [Row] { rows }
}
func cell(_ text: String) -> Row { Row(text: text) }
func table(@RowBuilder _ rows: () -> [Row]) -> [Row] { rows() }
struct Grid {
    var rows: [Row]
    init(@RowBuilder content: () -> [Row]) { rows = content() }
}
let rows = table {
    cell("a")
    cell("b")
}
let grid = Grid {
    cell("x")
}
print(rows.map(\.text), grid.rows.count)
let plain = { () -> Int in
    _ = 1
    cell("not a part")
    return 2
}
print(plain())
