// Exclusive access at run time, for what swiftc's build checks dynamically: a global variable
// passed `&` is being modified for the whole call, so reading or changing it another way inside
// the call (`increment(&stepSize)` reading `stepSize`), or passing two of its stored properties
// `&` to one call, traps with Swift's words ("Simultaneous accesses to …, but modification
// requires exclusive access"). Only globals the script ever passes `&` are checked, so other
// variables keep their plain reads.
import SwiftSyntax

extension Runtime {
    /// Marks the globals the `&` places reach as being modified for a call; throws when one already is.
    func beginInoutAccesses(_ places: [Int: Place], at site: Location) throws -> [Int] {
        var begun: [Int] = []
        for place in places.values {
            guard let (index, name) = place.exclusiveGlobal else { continue }
            if inoutGlobals[index] != nil {
                for done in begun { inoutGlobals[done] = nil }
                throw exclusivityFault(name, at: site)
            }
            inoutGlobals[index] = name
            begun.append(index)
        }
        return begun
    }

    func endInoutAccesses(_ begun: [Int]) {
        for index in begun { inoutGlobals[index] = nil }
    }

    /// Another access to the global `index` while a call modifies it in-out.
    @inline(__always) func checkExclusive(_ index: Int, at site: Location) throws {
        if !inoutGlobals.isEmpty, let name = inoutGlobals[index] { throw exclusivityFault(name, at: site) }
    }

    private func exclusivityFault(_ name: String, at site: Location) -> RuntimeFault {
        fault("Simultaneous accesses to '\(name)', but modification requires exclusive access", at: site)
    }
}

extension Place {
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
    var inoutGlobalNames: Set<String> {
        if let names = cachedInoutGlobalNames { return names }
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        var names: Set<String> = []
        for line in lines.dropFirst(min(runtime.options.libraryLineCount, lines.count)) where line.contains("&") {
            var previous: Character = " "
            var index = line.startIndex
            while index < line.endIndex {
                let character = line[index]
                let next = line.index(after: index)
                if character == "&", previous != "&", next < line.endIndex, line[next].isLetter || line[next] == "_" {
                    let word = line[next...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    names.insert(String(word))
                }
                previous = character
                index = next
            }
        }
        cachedInoutGlobalNames = names
        return names
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
