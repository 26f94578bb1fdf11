// swiftc: 4:19: error: operator function '+' requires that 'URL' conform to 'Sequence'
import Foundation
let folder = FileManager.default.temporaryDirectory
let file = folder + "scores.json"
try "[]".write(to: file, atomically: true, encoding: .utf8)
