import ArchiveInspection
import JSON
import KeyedArchive
import PropertyList
import XCTest

/// The archiver's layout rules (FORMAT_NOTES §1) and the unarchiver reading them back, on
/// in-memory property lists.
final class KeyedArchiverTests: XCTestCase {
    private func archive(_ root: ArchiveValue, configure: (KeyedArchiver) -> Void = { _ in }) throws -> PropertyList {
        let archiver = KeyedArchiver()
        configure(archiver)
        try archiver.encode(root, forKey: "root")
        archiver.finishEncoding()
        return archiver.propertyList
    }

    private func unarchive(_ plist: PropertyList, classes: [ArchiveClass] = [ChecklistItem.archiveClass]) throws -> ArchiveValue {
        let unarchiver = try KeyedUnarchiver(propertyList: plist)
        for archiveClass in classes { unarchiver.register(archiveClass) }
        return try unarchiver.decodeRootObject()
    }

    func testTopLevelDictionaryHasAppleKeysInOrder() throws {
        let plist = try archive(.string("hello"))
        guard case .dictionary(let archive) = plist else { return XCTFail("not a dictionary") }
        XCTAssertEqual(archive.keys, ["$version", "$archiver", "$top", "$objects"])
        XCTAssertEqual(archive["$version"], .integer(100000))
        XCTAssertEqual(archive["$archiver"], .string("NSKeyedArchiver"))
        XCTAssertEqual(plist.archivedTop, ["root": .uid(1)])
        XCTAssertEqual(plist.archivedObjects, [.string("$null"), .string("hello")])
    }

    func testModelObjectLayoutIsPostOrderWithInlineScalars() throws {
        let item = ChecklistItem(text: "Milk", checked: true, itemID: 7)
        let plist = try archive(.object(NSArrayModel([.object(item)], isMutable: true)))
        let objects = plist.archivedObjects
        // 1 array (reserved first), 2 item, 3 its text, 4 item class, 5 array class.
        XCTAssertEqual(objects.count, 6)
        XCTAssertEqual(plist.archivedFields(1)["NS.objects"], .array([.uid(2)]))
        XCTAssertEqual(plist.archivedFields(1)["$class"], .uid(5))
        let fields = plist.archivedFields(2)
        XCTAssertEqual(fields["Text"], .uid(3))
        XCTAssertEqual(fields["Checked"], .bool(true))
        XCTAssertEqual(fields["ItemID"], .integer(7))
        XCTAssertEqual(fields["$class"], .uid(4))
        XCTAssertEqual(objects[3], .string("Milk"))
        XCTAssertEqual(plist.archivedFields(4)["$classes"], .array(["Checklists.ChecklistItem", "NSObject"]))
        XCTAssertEqual(plist.archivedFields(5)["$classes"], .array(["NSMutableArray", "NSArray", "NSObject"]))
    }

    func testSameObjectIsArchivedOnceAndEqualDistinctObjectsTwice() throws {
        let shared = ChecklistItem(text: "Eggs")
        let twin = ChecklistItem(text: "Eggs")
        let plist = try archive(.object(NSArrayModel([.object(shared), .object(shared), .object(twin)])))
        guard case .array(let refs)? = plist.archivedFields(1)["NS.objects"] else { return XCTFail("no NS.objects") }
        XCTAssertEqual(refs[0], refs[1])
        XCTAssertNotEqual(refs[0], refs[2])

        guard case .object(let array as NSArrayModel) = try unarchive(plist) else { return XCTFail("not an array") }
        XCTAssertTrue(array.elements[0].object === array.elements[1].object)
        XCTAssertFalse(array.elements[0].object === array.elements[2].object)
        XCTAssertEqual((array.elements[2].object as? ChecklistItem)?.text, "Eggs")
    }

