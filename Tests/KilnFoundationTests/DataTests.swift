import KilnFoundation
import KilnScript
import XCTest

/// `Data` as contiguous bytes: a collection of UInt8 in scripts, passed to files, archives and
/// images as it is, never a boxed value per byte.
final class DataTests: XCTestCase {
    func testDataIsACollectionOfBytes() throws {
        let (result, _) = try runScript("""
            var data = Data([1, 2, 3])
            data.append(Data([4, 255]))
            print(data, data.count, data[0], data[4], data.first!, data.last!)
            var sum = 0
            for byte in data { sum += byte }
            print(sum, Array(data), data.map { $0 * 2 }, data.contains(255), data.filter { $0 > 2 })
            print(data == Data([1, 2, 3, 4, 255]), data == Data([1]))
            var more = Data()
            more.append(contentsOf: [9, 8])
            print(more.count, more.isEmpty, Data().isEmpty, Array(Data(count: 3)))
            """)
        XCTAssertEqual(result.output, """
            5 bytes 5 1 255 1 255
            265 [1, 2, 3, 4, 255] [2, 4, 6, 8, 510] true [3, 4, 255]
            true false
            2 false true [0, 0, 0]

            """)
    }

    func testABadByteIsRefusedAsSwiftcRefusesIt() throws {
        let (result, _) = try runScript("let data = Data([1, 256])\n", expectSuccess: false)
        XCTAssertFalse(result.compiled)
        XCTAssertTrue(result.renderedDiagnostics.contains(":1:21: error: integer literal '256' overflows when stored into 'UInt8'"), result.renderedDiagnostics)
    }

    func testFilesArchivesAndImagesPassBytesAsTheyAre() throws {
        let (result, session) = try runScript("""
            let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            let archive = try NSKeyedArchiver.archivedData(withRootObject: ["milk", "eggs"], requiringSecureCoding: false)
            try archive.write(to: documents.appendingPathComponent("list.archive"))
            let back = try Data(contentsOf: documents.appendingPathComponent("list.archive"))
            print(back == archive, back[0], back[1], try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(back) as! [String])
            let jpeg = UIImage(color: .red, size: CGSize(width: 40, height: 30), scale: 1).jpegData(compressionQuality: 0.5)!
            print(jpeg[0], jpeg[1], UIImage(data: jpeg)!.size)
            """)
        XCTAssertEqual(result.output, "true 98 112 [\"milk\", \"eggs\"]\n255 216 (40.0, 30.0)\n")
        let file = session.simulator.sandbox.home + "/Documents/list.archive"
        XCTAssertEqual(Array(try XCTUnwrap(FileManager.default.contents(atPath: file)).prefix(8)), Array("bplist00".utf8))
    }

    func testAHundredMegabytesOfDataFitInTheDevicesMemory() throws {
        // A boxed value per byte would need 24 bytes each (2.4 GB): the device's 200 MB would end
        // the app. Contiguous, a 100 MB Data fits, and so does a 40 MB string written to a file
        // and read back (each run on its own: their footprints are measured per run).
        let (big, _) = try runScript("""
            let big = Data(count: 100_000_000)
            print(big.count, big[99_999_999])
            """)
        XCTAssertEqual(big.output, "100000000 0\n")
        let (file, _) = try runScript("""
            let text = String(repeating: "0123456789", count: 4_000_000)
            let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("big.txt")
            try text.write(to: url, atomically: true, encoding: .utf8)
            print(try Data(contentsOf: url).count)
            """)
        XCTAssertEqual(file.output, "40000000\n")
    }
}
