// `#if` as Kiln decides it: the simulated iOS device's conditions (which the differential suite,
// compiled for Linux, cannot check), and code after a directive keeping its lines and columns.
import XCTest
@testable import KilnScript

final class CompilationConditionTests: XCTestCase {
    private func run(_ source: String) -> RunResult {
        Interpreter().run(source: source, fileName: "conditions.swift")
    }

    func testTheConditionsAreTheIOSSimulators() {
        let result = run("""
            #if os(iOS)
            print("iOS")
            #elseif os(Linux)
            print("Linux")
            #else
            print("other")
            #endif
            #if os(macOS) || os(Linux) || os(Windows)
            print("desktop")
            #endif
            #if canImport(UIKit) && canImport(Foundation)
            print("UIKit")
            #endif
            #if canImport(Glibc) || canImport(AppKit)
            print("wrong module")
            #endif
            #if targetEnvironment(simulator)
            print("simulator")
            #endif
            #if DEBUG
            print("DEBUG")
            #endif
            #if swift(>=5.9) && !swift(>=6.0) && compiler(>=6.0)
            print("Swift 5 mode, compiler 6")
            #endif
            """)
        XCTAssertEqual(result.output, "iOS\nUIKit\nsimulator\nSwift 5 mode, compiler 6\n", result.renderedDiagnostics)
    }

    func testCodeAfterADirectiveKeepsItsLocation() {
        let result = run("""
            #if os(Linux)
            let n = 0
            #else
            let n: Int? = nil
            #endif
            print(#line, #column); print(n!)
            """)
        XCTAssertEqual(result.output, "6 14\n")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.diagnostics.last?.location, Location(line: 6, column: 31), result.renderedDiagnostics)
    }

    func testInactiveCodeIsNeverCompiled() {
        let result = run("""
            struct Item {
                var name = "a"
                #if os(Android)
                var missing = undefinedName()
                #endif
            }
            print(Item())
            """)
        XCTAssertEqual(result.exitStatus, 0, result.renderedDiagnostics)
        XCTAssertEqual(result.output, #"Item(name: "a")"# + "\n")
    }
}
