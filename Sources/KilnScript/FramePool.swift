// Frames of finished calls, kept to be used again: most calls need a frame only while they run,
// and reusing one spares an allocation and a deallocation per call.

/// Unused frames by size, as flat stacks of references the pool owns. Frames are moved in and
/// out (`initialize(to:)`, `move()`), so taking one and giving one back cost no reference
/// counting and no array uniqueness checks.
struct FramePool {
    /// Frames of this many slots or more are not pooled.
    static let sizes = 17
    /// At most this many frames of one size are kept (deeper recursion allocates).
    static let depth = 32

    private let frames: UnsafeMutablePointer<Frame>
    private let counts: UnsafeMutablePointer<Int>

    init() {
        frames = .allocate(capacity: FramePool.sizes * FramePool.depth)
        counts = .allocate(capacity: FramePool.sizes)
        counts.initialize(repeating: 0, count: FramePool.sizes)
    }

    /// A pooled frame of `size` slots, all `()`, if there is one.
    @inline(__always)
    func take(size: Int) -> Frame? {
        guard size < FramePool.sizes else { return nil }
        let count = counts[size]
        guard count > 0 else { return nil }
        counts[size] = count &- 1
        return (frames + (size &* FramePool.depth &+ count &- 1)).move()
    }

    /// Whether a frame of `size` slots would be kept.
    @inline(__always)
    func hasRoom(size: Int) -> Bool { size < FramePool.sizes && counts[size] < FramePool.depth }

    /// Keeps `frame` (already cleared), if its size's stack has room (see `hasRoom`).
    @inline(__always)
    func give(_ frame: consuming Frame, size: Int) {
        guard hasRoom(size: size) else { return }
        let count = counts[size]
        (frames + (size &* FramePool.depth &+ count)).initialize(to: frame)
        counts[size] = count &+ 1
    }

    /// Lets every pooled frame go.
    func removeAll() {
        for size in 0..<FramePool.sizes {
            (frames + size * FramePool.depth).deinitialize(count: counts[size])
            counts[size] = 0
        }
    }

    /// Frees the pool's storage (after `removeAll`).
    func deallocate() {
        frames.deallocate()
        counts.deallocate()
    }
}
