// Swift's values bridged to Foundation's classes in casts, as archive-walking code uses them
// (`$0 as? NSNumber` on the `[Any]` of an archive's `$objects`). The expected output is what
// swiftc's build of the same script prints with swift-corelibs-foundation.
import XCTest
import KilnFoundation

final class BridgingTests: XCTestCase {
    func testValuesBridgeToFoundationClassesInCasts() throws {
        let (result, _) = try runScript(#"""
import Foundation
let objects: [Any] = [42, "name", 2.5, true, [1, 2], ["k": 1]]
for object in objects {
    if let number = object as? NSNumber {
        print("number", number.intValue, number.doubleValue)
    } else if let text = object as? NSString {
        print("string", text)
    } else if object is NSArray {
        print("array")
    } else if object is NSDictionary {
        print("dictionary")
    }
}
let numbers = objects.compactMap { $0 as? NSNumber }
print(numbers.count)
for object in objects {
    switch object {
    case let n as NSNumber: print("case number", n.stringValue)
    case let s as NSString: print("case string", s)
    default: print("other")
    }
}
let forced = objects[0] as! NSNumber
print(forced.intValue + 1, (objects[3] as! NSNumber).boolValue)
"""#)
        XCTAssertEqual(result.output, #"""
number 42 42.0
string name
number 2 2.5
number 1 1.0
array
dictionary
3
case number 42
case string name
case number 2.5
case number 1
other
other
43 true

"""#)
    }

    func testAStringCastToNSStringHasNSStringsPathMethodsAndLength() throws {
        let (result, _) = try runScript(#"""
import Foundation
let p = "/tmp/docs/items.plist"
let ns = p as NSString
print(ns.lastPathComponent, ns.pathExtension, ns.deletingPathExtension, ns.deletingLastPathComponent)
print((p as NSString).appendingPathComponent("x"), ns.length)
let n = 5 as NSNumber
print(n.intValue, n)
let anyDict: [String: Any] = ["a": 1, "b": "two"]
if let a = anyDict["a"] as? NSNumber { print(a.doubleValue) }
"""#)
        XCTAssertEqual(result.output, #"""
items.plist plist /tmp/docs/items /tmp/docs
/tmp/docs/items.plist/x 21
5 5
1.0

"""#)
    }
}
