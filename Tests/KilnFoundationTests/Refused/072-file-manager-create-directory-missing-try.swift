// swiftc: 5:1: error: call can throw but is not marked with 'try'
import Foundation

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-store")
FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: nil)
print("made")
