import Foundation
import KilnSimulator
import XCTest

final class FileSystemTests: XCTestCase {
    func testContainerLayoutIsIOSLikeAndDeterministic() throws {
        let (first, _) = try makeSimulator(seed: 42)
        let (second, _) = try makeSimulator(seed: 42)
        let (other, _) = try makeSimulator(seed: 43)
        let relativeHome = first.sandbox.home.dropFirst(first.sandbox.root.count)
        XCTAssertEqual(relativeHome, second.sandbox.home.dropFirst(second.sandbox.root.count))
        XCTAssertNotEqual(relativeHome, other.sandbox.home.dropFirst(other.sandbox.root.count))
        XCTAssertTrue(relativeHome.hasPrefix("/Containers/Data/Application/"))
        let uuid = String(relativeHome.dropFirst("/Containers/Data/Application/".count))
        XCTAssertNotNil(UUID(uuidString: uuid), "the container is named by a real UUID: \(uuid)")
        XCTAssertEqual(uuid, uuid.uppercased())
        XCTAssertTrue(first.sandbox.bundlePath.hasSuffix("/Homepwner.app"))
        XCTAssertTrue(first.sandbox.bundlePath.contains("/Containers/Bundle/Application/"))
        for directory in ["Documents", "Library/Caches", "Library/Preferences", "tmp"] {
            var isDirectory: ObjCBool = false
            XCTAssertTrue(FileManager.default.fileExists(atPath: first.sandbox.home + "/" + directory, isDirectory: &isDirectory))
            XCTAssertTrue(isDirectory.boolValue, directory)
        }
    }

    func testTemporarySandboxIsRemovedAndAGivenOneIsKept() throws {
        var root: String?
        do {
            let (simulator, _) = try makeSimulator()
            root = simulator.sandbox.root
            XCTAssertTrue(FileManager.default.fileExists(atPath: simulator.sandbox.home))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: try XCTUnwrap(root)))

