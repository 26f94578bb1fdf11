// Exclusive access at run time, for what swiftc's build checks dynamically: a global variable
// passed `&` is being modified for the whole call, so reading or changing it another way inside
// the call (`increment(&stepSize)` reading `stepSize`), or passing two of its stored properties
// `&` to one call, traps with Swift's words ("Simultaneous accesses to …, but modification
// requires exclusive access"); so does a class instance's property passed `&` (`&counter.value`)
// read or changed through the object during the call. Only globals and property names the script
// ever passes `&` are checked, so other variables and properties keep their plain reads.
import SwiftSyntax

extension Runtime {
    /// What a call's `&` arguments hold exclusively: globals by index, and how many class
    /// instances' properties it added to `inoutObjectFields`.
    struct InoutAccesses { var globals: [Int] = []; var objects = 0 }

    /// Marks the globals and the objects' properties the `&` places reach as being modified for
    /// a call; throws when one already is.
    func beginInoutAccesses(_ places: [Int: Place], frame: Frame, at site: Location) throws -> InoutAccesses {
        var begun = InoutAccesses()
        // The objects first: reading what holds them is no access to a global being marked.
        for place in places.values {
            if let (base, name) = place.exclusiveObject, case .object(let instance) = try base(frame) {
                let object = ObjectIdentifier(instance)
                if inoutObjectFields.contains(where: { $0.object == object && $0.name == name }) {
                    endInoutAccesses(begun)
                    throw exclusivityFault(name, at: site)
                }
                inoutObjectFields.append((object, name))
                begun.objects += 1
            }
        }
        for place in places.values {
            if let (index, name) = place.exclusiveGlobal {
                if inoutGlobals[index] != nil {
                    endInoutAccesses(begun)
                    throw exclusivityFault(name, at: site)
                }
                inoutGlobals[index] = name
                begun.globals.append(index)
            }
        }
        return begun
    }

    func endInoutAccesses(_ begun: InoutAccesses) {
        for index in begun.globals { inoutGlobals[index] = nil }
        inoutObjectFields.removeLast(min(begun.objects, inoutObjectFields.count))
    }

    /// Another access to `receiver.name` while a call modifies that object's property in-out.
    @inline(__always) func checkExclusive(_ receiver: Value, _ name: String, at site: Location) throws {
        guard !inoutObjectFields.isEmpty, case .object(let instance) = receiver else { return }
        let object = ObjectIdentifier(instance)
        if inoutObjectFields.contains(where: { $0.object == object && $0.name == name }) { throw exclusivityFault(name, at: site) }
    }

    /// Another access to the global `index` while a call modifies it in-out.
    @inline(__always) func checkExclusive(_ index: Int, at site: Location) throws {
        if !inoutGlobals.isEmpty, let name = inoutGlobals[index] { throw exclusivityFault(name, at: site) }
    }

    func exclusivityFault(_ name: String, at site: Location) -> RuntimeFault {
        fault("Simultaneous accesses to '\(name)', but modification requires exclusive access", at: site)
    }
}

extension Place {
    /// This place, a property `name` of what `base` holds, checked first as `checkingObjectAccess` reads are.
    func checkingObjectAccess(base: @escaping Eval, name: String, _ runtime: Runtime, at site: Location) -> Place {
        let get = self.get, modify = self.modify
        let check: (Frame) throws -> Void = { frame in
            if !runtime.inoutObjectFields.isEmpty { try runtime.checkExclusive(try base(frame), name, at: site) }
        }
        var place = Place(get: { frame in try check(frame); return try get(frame) },
                          modify: { frame, body in try check(frame); return try modify(frame, body) },
                          wrapDepth: wrapDepth)
        place.assign = assign.map { assign in { frame, value in try check(frame); try assign(frame, value) } }
        place.address = nil
        return place
    }

    /// This place of the global `index`, every access to it first checking that no call is
    /// modifying it in-out.
    func checkingExclusiveAccess(toGlobal index: Int, _ runtime: Runtime, at site: Location) -> Place {
        let get = self.get, modify = self.modify
        var place = Place(get: { frame in try runtime.checkExclusive(index, at: site); return try get(frame) },
                          modify: { frame, body in try runtime.checkExclusive(index, at: site); return try modify(frame, body) },
                          wrapDepth: wrapDepth)
        place.assign = assign.map { assign in { frame, value in try runtime.checkExclusive(index, at: site); try assign(frame, value) } }
        place.address = address.map { address in { frame in try runtime.checkExclusive(index, at: site); return try address(frame) } }
        return place
    }
}

