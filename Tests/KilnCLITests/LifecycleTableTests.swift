import Foundation
import XCTest

/// The README's life-cycle table is the one `kiln lifecycle` measures on the simulator.
final class LifecycleTableTests: XCTestCase {
    func testTheReadmesTableIsTheSimulatorsOwn() throws {
        let result = try KilnProcess.run(["lifecycle"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("| `pressHome()` | active | `applicationWillResignActive(_:)`"), result.stdout)
        XCTAssertTrue(result.stdout.contains("| `terminate()` | suspended | → notRunning, process ended (terminated) | notRunning |"), result.stdout)
        let readme = try String(contentsOf: KilnProcess.packageRoot.appendingPathComponent("README.md"))
        XCTAssertTrue(readme.contains(result.stdout), "README.md's table differs from `kiln lifecycle`: paste its output in")
    }
}
