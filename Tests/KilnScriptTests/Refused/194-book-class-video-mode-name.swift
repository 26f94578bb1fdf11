// swiftc: 8:18: error: cannot assign value of type 'Int' to type 'String'
class VideoMode {
    var interlaced = false
    var frameRate = 0.0
    var name: String?
}
let tenEighty = VideoMode()
tenEighty.name = 1080
print(tenEighty.frameRate)