        let kept = NSTemporaryDirectory() + "kiln-kept-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: kept) }
        do {
            let (simulator, _) = try makeSimulator(seed: 5, root: kept)
            try simulator.files.write(Array("x".utf8), toPath: "Documents/x", atomically: true)
        }
        let (again, _) = try makeSimulator(seed: 5, root: kept)
        XCTAssertEqual(try again.files.contents(atPath: "Documents/x"), Array("x".utf8), "the same seed opens the same container")
    }

    func testSearchPathsAnswerAsIOS() throws {
        let (simulator, _) = try makeSimulator()
        let home = simulator.sandbox.home
        let sandbox = simulator.sandbox
        XCTAssertEqual(sandbox.searchPaths(for: .documentDirectory, in: .userDomainMask), [home + "/Documents"])
        XCTAssertEqual(sandbox.searchPaths(for: .libraryDirectory, in: .userDomainMask), [home + "/Library"])
        XCTAssertEqual(sandbox.searchPaths(for: .cachesDirectory, in: .userDomainMask), [home + "/Library/Caches"])
        XCTAssertEqual(sandbox.searchPaths(for: .applicationSupportDirectory, in: .userDomainMask), [home + "/Library/Application Support"])
        XCTAssertEqual(sandbox.searchPaths(for: .documentationDirectory, in: .userDomainMask), [home + "/Library/Documentation"])
        XCTAssertEqual(sandbox.searchPaths(for: .preferencePanesDirectory, in: .userDomainMask), [home + "/Library/PreferencePanes"])
        XCTAssertEqual(sandbox.searchPaths(for: .allLibrariesDirectory, in: .userDomainMask), [home + "/Library", home + "/Developer"])
        XCTAssertEqual(sandbox.searchPaths(for: .documentDirectory, in: .allDomainsMask), [home + "/Documents"])
        XCTAssertEqual(sandbox.searchPaths(for: .documentDirectory, in: .systemDomainMask), [])
        XCTAssertEqual(sandbox.searchPaths(for: .userDirectory, in: .userDomainMask), [])
        XCTAssertEqual(sandbox.temporaryDirectory, home + "/tmp/")
        XCTAssertEqual(SearchPathDirectory.documentDirectory.rawValue, 9)
        XCTAssertEqual(SearchPathDirectory.documentationDirectory.rawValue, 8)
    }

    func testSeed001SlipFailsLikeOnAPhone() throws {
        // NSDocumentationDirectory names a folder that does not exist: the archive cannot be saved.
        let (simulator, _) = try makeSimulator()
        let folder = try XCTUnwrap(simulator.sandbox.searchPaths(for: .documentationDirectory, in: .userDomainMask).first)
        XCTAssertThrowsError(try simulator.files.write([1, 2], toPath: folder + "/saveData.archive", atomically: true)) { error in
            XCTAssertEqual((error as? FileError)?.kind, .noSuchFolder)
        }
    }

    func testReadWriteAndTheItemOperations() throws {
        let (simulator, _) = try makeSimulator()
        let files = simulator.files
        try files.write(Array("one".utf8), toPath: "Documents/a.txt", atomically: false)
        try files.write(Array("two".utf8), toPath: "Documents/a.txt", atomically: true)
        XCTAssertEqual(try files.contents(atPath: simulator.sandbox.home + "/Documents/a.txt"), Array("two".utf8))
        XCTAssertEqual(try files.contentsOfDirectory(atPath: "Documents"), ["a.txt"], "no temporary file is left behind")

        XCTAssertThrowsError(try files.createDirectory(atPath: "Documents/x/y", withIntermediateDirectories: false))
        try files.createDirectory(atPath: "Documents/x/y", withIntermediateDirectories: true)
        try files.createDirectory(atPath: "Documents/x/y", withIntermediateDirectories: true)
        XCTAssertThrowsError(try files.createDirectory(atPath: "Documents/x/y", withIntermediateDirectories: false)) { error in
            XCTAssertEqual((error as? FileError)?.kind, .fileExists)
        }
        XCTAssertEqual(files.fileExists(atPath: "Documents/x").isDirectory, true)
        XCTAssertEqual(files.fileExists(atPath: "Documents/a.txt").exists, true)
        XCTAssertEqual(files.fileExists(atPath: "Documents/a.txt").isDirectory, false)

        try files.moveItem(atPath: "Documents/a.txt", toPath: "Documents/x/y/b.txt")
        XCTAssertFalse(files.fileExists(atPath: "Documents/a.txt").exists)
        try files.copyItem(atPath: "Documents/x", toPath: "Library/Caches/x")
        XCTAssertEqual(try files.contents(atPath: "Library/Caches/x/y/b.txt"), Array("two".utf8))
        XCTAssertThrowsError(try files.moveItem(atPath: "Documents/x", toPath: "Library/Caches/x")) { error in
            XCTAssertEqual((error as? FileError)?.kind, .fileExists)
        }
        try files.removeItem(atPath: "Documents/x")
        XCTAssertEqual(try files.contentsOfDirectory(atPath: "Documents"), [])
        XCTAssertThrowsError(try files.contentsOfDirectory(atPath: "Documents/x")) { error in
            XCTAssertEqual((error as? FileError)?.kind, .noSuchFileToRead)
        }
    }

    func testAttributesCarryTheSimulatedClock() throws {
        let (simulator, _) = try makeSimulator()
        let files = simulator.files
        try simulator.launch()
        try files.write(Array(repeating: 7, count: 1234), toPath: "Documents/data", atomically: true)
        var attributes = try files.attributesOfItem(atPath: "Documents/data")
        XCTAssertEqual(attributes.size, 1234)
        XCTAssertEqual(attributes.type, .typeRegular)
        XCTAssertEqual(attributes.modificationDate, SimulatedClock.start, accuracy: 0.001)
        try simulator.advance(seconds: 90.5)
        try files.write([1], toPath: "Documents/data", atomically: false)
        attributes = try files.attributesOfItem(atPath: "Documents/data")
        XCTAssertEqual(attributes.modificationDate, SimulatedClock.start + 90.5, accuracy: 0.001)
        XCTAssertEqual(try files.attributesOfItem(atPath: "Documents").modificationDate, SimulatedClock.start + 90.5, accuracy: 0.001)
        XCTAssertEqual(try files.attributesOfItem(atPath: "Documents").type, .typeDirectory)
        // The date on disk is the simulated one, as another program sees it.
        let real = try FileManager.default.attributesOfItem(atPath: simulator.sandbox.home + "/Documents/data")
        let date = try XCTUnwrap(real[.modificationDate] as? Date)
        XCTAssertEqual(date.timeIntervalSinceReferenceDate, SimulatedClock.start + 90.5, accuracy: 0.001)
    }

    func testRelaunchRestoresDeletedStandardFolders() throws {
        let (simulator, _) = try makeSimulator()
        try simulator.launch()
        try simulator.files.removeItem(atPath: "Documents")
        XCTAssertThrowsError(try simulator.files.write([1], toPath: "Documents/x", atomically: true))
        try simulator.terminate()
        try simulator.launch()
        try simulator.files.write([1], toPath: "Documents/x", atomically: true)
    }

    func testDeterministicRandomAndUUIDs() {
        var a = DeterministicRandom(seed: 9), b = DeterministicRandom(seed: 9), c = DeterministicRandom(seed: 10)
        let first = (0..<5).map { _ in a.uuidString() }
        XCTAssertEqual(first, (0..<5).map { _ in b.uuidString() })
        XCTAssertNotEqual(first[0], c.uuidString())
        XCTAssertEqual(Set(first).count, 5)
        for text in first {
            let uuid = UUID(uuidString: text)
            XCTAssertNotNil(uuid)
            XCTAssertEqual(uuid?.uuidString, text, "the same form Foundation prints")
            XCTAssertEqual(Array(text)[14], "4", "version 4")
        }
        let rolls = (0..<1000).map { _ in Int.random(in: 1...6, using: &a) }
        XCTAssertEqual(Set(rolls), Set(1...6))
    }
}

