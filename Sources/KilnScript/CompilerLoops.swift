// Loops: `while`, `repeat`-`while` and `for`-`in` (with `where`, patterns, labels), their
// bodies' locals let go each iteration, their bindings when the loop ends.
import SwiftSyntax

extension Compiler {
    func compileWhile(_ whileStmt: WhileStmtSyntax, label: String?) -> Exec {
        resolver.push(.block)
        let condition = compileConditions(whileStmt.conditions)
        let body = releasingEach(compileBlock(whileStmt.body, releasingLocals: false))
        // `while let` bindings let go when the loop ends.
        let bodyLocals = loopBodyLocals + resolver.scope.names.values.sorted()
        resolver.pop()
        let runtime = self.runtime
        let site = location(whileStmt)
        return releasing(bodyLocals) { frame in
            while try condition(frame) {
                try runtime.tick(site)
                switch try body(frame) {
                case .next: continue
                case .breakLoop(let target) where target == nil || target == label: return .next
                case .continueLoop(let target) where target == nil || target == label: continue
                case let flow: return flow
                }
            }
            return .next
        }
    }

    func compileRepeat(_ repeatStmt: RepeatStmtSyntax, label: String?) -> Exec {
        let body = releasingEach(compileBlock(repeatStmt.body, releasingLocals: false))
        let bodyLocals = loopBodyLocals
        let condition = compileCondition(repeatStmt.condition)
        let runtime = self.runtime
        let site = location(repeatStmt)
        return releasing(bodyLocals) { frame in
            repeat {
                try runtime.tick(site)
                switch try body(frame) {
                case .next: break
                case .breakLoop(let target) where target == nil || target == label: return .next
                case .continueLoop(let target) where target == nil || target == label: break
                case let flow: return flow
                }
            } while try condition(frame)
            return .next
        }
    }

    func compileFor(_ forStmt: ForStmtSyntax, label: String?) -> Exec {
        let reported = diagnostics.count
        let sequence = compileExpression(forStmt.sequence)
        // `for (i, x) in items.enumerated()`, `for (key, value) in dictionary`: no pairs made (ForPairs.swift).
        let enumerated = diagnostics.count == reported ? enumeratedLoop(forStmt) : nil
        let kind = blockKind(forStmt)
        resolver.push(kind)
        // `for i in …`: the loop variable's slot is written directly.
        var loopSlot: Int?
        if let identifier = forStmt.pattern.as(IdentifierPatternSyntax.self), !resolver.isGlobalScope {
            loopSlot = bindingSlot(identifier.identifier.text).index
        }
        let bind = loopSlot == nil ? compileBindingPattern(forStmt.pattern, isLet: true) : { _, _ in true }
        let pair = hasPairPattern(forStmt) ? pairNames(forStmt.pattern) : nil
        if !forStmt.pattern.is(ValueBindingPatternSyntax.self) {  // `for var x in` is a variable
            for name in boundNames(forStmt.pattern) { resolver.markConstant(name) }
        }
        let isCasePattern = forStmt.caseKeyword != nil
        // Not `whereClause.map { … }`: a closure passed through a generic function comes back
        // wrapped in reabstraction thunks, run on every iteration.
        // A `let`: a `var` captured by the loop's closures would be boxed, each read an access check.
        let whereClause: ((Frame) throws -> Bool)?
        if let clause = forStmt.whereClause { whereClause = compileCondition(clause.condition) } else { whereClause = nil }
        let body = releasingEach(compileBlock(forStmt.body, kind: .block, releasingLocals: false))
        // In a `.block` loop scope the body's variables are in the enclosing frame: cleared when
        // the loop ends. (In a capture block they go with the iteration's frame.)
        let bodyLocals = kind == .block ? loopBodyLocals + resolver.scope.names.values.sorted() : []
        let size = resolver.pop()
        let runtime = self.runtime
        let site = location(forStmt), sequenceSite = location(forStmt.sequence)
        // What the body's flow means for the loop: nil to go on, or the flow that ends it.
        @inline(__always) func afterBody(_ flow: consuming Flow) -> Flow? {
            switch consume flow {
            case .next: return nil
            case .breakLoop(let target) where target == nil || target == label: return .next
            case .continueLoop(let target) where target == nil || target == label: return nil
            case let flow: return flow
            }
        }
        // One iteration in the frame its names live in (the loop's, or one of its own for a body
        // that captures), once `bind` put them there (false: skip it).
        @inline(__always) func iteration(_ frame: Frame, _ bind: (Frame) throws -> Bool) throws -> Flow? {
            try runtime.tick(site)
            let inner = kind == .captureBlock ? Frame.make(size: size, parent: frame) : frame
            defer { if kind == .captureBlock { inner.releaseUncaptured() } }
            guard try bind(inner) else { return nil }
            if let whereClause, !(try whereClause(inner)) { return nil }
            return afterBody(try body(inner))
        }
        // One iteration (nil: go on). The element is moved into its slot; `for i in …` in a plain
        // block (the common loop) uses the loop's frame as it is, not held once more.
        let iterate: (Frame, consuming Value) throws -> Flow?
        if kind != .captureBlock, let loopSlot {
            iterate = { frame, element in
                try runtime.tick(site)
                frame.slots[loopSlot] = consume element
                if let whereClause, !(try whereClause(frame)) { return nil }
                return afterBody(try body(frame))
            }
        } else {
            iterate = { frame, element in
                try iteration(frame) { inner in
                    if let loopSlot { inner.slots[loopSlot] = element } else if !(try bind(inner, element)) && isCasePattern {
                        return false // `for case let x? in …` skips what does not match
                    }
                    return true
                }
            }
        }
        let iteratePair: (Frame, Value, Value) throws -> Flow? = { frame, first, second in
            try iteration(frame) { inner in
                pair?.first?(inner, first)
                pair?.second?(inner, second)
                return true
            }
        }
        return releasing(bodyLocals) { frame in
            var collection: Value
            if let enumerated {
                collection = try enumerated.base(frame)
                if case .array(let elements) = collection, try enumerated.isLibrary(collection) {
                    for (offset, element) in elements.enumerated() {
                        if let flow = try iteratePair(frame, .int(offset), element) { return flow }
                    }
                    return .next
                }
                collection = try enumerated.call(collection)
            } else {
                collection = try sequence(frame)
            }
            if pair != nil, case .dictionary(let dictionary) = collection {
                for (key, value) in zip(dictionary.keys, dictionary.values) {
                    if let flow = try iteratePair(frame, key, value) { return flow }
                }
                return .next
            }
            if case .range(let lower, let upper, _) = collection {
                var i = lower
                while i < upper {
                    if let flow = try iterate(frame, .int(i)) { return flow }
                    i += 1
                }
                return .next
            }
            if runtime.isStepped(collection) {
                // A sequence walked one `next()` at a time (LibraryLazySequences.swift): `break` ends it.
                let step = try runtime.stepper(of: collection, at: sequenceSite)
                while let element = try step() {
                    if let flow = try iterate(frame, element) { return flow }
                }
                return .next
            }
            for element in try runtime.elements(of: collection, at: sequenceSite) {
                if let flow = try iterate(frame, element) { return flow }
            }
            return .next
        }
    }
}
