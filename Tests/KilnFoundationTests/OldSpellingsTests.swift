// Swift 2's spellings a persistence tutorial of that era uses run with a note naming today's, and
// docs/OLD_SPELLINGS.md (written by scripts/old-spellings) lists them.
import XCTest
import KilnFoundation

final class OldSpellingsTests: XCTestCase {
    func testSwift2URLDataArrayAndStringSpellingsRunWithNotes() throws {
        let (result, _) = try runScript("""
            let docs = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0]
            let url = URL(fileURLWithPath: docs).URLByAppendingPathComponent("items.archive")
            print(url.lastPathComponent)
            print(Data([1, 2]).writeToURL(url, atomically: true))
            print(NSData(contentsOfFile: url.path)!.length)
            print(url.URLByAppendingPathExtension("bak").pathExtension, url.URLByDeletingLastPathComponent.lastPathComponent)
            print([3, 4, 5].indexOf(4)!)
            print("a,b".componentsSeparatedByString(","))
            """)
        XCTAssertEqual(result.output, "items.archive\ntrue\n2\nbak Documents\n1\n[\"a\", \"b\"]\n")
        for (old, new) in [("URLByAppendingPathComponent(_:)", "appendingPathComponent(_:)"), ("writeToURL(_:atomically:)", "write(to:options:)"),
                           ("URLByAppendingPathExtension(_:)", "appendingPathExtension(_:)"),
                           ("URLByDeletingLastPathComponent", "deletingLastPathComponent()"),
                           ("indexOf(_:)", "firstIndex(of:)"), ("componentsSeparatedByString(_:)", "components(separatedBy:)")] {
            XCTAssertTrue(result.diagnostics.contains { $0.message == "'\(old)' has been renamed to '\(new)'" }, "no note for \(old):\n\(result.renderedDiagnostics)")
        }
    }

    /// A Swift 2 textbook's String and Array members: properties that are methods today, mutating
    /// methods with old labels, `characters`, `NSString(data:encoding:)`.
    func testSwift2StringAndArrayMembersRunWithNotes() throws {
        let (result, _) = try runScript("""
            var list = [3, 1, 2]
            list.insert(9, atIndex: 1)
            list.appendContentsOf([7])
            print(list, list.minElement()!, list.maxElement()!, list.enumerate().map { $0.0 })
            print("Hello".uppercaseString, "Hello".lowercaseString, "ab cd".capitalizedString)
            print("a-b".stringByReplacingOccurrencesOfString("-", withString: "+"), "abc".containsString("bc"), "héllo".characters.count)
            print(NSString(data: "hi".dataUsingEncoding(NSUTF8StringEncoding)!, encoding: NSUTF8StringEncoding)!)
            list.removeAll(keepCapacity: true)
            print(list.isEmpty)
            """)
        XCTAssertEqual(result.output, "[3, 9, 1, 2, 7] 1 9 [0, 1, 2, 3, 4]\nHELLO hello Ab Cd\na+b true 5\nhi\ntrue\n")
        for (old, new) in [("insert(_:atIndex:)", "insert(_:at:)"), ("appendContentsOf(_:)", "append(contentsOf:)"),
                           ("minElement()", "min()"), ("enumerate()", "enumerated()"), ("uppercaseString", "uppercased()"),
                           ("capitalizedString", "capitalized"), ("containsString(_:)", "contains(_:)"),
                           ("stringByReplacingOccurrencesOfString(_:withString:)", "replacingOccurrences(of:with:)"),
                           ("characters", "the String itself"), ("removeAll(keepCapacity:)", "removeAll(keepingCapacity:)")] {
            XCTAssertTrue(result.diagnostics.contains { $0.message == "'\(old)' has been renamed to '\(new)'" }, "no note for \(old):\n\(result.renderedDiagnostics)")
        }
    }

