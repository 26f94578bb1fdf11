// swiftc: 9:12: error: missing argument labels 'row:column:' in subscript
struct Board {
    var cells = Array(repeating: ".", count: 9)
    subscript(row row: Int, column column: Int) -> String {
        cells[row * 3 + column]
    }
}
let board = Board()
print(board[1, 2])
