// swift-tools-version:6.0
// Kiln: a Swift scripting playground for persistence lessons.
// The module graph is one-way (see docs/ARCHITECTURE.md):
//   PropertyList ◄─ KeyedArchive ◄─┬─ ArchiveInspection ◄──────────────────────────────┐
//   JSON ◄─────────────────────────┼──────────────────────────────────┐                │
//   PropertyList ◄─ KilnSimulator ◄┼─ KilnFoundation ◄─ KilnLessons ◄─┴─ Kiln ◄─ kiln ◄─┘
//   swift-syntax ◄─ KilnScript ◄───┘                                     CEditLine ◄─┘
import PackageDescription

let package = Package(
    name: "Kiln",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Kiln", targets: ["Kiln"]),
        .library(name: "PropertyList", targets: ["PropertyList"]),
        .library(name: "KeyedArchive", targets: ["KeyedArchive"]),
        .library(name: "ArchiveInspection", targets: ["ArchiveInspection"]),
        .executable(name: "kiln", targets: ["kiln"]),
        .executable(name: "kiln-bench", targets: ["KilnBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The value model and the bplist00 / XML readers and writers. Standard library only.
        .target(name: "PropertyList"),
        // The NSKeyedArchiver format on top of property lists.
        .target(name: "KeyedArchive", dependencies: ["PropertyList"]),
        // JSON text: the value, the one reader (Python's and JSONDecoder's dialects), the writer.
        .target(name: "JSON"),
        // Looking inside archives: the tree and `$objects` views, describe.py's canonical JSON
        // and archives built from it (`kiln plist`).
        .target(name: "ArchiveInspection", dependencies: ["KeyedArchive", "PropertyList", "JSON"]),
        // The language: front end, resolver, compiler to closures, runtime.
        .target(name: "KilnScript", dependencies: [
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftIfConfig", package: "swift-syntax"),
        ]),
        // The simulated device: sandbox, clock, lifecycle, notifications, memory, images, defaults.
        .target(name: "KilnSimulator", dependencies: ["PropertyList", "CJPEG", "CPNG"]),
        // libjpeg (libjpeg-turbo) and libpng, for the simulator's images; C shims keep longjmp out of Swift.
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // Foundation / UIKit names as scripts see them.
        .target(name: "KilnFoundation", dependencies: [
            "KilnScript", "KeyedArchive", "KilnSimulator", "PropertyList", "JSON",
            // The REPL's completion reads the prelude's declarations (REPLCompletion.swift).
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        // Lesson format, runner, checker, reports.
        .target(name: "KilnLessons", dependencies: [
            "KilnFoundation", "KeyedArchive", "KilnSimulator", "KilnScript", "PropertyList", "JSON",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        // The public embedding API.
        .target(name: "Kiln", dependencies: ["KilnLessons", "KilnFoundation", "KilnScript", "KilnSimulator"]),
        // libedit, for the REPL's line editing and history.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .executableTarget(name: "kiln", dependencies: [
            "Kiln", "CEditLine", "PropertyList", "ArchiveInspection", "JSON", "KilnSimulator", "KilnFoundation",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // A program that embeds Kiln to grade a lesson (README: Embedding); built and run by the tests.
        .executableTarget(name: "kiln-embedding-example", dependencies: ["Kiln"], path: "Examples/embedding"),
        // Speed and memory targets, run in release: `make bench`.
        .executableTarget(
            name: "KilnBenchmarks",
            // KilnFoundation and KilnScript for the checker's suite (CheckerBenchmarks.swift), in process.
            dependencies: ["PropertyList", "KeyedArchive", "KilnFoundation", "KilnScript"],
            path: "Benchmarks/KilnBenchmarks"
        ),

        .testTarget(name: "PropertyListTests", dependencies: ["PropertyList"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "KeyedArchiveTests", dependencies: ["KeyedArchive", "PropertyList", "ArchiveInspection", "JSON"]),
        .testTarget(name: "KilnScriptTests", dependencies: ["KilnScript"], exclude: ["Programs", "Refused", "Accepted", "Warnings"]),
        .testTarget(name: "KilnSimulatorTests", dependencies: ["KilnSimulator", "PropertyList"]),
        .testTarget(name: "KilnFoundationTests", dependencies: ["KilnFoundation", "KilnScript", "KilnSimulator"], exclude: ["Refused", "Accepted", "Programs"]),
        .testTarget(name: "KilnLessonsTests", dependencies: ["KilnLessons"]),
        .testTarget(name: "KilnCLITests", dependencies: ["Kiln"]),
    ]
)
