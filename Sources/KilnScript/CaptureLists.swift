// Closure capture lists: `[n]`, `[copy = a + b]` copy a value when the closure is made;
// `[weak self]`, `[unowned self]`, `[weak x]` keep the object without retaining it.
//
// The captured values live in a frame of their own between the closure's frame and the one it
// was made in. A weak (or unowned) capture holds a `WeakReference` box; each call opens the boxes
// into a fresh copy of that frame, so during the call the body sees the object (or nil once it is
// gone). A closure that captures `self` weakly and uses no variable of the scopes around it (only
// `self`, its members, globals and its own names) does not keep the frame it was made in — that
// frame holds `self` strongly — so the object can go when the script lets it go, as in Swift.
// One that also reads constants of the scopes around it (`let`s, parameters) gets a copy of the
// frames up to the method's, without `self`: a constant's copy is the constant. One that uses a
// `var` there shares it with the method, and keeps the method's frame (and `self`) alive.
import SwiftSyntax

/// Notes whether a closure's body reads variables of the scopes around its capture list.
final class CaptureProbe {
    let scope: Scope
    var usesEnclosingLocals = false
    /// A `var` (not a constant) of the scopes around it.
    var usesEnclosingVariables = false
    init(scope: Scope) { self.scope = scope }
}

struct CompiledCaptureList {
    struct Item { let slot: Int; let value: Eval; let isWeak: Bool; let isUnowned: Bool; let isSelf: Bool }
    let items: [Item]
    let probe: CaptureProbe
    /// Whether `self` is captured weak or unowned (and so the enclosing frame may be let go).
    let capturesSelfWeakly: Bool
    /// Frames from where the closure is made up to the method's (whose slot 0 is `self`).
    let methodDepth: Int?
    /// Every closure of the method captures `self` weak or unowned, and it has no local function:
    /// nothing but the method itself reads `self` from its frame.
    let onlyWeakSelfClosures: Bool
}

extension Compiler {
    /// Evaluates nothing yet: compiles each capture's value in the enclosing scope, then opens the
    /// capture scope (to be closed by `finishCaptureList`) with the captured names declared in it.
    func beginCaptureList(_ clause: ClosureCaptureClauseSyntax) -> CompiledCaptureList {
        var pending: [(name: String, value: Eval, weak: Bool, unowned: Bool, isSelf: Bool)] = []
        for capture in clause.items {
            let name = capture.name.text
            let specifier = capture.specifier?.specifier.text
            let value = capture.initializer.map { compileExpression($0.value) } ?? compileName(name, at: capture.name)
            let isSelf = name == "self" && capture.initializer == nil
            if isSelf && specifier == nil { continue }  // `[self]`: as without a capture list
            pending.append((name, value, specifier == "weak", specifier == "unowned", isSelf))
        }
        let enclosingSelf = pending.contains { $0.isSelf } ? resolver.resolveSelf() : nil
        let selfType = enclosingSelf?.type
        resolver.push(.function, selfType: selfType)
        let probe = CaptureProbe(scope: resolver.scope)
        resolver.captureProbes.append(probe)
        var items: [CompiledCaptureList.Item] = []
        if selfType != nil {
            // `self` is slot 0 of the capture frame, where the body's `self` and implicit members look.
            let slot = resolver.declare("self")
            for entry in pending where entry.isSelf {
                items.append(.init(slot: slot, value: entry.value, isWeak: entry.weak, isUnowned: entry.unowned, isSelf: true))
            }
        }
        for entry in pending where !entry.isSelf {
            let slot = resolver.declare(entry.name)
            resolver.markConstant(entry.name)
            items.append(.init(slot: slot, value: entry.value, isWeak: entry.weak, isUnowned: entry.unowned, isSelf: false))
        }
        return CompiledCaptureList(items: items, probe: probe, capturesSelfWeakly: selfType != nil, methodDepth: enclosingSelf?.depth,
                                   onlyWeakSelfClosures: selfType != nil && Self.onlyWeakSelfClosures(around: clause))
    }

