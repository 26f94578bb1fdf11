// Issue 13's benchmark: a 5 MB image's Data archived into Documents and unarchived again, ten
// times. The same file runs in Kiln (`kiln run`) and compiled with `swiftc -O` against corelibs
// Foundation. (The bytes are a PPM image's: a header and 5 MB of pixels.)
import Foundation

let documents = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0]
try FileManager.default.createDirectory(atPath: documents, withIntermediateDirectories: true, attributes: nil)
let url = URL(fileURLWithPath: documents).appendingPathComponent("photo.archive")

var image = Data([80, 54, 32, 49, 48, 50, 52, 32, 49, 55, 48, 54, 32, 50, 53, 53, 10])  // "P6 1024 1706 255\n"
image.append(Data(count: 1024 * 1706 * 3))

var matches = 0
for _ in 0..<10 {
    let archived = try NSKeyedArchiver.archivedData(withRootObject: image, requiringSecureCoding: false)
    try archived.write(to: url, options: .atomic)
    let loaded = try Data(contentsOf: url)
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: loaded)
    unarchiver.requiresSecureCoding = false
    let back = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as! Data
    if back == image { matches += 1 }
}
print(image.count, matches)