final class BundleTests: XCTestCase {
    private func resources(_ names: [String]) throws -> String {
        let directory = NSTemporaryDirectory() + "kiln-bundle-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory + "/Sounds", withIntermediateDirectories: true)
        for name in names { FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(name.utf8)) }
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        return directory
    }

    func testPathForResourceFindsBundleFilesOnly() throws {
        let (simulator, _) = try makeSimulator(resources: try resources(["myImage.png", "data.json", "Sounds/ding.caf"]))
        let bundle = simulator.sandbox.bundlePath
        XCTAssertEqual(simulator.sandbox.pathForResource("myImage", ofType: "png"), bundle + "/myImage.png")
        XCTAssertEqual(simulator.sandbox.pathForResource("data.json", ofType: nil), bundle + "/data.json")
        XCTAssertEqual(simulator.sandbox.pathForResource("ding", ofType: "caf", inDirectory: "Sounds"), bundle + "/Sounds/ding.caf")
        XCTAssertNil(simulator.sandbox.pathForResource("myImage", ofType: "jpg"))
        XCTAssertNil(simulator.sandbox.pathForResource("Sounds", ofType: nil), "a folder is not a resource file")
        XCTAssertNil(simulator.sandbox.pathForResource(nil, ofType: "png"))
    }

    func testImageNamedPrefersTheDeviceScale() throws {
        let (simulator, _) = try makeSimulator(resources: try resources(["icon.png", "icon@2x.png", "icon@3x.png", "photo.jpg", "flat.png"]))
        let bundle = simulator.sandbox.bundlePath
        XCTAssertEqual(simulator.sandbox.imageResource(named: "icon")?.path, bundle + "/icon@2x.png")
        XCTAssertEqual(simulator.sandbox.imageResource(named: "icon")?.scale, 2)
        XCTAssertEqual(simulator.sandbox.imageResource(named: "icon", deviceScale: 3)?.path, bundle + "/icon@3x.png")
        XCTAssertEqual(simulator.sandbox.imageResource(named: "icon.png", deviceScale: 1)?.path, bundle + "/icon.png")
        XCTAssertEqual(simulator.sandbox.imageResource(named: "photo")?.path, bundle + "/photo.jpg")
        XCTAssertEqual(simulator.sandbox.imageResource(named: "flat")?.scale, 1)
        XCTAssertNil(simulator.sandbox.imageResource(named: "missing"))
    }

    func testTheBundleHasAnInfoPlistLikeXcodes() throws {
        let (simulator, _) = try makeSimulator()
        let data = try XCTUnwrap(FileManager.default.contents(atPath: simulator.sandbox.bundlePath + "/Info.plist"))
        let info = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        XCTAssertEqual(info["CFBundleIdentifier"] as? String, "com.bignerdranch.Homepwner")
        XCTAssertEqual(info["CFBundleName"] as? String, "Homepwner")
        XCTAssertEqual(info["CFBundleShortVersionString"] as? String, "1.0")
    }
}
