// swiftc: 8:5: error: deinitializers may only be declared within a class, actor, or noncopyable type
class TempFile {
    let path: String
    init(path: String) { self.path = path }
}
extension TempFile {
    var isHidden: Bool { path.hasPrefix(".") }
    deinit {
        print("removing \(path)")
    }
}
var file: TempFile? = TempFile(path: ".cache")
print(file!.isHidden)
file = nil