    /// Whether the method `clause`'s closure is in has only closures capturing `self` weak or
    /// unowned, and no local functions.
    static func onlyWeakSelfClosures(around clause: ClosureCaptureClauseSyntax) -> Bool {
        var node = Syntax(clause).parent
        while let current = node, !current.is(FunctionDeclSyntax.self), !current.is(InitializerDeclSyntax.self) { node = current.parent }
        guard let body = node?.as(FunctionDeclSyntax.self)?.body ?? node?.as(InitializerDeclSyntax.self)?.body else { return false }
        final class Finder: SyntaxVisitor {
            var allWeak = true
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
                let weakSelf = node.signature?.capture?.items.contains {
                    $0.name.text == "self" && $0.initializer == nil && ["weak", "unowned"].contains($0.specifier?.specifier.text ?? "")
                } ?? false
                if !weakSelf { allWeak = false }
                return .skipChildren
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { allWeak = false; return .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.allWeak
    }

    /// Closes the capture scope: the closure value is made with its capture frame.
    func finishCaptureList(_ list: CompiledCaptureList, code: FunctionCode) -> Eval {
        let size = resolver.pop()
        resolver.captureProbes.removeLast()
        code.weakCaptures = list.items.filter { $0.isWeak || $0.isUnowned }.map { ($0.slot, $0.isUnowned, $0.isSelf) }
        let detaches = list.capturesSelfWeakly && !list.probe.usesEnclosingLocals
        let copyDepth = list.capturesSelfWeakly && list.probe.usesEnclosingLocals && !list.probe.usesEnclosingVariables
            ? list.methodDepth : nil
        // Sharing the method's `var`s, it shares its frame; `self` there is let go when the method
        // returns, where no other closure or local function of the method could read it.
        let releaseDepth = list.capturesSelfWeakly && list.probe.usesEnclosingVariables && list.onlyWeakSelfClosures ? list.methodDepth : nil
        let items = list.items
        let layout = resolver.scope.layout
        return { frame in
            if let releaseDepth { frame.ancestor(releaseDepth).releasesSelfOnReturn = true }
            if !detaches && copyDepth == nil { frame.noteCaptured(by: layout) }
            let parent: Frame? = detaches ? nil : copyDepth.map { Frame.copyingChain(of: frame, upTo: $0) } ?? frame
            let captures = Frame.make(size: size, parent: parent)
            for item in items {
                let value = try item.value(frame)
                captures.slots[item.slot] = item.isWeak || item.isUnowned ? WeakReference.boxed(value) : value
            }
            return .function(Function(code: code, captured: captures))
        }
    }
}

extension Frame {
    /// Copies of `frame` and its ancestors up to `depth` frames up (the method's frame, whose
    /// `self` in slot 0 is left out), linked as the originals are; above them, the originals.
    static func copyingChain(of frame: Frame, upTo depth: Int) -> Frame {
        let copy = Frame.make(size: frame.count, parent: nil)
        for i in 0..<frame.count { copy.slots[i] = frame.slots[i] }
        if depth == 0 {
            if frame.count > 0 { copy.slots[0] = .void }
            copy.parent = frame.parent
        } else if let parent = frame.parent {
            copy.parent = copyingChain(of: parent, upTo: depth - 1)
        }
        return copy
    }
}

extension Runtime {
    /// The capture frame a call of `code` runs under: a copy of `captures` with its weak and
    /// unowned boxes opened (nil, or a fault for an unowned object that is gone).
    func openingWeakCaptures(_ captures: Frame, of code: FunctionCode, at site: Location) throws -> Frame {
        let opened = Frame.make(size: captures.count, parent: captures.parent)
        for i in 0..<captures.count { opened.slots[i] = captures.slots[i] }
        for (slot, isUnowned, isSelf) in code.weakCaptures {
            let value = WeakReference.opened(captures.slots[slot])
            if isUnowned {
                guard case .some(let object) = value else {
                    throw fault("Fatal error: Attempted to read an unowned reference but the object was already deallocated", at: site)
                }
                opened.slots[slot] = object
            } else if isSelf, case .some(let object) = value {
                opened.slots[slot] = object  // the body's `self?.`, `guard let self` and members read it
            } else {
                opened.slots[slot] = value
            }
        }
        return opened
    }
}