extension Compiler {
    /// The global variables the script's lines pass `&` somewhere (`&stepSize`, `&player.health`):
    /// a superset, read from the text, of those a call can be modifying.
    var inoutGlobalNames: Set<String> { inoutNames.globals }

    /// The properties the script's lines pass `&` (`health` of `&player.health`): a superset of
    /// the class instances' properties a call can be modifying.
    var inoutMemberNames: Set<String> { inoutNames.members }

    private var inoutNames: (globals: Set<String>, members: Set<String>) {
        if let names = cachedInoutNames { return names }
        let lines = scriptOwnText().split(separator: "\n", omittingEmptySubsequences: false)
        var globals: Set<String> = [], members: Set<String> = []
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        for line in lines where line.contains("&") {
            var previous: Character = " "
            var index = line.startIndex
            while index < line.endIndex {
                let character = line[index]
                let next = line.index(after: index)
                if character == "&", previous != "&", next < line.endIndex, line[next].isLetter || line[next] == "_" {
                    // `&a.b.c`: `a` may be a global, `c` an object's property.
                    // `&wallets[1].coins` too: an index (without spaces) is skipped.
                    var spelled = String(line[next...].prefix { isWord($0) || $0 == "." || $0 == "[" || $0 == "]" })
                    while let open = spelled.firstIndex(of: "["), let close = spelled[open...].firstIndex(of: "]") { spelled.removeSubrange(open...close) }
                    let path = spelled.prefix { isWord($0) || $0 == "." }.split(separator: ".")
                    if let first = path.first { globals.insert(String(first)) }
                    if path.count > 1, let last = path.last { members.insert(String(last)) }
                }
                previous = character
                index = next
            }
        }
        cachedInoutNames = (globals, members)
        return (globals, members)
    }

    /// `&base.name` where `base` is a variable or `self` and `name` a property: the object's
    /// property it is, when `base` holds a class instance at the call.
    func exclusiveObject(of inOut: InOutExprSyntax) -> (base: Eval, name: String)? {
        // `&wallet.coins`, and `&wallets[0].coins` (a base without calls, evaluated again for the check).
        guard let member = inOut.expression.as(MemberAccessExprSyntax.self), let base = member.base, isPlainPath(base) else { return nil }
        return (compileExpression(base), member.declName.baseName.text)
    }

    /// `base.name` read where a call may be modifying that property in-out: checked first.
    func checkingObjectAccess(_ read: @escaping Eval, base: ExprSyntax?, name: String, site: Location) -> Eval {
        guard inoutMemberNames.contains(name), let base, isPlainPath(base) else { return read }
        let receiver = compileExpression(base)
        let runtime = self.runtime
        return { frame in
            if !runtime.inoutObjectFields.isEmpty { try runtime.checkExclusive(try receiver(frame), name, at: site) }
            return try read(frame)
        }
    }

    /// The global a place passed `&` starts from (`score`, `player.health`, `grid[0]`), where the
    /// checker found it reached through value types only (a class's property is not the global's).
    func exclusiveGlobal(of inOut: InOutExprSyntax) -> (Int, String)? {
        guard exclusiveInoutPlaces.contains(location(inOut)) else { return nil }
        var current = inOut.expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base; continue }
            if let subscriptCall = current.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression; continue }
            if let paren = current.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
                current = only.expression
                continue
            }
            break
        }
        guard let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        guard inoutGlobalNames.contains(name), case .global(let index)? = resolver.resolve(name) else { return nil }
        return (index, name)
    }
}

extension Compiler {
    /// The script's own text: what follows the library's lines (`Interpreter.Options.libraryLineCount`)
    /// in the source. The library's lines are skipped by counting line feeds in the UTF-8 bytes
    /// (one not after a carriage return: "\r\n" is one Character, which `split(separator: "\n")`
    /// does not split at), not by splitting the whole text — the Foundation prelude's thousands
    /// of lines cost ~34M instructions a run split into Characters.
    func scriptOwnText() -> Substring {
        let text = source.text
        let skip = runtime.options.libraryLineCount
        guard skip > 0 else { return text[...] }
        let offset: Int? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var seen = 0, previous: UInt8 = 0, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A, previous != 0x0D {
                    seen += 1
                    if seen == skip { return index + 1 }
                }
                previous = byte
                index += 1
            }
            return bytes.count
        }
        guard let offset else {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.dropFirst(min(skip, lines.count)).joined(separator: "\n")[...]
        }
        return text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)...]
    }
}
