// swiftc: 7:31: error: cannot convert value of type 'URL' to expected argument type 'String'
import Foundation

let manager = FileManager.default
let saveURL = manager.temporaryDirectory.appendingPathComponent("game.sav")

if manager.fileExists(atPath: saveURL) {
    print("found a saved game")
} else {
    print("new game")
}