    /// Swift 2's type names that are gone today (`NSFileManager()`, `NSDateFormatter`,
    /// `NSJSONSerialization`) and the members of an era's store classes: formatters, JSON,
    /// defaults, time zones, character sets, NSCache, `sortInPlace`. Each name is noted once, at
    /// its first use; a script's own type of an old name is its own.
    func testSwift2TypeNamesAndStoreMembersRunWithNotes() throws {
        let (result, _) = try runScript("""
            let docs = NSFileManager().URLsForDirectory(.DocumentDirectory, inDomains: .UserDomainMask).first!
            print(docs.lastPathComponent)
            let formatter = NSDateFormatter()
            formatter.dateFormat = "yyyy-MM-dd"
            formatter.timeZone = NSTimeZone(forSecondsFromGMT: 0)
            let day = formatter.dateFromString("2016-03-04")!
            print(formatter.stringFromDate(day))
            formatter.dateStyle = .MediumStyle
            print(formatter.dateStyle == .medium)
            let data = try NSJSONSerialization.dataWithJSONObject(["k": [1, 2]], options: .PrettyPrinted)
            let object = try NSJSONSerialization.JSONObjectWithData(data, options: .AllowFragments) as! [String: AnyObject]
            print(object["k"] as! [Int])
            let defaults = NSUserDefaults.standardUserDefaults()
            defaults.registerDefaults(["size": 12])
            print(defaults.integerForKey("size"), defaults.arrayForKey("none") == nil)
            print("  hi ".stringByTrimmingCharactersInSet(NSCharacterSet.whitespaceCharacterSet()) + "|")
            let cache = NSCache()
            cache.setObject("v", forKey: "k")
            print(cache.objectForKey("k") as! String)
            var words = ["pear", "fig", "apple"]
            words.sortInPlace()
            print(words)
            words.sortInPlace { $0.count < $1.count }
            print(words)
            print(UIApplicationDidEnterBackgroundNotification == UIApplication.didEnterBackgroundNotification)
            print(NSNotification.Name.UIApplicationWillTerminate == .UIApplicationWillTerminate)
            """)
        XCTAssertEqual(result.output, "Documents\n2016-03-04\ntrue\n[1, 2]\n12 true\nhi|\nv\n[\"apple\", \"fig\", \"pear\"]\n[\"fig\", \"pear\", \"apple\"]\ntrue\ntrue\n",
                       result.renderedDiagnostics)
        for (old, new) in [("NSFileManager", "FileManager"), ("NSDateFormatter", "DateFormatter"), ("NSJSONSerialization", "JSONSerialization"),
                           ("NSTimeZone(forSecondsFromGMT:)", "TimeZone(secondsFromGMT:)"), ("dateFromString(_:)", "date(from:)"),
                           ("stringFromDate(_:)", "string(from:)"), (".MediumStyle", ".medium"), (".PrettyPrinted", ".prettyPrinted"),
                           ("dataWithJSONObject(_:options:)", "data(withJSONObject:options:)"), (".AllowFragments", ".allowFragments"),
                           ("registerDefaults(_:)", "register(defaults:)"), ("arrayForKey(_:)", "array(forKey:)"),
                           ("NSCharacterSet.whitespaceCharacterSet()", "CharacterSet.whitespaces"), ("objectForKey(_:)", "object(forKey:)"),
                           ("sortInPlace()", "sort()"), ("sortInPlace(_:)", "sort(by:)"),
                           ("UIApplicationDidEnterBackgroundNotification", "UIApplication.didEnterBackgroundNotification"),
                           ("Notification.Name.UIApplicationWillTerminate", "UIApplication.willTerminateNotification")] {
            XCTAssertTrue(result.diagnostics.contains { $0.message == "'\(old)' has been renamed to '\(new)'" }, "no note for \(old):\n\(result.renderedDiagnostics)")
        }
        let typeNote = result.diagnostics.filter { $0.message == "'NSDateFormatter' has been renamed to 'DateFormatter'" }
        XCTAssertEqual(typeNote.map { $0.location?.line }, [3], result.renderedDiagnostics)
        XCTAssertEqual(typeNote.first?.location?.column, 17)

        let (own, _) = try runScript("""
            class NSProcessInfo { var name = "mine" }
            print(NSProcessInfo().name)
            """)
        XCTAssertEqual(own.output, "mine\n", own.renderedDiagnostics)
        XCTAssertFalse(own.diagnostics.contains { $0.message.contains("has been renamed") }, own.renderedDiagnostics)
    }

    func testTheDocumentedTableListsTheOldSpellings() throws {
        let table = try String(contentsOfFile: packageRoot + "/docs/OLD_SPELLINGS.md", encoding: .utf8)
        for old in ["URLByAppendingPathComponent(_:)", "indexOf(_:)", "NSUserDefaults.standardUserDefaults()", "objectForKey(_:)",
                    "unarchiveObjectWithFile(_:)", "stringByAppendingPathComponent(_:)", "writeToFile(_:atomically:)",
                    "NSDateFormatter", "dataWithJSONObject(_:options:)"] {
            XCTAssertTrue(table.contains("`\(old)`"), "docs/OLD_SPELLINGS.md lacks \(old): run scripts/old-spellings")
        }
    }

    /// The table is what the script makes of today's code (its `__kilnRenamed` calls and
    /// `Prelude.oldSpellings` rows): a spelling moved from one form to the other stays listed.
    func testTheDocumentedTableIsCurrent() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", packageRoot + "/scripts/old-spellings", "--check"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output)
    }
}
