/// A registration in the memory model; give it back to `release(_:)` when the object is freed.
public struct MemoryAllocation: Hashable, Sendable {
    let id: Int
    public let bytes: Int
}

/// The app's memory footprint as iOS's memory pressure system sees it: the layer above
/// registers the big allocations (an image's decoded bitmap: width × height × 4 × scale² bytes)
/// and releases them when the objects are freed.
///
/// When the footprint goes over `limit` the app gets a memory warning (once per crossing:
/// it must fall back to the limit or below before another); an app still over the limit in
/// the background is terminated (jetsam). The simulator wires those reactions; this type counts.
///
/// ```swift
/// let image = simulator.memory.allocate(bytes: 1024 * 768 * 4, label: "UIImage")
/// simulator.memory.release(image)
/// ```
public final class MemoryModel {
    /// The bytes registered and not yet released.
    public private(set) var footprint = 0
    /// The footprint above which iOS warns the app. 200 MB by default, a few apps' worth on an
    /// older phone, so that lessons about caches can reach it with a handful of photos.
    public var limit: Int {
        didSet { checkCrossing(previousFootprint: footprint, previousLimit: oldValue) }
    }
    /// What the live allocations are, by label (for reports: "UIImage: 3 × 3 MB").
    public private(set) var labels: [Int: String] = [:]
    private var allocations: [Int: Int] = [:]
    private var nextID = 0

    /// Called when the footprint goes from at-or-under the limit to over it.
    var crossingHandler: (() -> Void)?

    public static let defaultLimit = 200 * 1024 * 1024

    init(limit: Int = MemoryModel.defaultLimit) {
        self.limit = limit
    }

    /// Registers `bytes` more in use. Negative sizes are refused.
    public func allocate(bytes: Int, label: String = "") throws -> MemoryAllocation {
        guard bytes >= 0 else {
            throw SimulatorError.invalidArgument("a memory allocation cannot have a negative size (\(bytes) bytes)")
        }
        nextID += 1
        allocations[nextID] = bytes
        labels[nextID] = label
        let previous = footprint
        footprint = footprint.addingReportingOverflow(bytes).overflow ? Int.max : footprint + bytes
        checkCrossing(previousFootprint: previous, previousLimit: limit)
        return MemoryAllocation(id: nextID, bytes: bytes)
    }

    /// The object behind `allocation` was freed. Releasing twice, or after the process ended, does nothing.
    public func release(_ allocation: MemoryAllocation) {
        guard let bytes = allocations.removeValue(forKey: allocation.id) else { return }
        labels[allocation.id] = nil
        footprint -= bytes
    }

    /// The process ended: its memory is gone.
    func reset() {
        allocations = [:]
        labels = [:]
        footprint = 0
    }

    public var isOverLimit: Bool { footprint > limit }

    private func checkCrossing(previousFootprint: Int, previousLimit: Int) {
        if previousFootprint <= previousLimit && footprint > limit {
            crossingHandler?()
        }
    }
}
