// swiftc: 5:16: error: cannot find type 'UIimage' in scope
// A photo store whose model names UIKit's image type with a slip of the keyboard.
final class Photo {
    var caption: String
    var image: UIimage?
    init(caption: String) { self.caption = caption }
}
print(Photo(caption: "x").caption)
