// Block scopes and the end of their locals: a block whose variables a closure inside it could
// capture gets a frame per entry; any other block's locals live in the enclosing frame and are
// let go when it ends (a loop's, at the end of each iteration), last declared first, as Swift's
// are — except what a closure captured, which lives with the closure.
import SwiftSyntax

extension Compiler {
    /// A block that declares variables a closure inside it could capture gets a frame of its own.
    func blockKind(_ node: some SyntaxProtocol) -> Scope.Kind {
        ClosureFinder.containsClosure(node) ? .captureBlock : .block
    }

    /// An accessor's or a `deinit`'s body, which may be absent, as a plain `Exec` (not
    /// `body.map(…) ?? { … }`: the generic `??` would wrap the body in two conversion thunks, run
    /// on every call — a property observer's on every assignment).
    func compileOptionalBlock(_ block: CodeBlockSyntax?) -> Exec {
        guard let block else { return { _ in .next } }
        return compileBlock(block, kind: .block)
    }

    /// A block's statements in a scope of their own. A `.block` scope's variables live in the
    /// enclosing frame: they let go of their values when the block ends, as Swift's do (a `deinit`
    /// runs there, a weak reference turns nil there). A loop's body (`releasingLocals: false`)
    /// leaves that to the loop, which clears them once it ends: each iteration overwrites them
    /// anyway, and clearing them per iteration cost a fifth of a loop that makes an object per
    /// iteration. The slots are left in `loopBodyLocals`.
    func compileScoped(_ items: [CodeBlockItemSyntax], kind: Scope.Kind, releasingLocals: Bool = true) -> Exec {
        resolver.push(kind)
        let body = compileItems(items, topLevel: false)
        // What a closure of the block captured lives with the closure (an initializer's body is
        // such a block: `init() { let b = Box(); jobs.append { b.run() } }`).
        let layout = resolver.scope.layout
        let declared = resolver.scope.names.values.sorted().filter { !layout.captured.contains($0) }
        let size = resolver.pop()
        if kind == .captureBlock {
            loopBodyLocals = []
            return { frame in
                let inner = Frame.make(size: size, parent: frame)
                defer { inner.releaseUncaptured() }
                return try body(inner)
            }
        }
        if !releasingLocals {
            loopBodyLocals = declared
            return body
        }
        return releasing(declared, after: body)
    }

    /// `exec`, then the slots cleared (on its normal ends; a thrown error leaves them to the
    /// frame's end).
    func releasing(_ slots: [Int], after exec: @escaping Exec) -> Exec {
        switch slots.count {
        case 0:
            return exec
        case 1:
            let slot = slots[0]
            return { frame in
                let flow = try exec(frame)
                frame.slots[slot] = .void
                return flow
            }
        default:
            return { frame in
                let flow = try exec(frame)
                // Swift releases a scope's locals in the reverse order of their declarations.
                for slot in slots.reversed() { frame.slots[slot] = .void }
                return flow
            }
        }
    }

    /// A loop body that releases its locals (`loopBodyLocals`) at the end of each iteration, as
    /// Swift does, last declared first, so each `deinit` runs before the next iteration starts.
    /// A local a closure of the body captured stays (a `for` body's locals are in the loop's
    /// capture frame, kept by the closure; `Frame.releaseUncaptured` lets the rest go).
    func releasingEach(_ body: @escaping Exec) -> Exec {
        let layout = resolver.scope.layout
        let slots = loopBodyLocals.reversed().filter { !layout.captured.contains($0) }
        if slots.isEmpty { return body }
        return { frame in
            let flow = try body(frame)
            let values = frame.slots
            for slot in slots { values[slot] = .void }
            return flow
        }
    }
}
