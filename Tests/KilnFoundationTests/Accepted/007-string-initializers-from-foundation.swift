// swiftc: accepted
import Foundation
let d = Data("hi".utf8)
let s = String(data: d, encoding: .utf8) ?? "none"
let t: String? = String(data: d, encoding: .utf8)
if let u = String(data: d, encoding: .utf8) { print(u.count) }
let r = String(repeating: "a", count: 3)
let f = String(format: "%d", 3)
let url = FileManager.default.temporaryDirectory.appendingPathComponent("x.txt")
try? "abc".write(to: url, atomically: true, encoding: .utf8)
let back = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
do { let again = try String(contentsOf: url, encoding: .utf8); print(again) } catch { print(error) }
print(s, t ?? "", r, f, back, String(describing: 3), String(3), String("x"))
