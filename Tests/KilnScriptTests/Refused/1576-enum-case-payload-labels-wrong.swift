// swiftc: 7:22: error: incorrect argument labels in call (have 'w:h:', expected 'width:height:')
// A case's associated values given other labels than declared.
enum Size {
    case custom(width: Int, height: Int)
    case small
}
let box = Size.custom(w: 3, h: 4)
print(box)
