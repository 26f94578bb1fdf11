import KeyedArchive
import PropertyList
import XCTest

/// A node that links to another and counts how many of its kind are alive.
private final class LinkedNode: KeyedArchiving {
    nonisolated(unsafe) static var alive = 0
    var next: (any KeyedArchiving)?

    init() { LinkedNode.alive += 1 }
    deinit { LinkedNode.alive -= 1 }

    var archiveClassChain: [String] { ["Tests.LinkedNode", "NSObject"] }
    func encode(with archiver: KeyedArchiver) throws { try archiver.encode(next, forKey: "next") }
    func decode(from unarchiver: KeyedUnarchiver) throws {
        next = try unarchiver.decodeObject(forKey: "next").object
        _ = try unarchiver.decodeObject(forKey: "broken")
    }
    func releaseArchivedReferences() { next = nil }
}

final class FailedDecodeTests: XCTestCase {
    /// Two nodes that point at each other, the outer one with a reference out of range: the decode
    /// fails after the cycle is built, and the half-built objects must not stay alive.
    func testAFailedDecodeFreesTheCycleItBuilt() throws {
        let uid = { (n: UInt64) in PropertyList.uid(n) }
        let archive: PropertyList = [
            "$version": 100_000, "$archiver": "NSKeyedArchiver", "$top": ["root": uid(1)],
            "$objects": [
                "$null",
                ["$class": uid(3), "next": uid(2), "broken": uid(99)],
                ["$class": uid(3), "next": uid(1)],
                ["$classname": "Tests.LinkedNode", "$classes": ["Tests.LinkedNode", "NSObject"]],
            ],
        ]
        let bytes = archive.encoded(as: .binary)
        let before = LinkedNode.alive
        do {
            let unarchiver = try KeyedUnarchiver(bytes: bytes)
            unarchiver.register(ArchiveClass(name: "Tests.LinkedNode") { LinkedNode() })
            XCTAssertThrowsError(try unarchiver.decodeRootObject()) { error in
                XCTAssertTrue("\(error)".contains("UID 99 out of range"), "\(error)")
            }
        }
        XCTAssertEqual(LinkedNode.alive, before, "the nodes of the failed decode were freed")
    }
}
