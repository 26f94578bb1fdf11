import KilnSimulator
import XCTest

/// Stands in for the layer above: records the callbacks in order, and can run code in one.
final class RecordingDelegate: SimulatedAppDelegate {
    var callbacks: [AppCallback] = []
    var processEnds: [TerminationReason] = []
    var statesSeen: [AppCallback: AppState] = [:]
    var onCallback: [AppCallback: () -> Void] = [:]
    weak var simulator: Simulator?

    func simulatedApp(didReceive callback: AppCallback) {
        callbacks.append(callback)
        statesSeen[callback] = simulator?.state
        onCallback[callback]?()
    }

    func simulatedAppProcessDidEnd(_ reason: TerminationReason) {
        processEnds.append(reason)
    }
}

func makeSimulator(seed: UInt64 = 1, memoryLimit: Int = MemoryModel.defaultLimit, resources: String? = nil,
                   root: String? = nil) throws -> (Simulator, RecordingDelegate) {
    let simulator = try Simulator(Simulator.Configuration(seed: seed, appName: "Homepwner",
                                                          bundleIdentifier: "com.bignerdranch.Homepwner",
                                                          sandboxRoot: root, resources: resources, memoryLimit: memoryLimit))
    let delegate = RecordingDelegate()
    delegate.simulator = simulator
    simulator.delegate = delegate
    return (simulator, delegate)
}

/// The package root, found from this file's path.
let packageRoot: String = {
    var path = "\(#filePath)"
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path
}()
