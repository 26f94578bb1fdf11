// swiftc: 5:37: error: cannot force unwrap value of non-optional type 'URL'
import Foundation

let path = NSTemporaryDirectory() + "scores.txt"
let url = URL(fileURLWithPath: path)!
print(url.lastPathComponent)