    func testSmallIntegersAreOneEntryButStringsAreNot() throws {
        let plist = try archive(.object(NSArrayModel([.integer(1), .integer(1), .string("a"), .string("a"), .bool(true), .bool(true)])))
        guard case .array(let refs)? = plist.archivedFields(1)["NS.objects"] else { return XCTFail("no NS.objects") }
        XCTAssertEqual(refs[0], refs[1])
        XCTAssertNotEqual(refs[2], refs[3])
        XCTAssertEqual(refs[4], refs[5])
    }

    func testCycleIsWrittenAsBackReferenceAndReadBackAsTheSameCycle() throws {
        let list = NSArrayModel(isMutable: true)
        let item = ChecklistItem(text: "Bread")
        item.list = list
        list.elements = [.object(item)]
        let plist = try archive(.object(list))
        XCTAssertEqual(plist.archivedFields(2)["List"], .uid(1))

        guard case .object(let decoded as NSArrayModel) = try unarchive(plist) else { return XCTFail("not an array") }
        let decodedItem = try XCTUnwrap(decoded.elements.first?.object as? ChecklistItem)
        XCTAssertTrue(decodedItem.list === decoded)
        XCTAssertEqual(CanonicalJSON.describe(propertyList: plist, format: "binary")["top"]?["root"],
            .array([.object([("$classname", .string("Checklists.ChecklistItem")), ("Checked", .bool(false)),
                ("ItemID", .integer(0)), ("List", .object([("$cycle", .integer(2))])), ("Text", .string("Bread"))])]))
    }

    func testKeylessEncodingUsesGenericKeysPerObject() throws {
        final class Pair: KeyedArchiving {
            var first: ArchiveValue = .null, second: ArchiveValue = .null
            var archiveClassChain: [String] { ["Pair", "NSObject"] }
            func encode(with archiver: KeyedArchiver) throws {
                try archiver.encode(first)
                try archiver.encode(second)
            }
            func decode(from unarchiver: KeyedUnarchiver) throws {
                first = try unarchiver.decodeObject()
                second = try unarchiver.decodeObject()
            }
        }
        let pair = Pair()
        pair.first = .string("left")
        pair.second = .integer(2)
        let plist = try archive(.object(pair))
        XCTAssertEqual(Set(plist.archivedFields(1).keys), ["$0", "$1", "$class"])
        let decoded = try XCTUnwrap(try unarchive(plist, classes: [ArchiveClass(name: "Pair") { Pair() }]).object as? Pair)
        XCTAssertEqual(decoded.first.stringValue, "left")
        XCTAssertEqual(decoded.second.integerValue, 2)
    }

    func testDollarKeysAreEscapedAndUnescaped() throws {
        final class Price: KeyedArchiving {
            var amount = 0
            var archiveClassChain: [String] { ["Price", "NSObject"] }
            func encode(with archiver: KeyedArchiver) throws { archiver.encode(amount, forKey: "$amount") }
            func decode(from unarchiver: KeyedUnarchiver) throws { amount = try unarchiver.decodeInteger(forKey: "$amount") }
        }
        let price = Price()
        price.amount = 42
        let plist = try archive(.object(price))
        XCTAssertEqual(plist.archivedFields(1)["$$amount"], .integer(42))
        XCTAssertNil(plist.archivedFields(1)["$amount"])
        let decoded = try XCTUnwrap(try unarchive(plist, classes: [ArchiveClass(name: "Price") { Price() }]).object as? Price)
        XCTAssertEqual(decoded.amount, 42)
    }

