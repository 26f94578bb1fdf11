// swiftc: 6:17: error: 'unowned' may only be applied to class and class-bound protocol types, not 'Palette'
struct Palette {
    var colors = ["red", "teal"]
}
final class Canvas {
    unowned let palette: Palette
    init(palette: Palette) { self.palette = palette }
}
let canvas = Canvas(palette: Palette())
print(canvas.palette.colors.count)
