// swiftc: 11:18: error: missing argument labels 'width:height:' in call
struct Size {
    var width: Double
    var height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    init(side: Double) { self.init(width: side, height: side) }
}
let banner = Size(728, 90)
print(banner.width)