    func testConditionalObjectIsNilUnlessEncodedUnconditionallySomewhere() throws {
        final class Holder: KeyedArchiving {
            var weakRef: (any KeyedArchiving)?
            var strongRef: (any KeyedArchiving)?
            var archiveClassChain: [String] { ["Holder", "NSObject"] }
            func encode(with archiver: KeyedArchiver) throws {
                archiver.encodeConditionalObject(weakRef, forKey: "weak")
                if let strongRef { try archiver.encode(strongRef, forKey: "strong") }
            }
            func decode(from unarchiver: KeyedUnarchiver) throws {
                weakRef = try unarchiver.decodeObject(forKey: "weak").object
                strongRef = try unarchiver.decodeObject(forKey: "strong").object
            }
        }
        let classes = [ArchiveClass(name: "Holder") { Holder() }, ChecklistItem.archiveClass]
        let orphan = Holder()
        orphan.weakRef = ChecklistItem(text: "never encoded")
        let lonely = try unarchive(try archive(.object(orphan)), classes: classes).object as? Holder
        XCTAssertNil(try XCTUnwrap(lonely).weakRef)

        // Encoded unconditionally after the conditional reference: the reference holds.
        let holder = Holder()
        let item = ChecklistItem(text: "kept")
        holder.weakRef = item
        holder.strongRef = item
        let plist = try archive(.object(holder))
        XCTAssertEqual(plist.archivedFields(1)["weak"], plist.archivedFields(1)["strong"])
        let decoded = try XCTUnwrap(try unarchive(plist, classes: classes).object as? Holder)
        XCTAssertTrue(decoded.weakRef === decoded.strongRef)
        XCTAssertEqual((decoded.weakRef as? ChecklistItem)?.text, "kept")
    }

    func testClassNameMappingWritesOnlyClassnameAndSetClassReadsIt() throws {
        let plist = try archive(.object(ChecklistItem(text: "Tea"))) { $0.setClassName("ChecklistItem", for: "Checklists.ChecklistItem") }
        let classUID = try XCTUnwrap(plist.archivedFields(1)["$class"])
        guard case .uid(let uid) = classUID else { return XCTFail("no class UID") }
        XCTAssertEqual(plist.archivedFields(Int(uid)), ["$classname": "ChecklistItem"])

        let unarchiver = try KeyedUnarchiver(propertyList: plist)
        unarchiver.setClass(ChecklistItem.archiveClass, forClassName: "ChecklistItem")
        XCTAssertEqual((try unarchiver.decodeRootObject().object as? ChecklistItem)?.text, "Tea")
    }

    func testUnknownSubclassFallsBackToFirstKnownClassInChain() throws {
        final class SpecialList: KeyedArchiving {
            var archiveClassChain: [String] { ["App.SpecialList", "NSMutableArray", "NSArray", "NSObject"] }
            func encode(with archiver: KeyedArchiver) throws {
                try archiver.encodeArrayOfObjects([.string("x"), .integer(3)], forKey: "NS.objects")
            }
            func decode(from unarchiver: KeyedUnarchiver) throws {}
        }
        let decoded = try unarchive(try archive(.object(SpecialList())))
        let array = try XCTUnwrap(decoded.object as? NSArrayModel)
        XCTAssertEqual(array.elements.count, 2)
        XCTAssertEqual(array.elements[0].stringValue, "x")
    }

    func testUnknownClassBecomesGenericObjectThatReencodesUnchanged() throws {
        let item = ChecklistItem(text: "Jam", checked: true, itemID: 3)
        let original = try archive(.object(NSArrayModel([.object(item), .object(item)])))
        let decoded = try unarchive(original, classes: [])
        let array = try XCTUnwrap(decoded.object as? NSArrayModel)
        let generic = try XCTUnwrap(array.elements[0].object as? GenericArchivedObject)
        XCTAssertEqual(generic.archiveClassChain, ["Checklists.ChecklistItem", "NSObject"])
        XCTAssertTrue(array.elements[0].object === array.elements[1].object)
        let again = try archive(decoded)
        XCTAssertEqual(again, original)

        let strict = try KeyedUnarchiver(propertyList: original)
        strict.decodesUnknownClassesGenerically = false
        XCTAssertThrowsError(try strict.decodeRootObject()) { error in
            XCTAssertTrue("\(error)".contains("cannot decode object of class (Checklists.ChecklistItem)"), "\(error)")
        }
    }

    func testSecureDecodingAllowsListedClassesAndRefusesOthers() throws {
        let plist = try archive(.object(NSArrayModel([.object(ChecklistItem(text: "Salt")), .string("s")])))
        let secure = try KeyedUnarchiver(propertyList: plist)
        secure.requiresSecureCoding = true
        secure.register(ChecklistItem.archiveClass)
        XCTAssertThrowsError(try secure.decodeRootObject()) { error in
            XCTAssertTrue("\(error)".contains("secure coding"), "\(error)")
        }
        XCTAssertThrowsError(try secure.decodeObject(of: ["NSArray", "NSString"], forKey: "root")) { error in
            XCTAssertTrue("\(error)".contains("'Checklists.ChecklistItem' is not among the allowed classes"), "\(error)")
            XCTAssertEqual((error as? KeyedArchiveError)?.objectIndex, 2)
        }
        let allowed = try KeyedUnarchiver(propertyList: plist)
        allowed.requiresSecureCoding = true
        allowed.register(ChecklistItem.archiveClass)
        let value = try allowed.decodeObject(of: ["NSArray", "NSString", "Checklists.ChecklistItem"], forKey: "root")
        XCTAssertEqual(((value.object as? NSArrayModel)?.elements.first?.object as? ChecklistItem)?.text, "Salt")

        // A class that does not adopt secure coding is refused even when listed.
        let generic = try KeyedUnarchiver(propertyList: plist)
        generic.requiresSecureCoding = true
        XCTAssertThrowsError(try generic.decodeObject(of: ["NSArray", "NSString", "Checklists.ChecklistItem"], forKey: "root")) { error in
            XCTAssertTrue("\(error)".contains("does not adopt secure coding"), "\(error)")
        }
    }

    func testTypedDecodesOfMissingKeysGiveZeroFalseAndNil() throws {
        final class Empty: KeyedArchiving {
            var results: [String] = []
            var archiveClassChain: [String] { ["Empty", "NSObject"] }
            func encode(with archiver: KeyedArchiver) throws {}
            func decode(from unarchiver: KeyedUnarchiver) throws {
                results = [
                    "\(try unarchiver.decodeInteger(forKey: "n"))", "\(try unarchiver.decodeBool(forKey: "b"))",
                    "\(try unarchiver.decodeDouble(forKey: "d"))", "\(try unarchiver.decodeObject(forKey: "o").isNull)",
                    "\(unarchiver.containsValue(forKey: "n"))", "\(try unarchiver.decodeBytes(forKey: "x") == nil)",
                ]
            }
        }
        let decoded = try unarchive(try archive(.object(Empty())), classes: [ArchiveClass(name: "Empty") { Empty() }])
        XCTAssertEqual((decoded.object as? Empty)?.results, ["0", "false", "0.0", "true", "false", "true"])
    }

    func testFoundationModelsRoundTrip() throws {
        let base = NSURLModel("https://www.example.com")
        let dictionary = NSDictionaryModel([
            ("date", .object(NSDateModel(timeIntervalSinceReferenceDate: 1_210_536_312))),
            ("url", .object(NSURLModel("foo.xml", base: base))),
            ("uuid", .object(try XCTUnwrap(NSUUIDModel(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")))),
            ("set", .object(NSSetModel([.integer(1), .integer(2)]))),
            ("ordered", .object(NSOrderedSetModel([.string("a"), .string("b")], isMutable: true))),
            ("data", .data([1, 2, 3])),
            ("mdata", .object(NSDataModel([4, 5]))),
            ("mstring", .object(NSStringModel("mutable"))),
            ("null", .object(NSNullModel())),
            ("real", .real(2.5)),
        ])
        let plist = try archive(.object(dictionary))
        let json = CanonicalJSON.describe(propertyList: plist, format: "binary")
        let expected = try JSONValue(parsing: """
            {"data": {"$data": {"hex": "010203", "len": 3, "sha256": "039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81"}},
             "date": {"$date": "2039-05-12T20:05:12Z", "t": 1210536312.0},
             "mdata": {"$data": {"hex": "0405", "len": 2, "sha256": "\(try sha256Hex([4, 5]))"}},
             "mstring": "mutable", "null": {"$classname": "NSNull"},
             "ordered": {"$orderedset": ["a", "b"]}, "real": 2.5, "set": {"$set": [1, 2]},
             "url": {"$url": "foo.xml", "$base": {"$url": "https://www.example.com"}},
             "uuid": {"$uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}}
            """)
        XCTAssertEqual(json["top"]?["root"], expected)

        let decoded = try XCTUnwrap(try unarchive(plist).object as? NSDictionaryModel)
        XCTAssertEqual((decoded["url"]?.object as? NSURLModel)?.base?.relative, "https://www.example.com")
        XCTAssertEqual((decoded["uuid"]?.object as? NSUUIDModel)?.uuidString, "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        XCTAssertEqual((decoded["date"]?.object as? NSDateModel)?.timeIntervalSinceReferenceDate, 1_210_536_312)
        XCTAssertEqual(decoded["mstring"]?.stringValue, "mutable")
        XCTAssertEqual(decoded["mdata"]?.dataValue, [4, 5])
        XCTAssertEqual(decoded["data"]?.dataValue, [1, 2, 3])
        XCTAssertEqual((decoded["ordered"]?.object as? NSOrderedSetModel)?.isMutable, true)
    }

    func testDictionaryKeysAreAllEncodedBeforeValues() throws {
        let plist = try archive(.object(NSDictionaryModel([("a", .string("x")), ("b", .string("y"))])))
        XCTAssertEqual(plist.archivedFields(1)["NS.keys"], .array([.uid(2), .uid(3)]))
        XCTAssertEqual(plist.archivedFields(1)["NS.objects"], .array([.uid(4), .uid(5)]))
    }

    func testDeeplyNestedArchiveIsRefusedNotOverflowingTheStack() throws {
        // 5,000 arrays each holding the next: deeper than any real archive.
        let depth = 5000
        var objects: [PropertyList] = ["$null"]
        for index in 1...depth {
            let next: [PropertyList] = index < depth ? [.uid(UInt64(index + 1))] : []
            objects.append(["NS.objects": .array(next), "$class": .uid(UInt64(depth + 1))])
        }
        objects.append(["$classname": "NSArray", "$classes": ["NSArray", "NSObject"]])
        let plist: PropertyList = [
            "$version": 100000, "$archiver": "NSKeyedArchiver", "$top": ["root": .uid(1)], "$objects": .array(objects),
        ]
        XCTAssertThrowsError(try KeyedUnarchiver(propertyList: plist).decodeRootObject()) { error in
            XCTAssertTrue("\(error)".contains("nested more than 512 deep"), "\(error)")
        }
        XCTAssertEqual(CanonicalJSON.describe(propertyList: plist, format: "xml")["error"], .string("nesting too deep"))
    }

    func testArchiverRequiringSecureCodingRefusesClassesWithoutIt() throws {
        final class Plain: KeyedArchiving {
            var archiveClassChain: [String] { ["Plain", "NSObject"] }
            func encode(with archiver: KeyedArchiver) throws {}
            func decode(from unarchiver: KeyedUnarchiver) throws {}
        }
        XCTAssertThrowsError(try KeyedArchiver.archivedData(withRootObject: .object(Plain()), requiringSecureCoding: true)) { error in
            XCTAssertEqual("\(error)", "class Plain does not adopt secure coding, which this archiver requires")
        }
        XCTAssertNoThrow(try KeyedArchiver.archivedData(
            withRootObject: .object(ChecklistItem(text: "ok")), requiringSecureCoding: true))
    }

    func testMalformedClassReferencesNameTheObject() throws {
        func plist(_ objects: [PropertyList]) -> PropertyList {
            ["$version": 100000, "$archiver": "NSKeyedArchiver", "$top": ["root": .uid(1)], "$objects": .array(objects)]
        }
        let cases: [([PropertyList], String)] = [
            (["$null", ["$class": "NSArray"]], "object 1: $class is not a UID"),
            (["$null", ["$class": .uid(1)]], "class dictionary 1: $classname missing or not a string"),
            (["$null", ["$class": .uid(2)], "NSArray"], "object 1: class reference 2 is not a dictionary"),
            (["$null", ["$class": .uid(9)]], "UID 9 out of range (2 objects)"),
            (["$null", ["$class": .uid(2)], ["$classname": "X", "$classes": [1]]], "class dictionary 2: $classes is not an array of strings"),
        ]
        for (objects, message) in cases {
            XCTAssertThrowsError(try KeyedUnarchiver(propertyList: plist(objects)).decodeRootObject(), message) { error in
                XCTAssertTrue("\(error)".contains(message), "\(error) does not say \(message)")
            }
        }
    }

    func testTypedDecodeOfAReferenceOutOfRangeIsAnError() throws {
        // Found by mutating fixtures: an NSUUID whose NS.uuidbytes is a UID past the end.
        let plist: PropertyList = [
            "$version": 100000, "$archiver": "NSKeyedArchiver", "$top": ["root": .uid(1)],
            "$objects": ["$null", ["NS.uuidbytes": .uid(99), "$class": .uid(2)], ["$classname": "NSUUID", "$classes": ["NSUUID", "NSObject"]]],
        ]
        XCTAssertThrowsError(try KeyedUnarchiver(propertyList: plist).decodeRootObject()) { error in
            XCTAssertEqual("\(error)", "object 1: UID 99 out of range (3 objects)")
        }
    }

    func testGenericObjectKeepsAnOversizedUIDInlineAndReencodesIt() throws {
        // Found by mutating fixtures: a UID past 2^32 - 1 is no reference (CF refuses it), so it
        // stays an inline value; writing it must not trap, and reading it back is refused as CF does.
        let plist: PropertyList = [
            "$version": 100000, "$archiver": "NSKeyedArchiver", "$top": ["root": .uid(1)],
            "$objects": ["$null", ["odd": [.uid(UInt64.max)], "$class": .uid(2)], ["$classname": "Odd"]],
        ]
        let decoded = try KeyedUnarchiver(propertyList: plist).decodeRootObject()
        let generic = try XCTUnwrap(decoded.object as? GenericArchivedObject)
        guard case .array(let elements)? = generic.value(forKey: "odd"), elements.count == 1,
            case .inline(.uid(UInt64.max)) = elements[0]
        else { return XCTFail("the oversized UID is not kept inline") }
        let bytes = try KeyedArchiver.archivedData(withRootObject: decoded)
        XCTAssertThrowsError(try PropertyList(bytes: bytes)) { error in
            XCTAssertTrue("\(error)".contains("exceeds UInt32.max"), "\(error)")
        }
    }

    func testIdentityHoldsAcrossThousandsOfObjects() throws {
        // Enough objects to make the identity table grow several times, each encoded twice.
        let items = (0..<5000).map { ChecklistItem(text: "Item \($0)", itemID: $0) }
        let plist = try archive(.object(NSArrayModel((items + items.reversed()).map { .object($0) })))
        guard case .array(let refs)? = plist.archivedFields(1)["NS.objects"] else { return XCTFail("no NS.objects") }
        XCTAssertEqual(refs.count, 10000)
        let uids = refs.compactMap { reference -> UInt64? in
            if case .uid(let uid) = reference { return uid }
            return nil
        }
        XCTAssertEqual(Set(uids.prefix(5000)).count, 5000)
        for index in 0..<5000 { XCTAssertEqual(refs[index], refs[9999 - index]) }
    }

    private func sha256Hex(_ bytes: [UInt8]) throws -> String {
        let json = CanonicalJSON.describe(propertyList: try archive(.data(bytes)), format: "binary")
        guard case .string(let digest)? = json["top"]?["root"]?["$data"]?["sha256"] else { throw KeyedArchiveError("no digest") }
        return digest
    }
}
