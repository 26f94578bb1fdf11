// A script's own sequences get the standard library's sequence algorithms: a type that adopts
// `Sequence` (with `makeIterator()`) or is its own `IteratorProtocol` (`next()` only, as Swift's
// default `makeIterator()` returns the value) answers `map`, `filter`, `reduce`, `contains`,
// `sorted`, `min`, `joined`, … over the elements a `for-in` loop visits, unless it declares them.
extension Compiler {
    func giveSequenceAlgorithms(_ types: [TypeInfo]) {
        giveOptionSetMembers(types)  // ScriptOptionSets.swift
        registerLabeledTuples()  // TupleLabels.swift
        // Foundation's `Data` too: a Sequence of bytes with a few members of its own (`sorted()`, `max()`, `prefix(2)`).
        for type in types where (type.module == runtime.moduleName && !type.isLibrary && type.kind != .protocolType)
                                || (type.isLibrary && type.name == "Data" && type.kind == .structure) {
            let adopted = type.allConformances
            let isCollection = adopted.contains("Collection") || adopted.contains("BidirectionalCollection")
                || adopted.contains("RandomAccessCollection")
            guard adopted.contains("Sequence") || adopted.contains("IteratorProtocol") || isCollection else { continue }
            let scratch = TypeInfo(name: type.name, kind: type.kind, module: type.module)
            // Those that stop early (`prefix`, `first(where:)`, `contains`) walk only as far as they need.
            library.declareSteppedMembers(scratch, lazy: false)  // LibraryLazySequences.swift
            library.declareSequenceExtras(scratch)  // LibrarySequenceAlgorithms.swift
            if isCollection {
                // A Collection's own properties, over the same elements.
                let runtime = self.runtime
                library.property(scratch, "count") { .int(try runtime.elements(of: $0, at: runtime.currentLocation).count) }
                library.property(scratch, "isEmpty") { .bool(try runtime.elements(of: $0, at: runtime.currentLocation).isEmpty) }
                library.property(scratch, "first") { try runtime.elements(of: $0, at: runtime.currentLocation).first.map { .some($0) } ?? .none }
                // `for i in ring.indices`: startIndex..<endIndex of an Int-indexed collection.
                library.property(scratch, "indices") { selfValue in
                    let site = runtime.currentLocation
                    guard case .int(let start) = try runtime.getMember(selfValue, "startIndex", cache: MemberCache(), at: site),
                          case .int(let end) = try runtime.getMember(selfValue, "endIndex", cache: MemberCache(), at: site), start <= end else {
                        throw runtime.fault("indices of a collection whose indices are not Ints are not supported in Kiln yet", at: site)
                    }
                    return .range(lower: start, upper: end, closed: false)
                }
                if adopted.contains("BidirectionalCollection") || adopted.contains("RandomAccessCollection") {
                    library.property(scratch, "last") { try runtime.elements(of: $0, at: runtime.currentLocation).last.map { .some($0) } ?? .none }
                }
                if type.lookup("makeIterator") == nil {
                    library.method(scratch, "firstIndex", ["of"]) { selfValue, arguments in
                        let site = runtime.currentLocation
                        for (index, element) in try runtime.indexedPairs(of: selfValue, at: site) where try runtime.equal(element, arguments[0], at: site) {
                            return .some(index)
                        }
                        return .none
                    }
                }
            }
            // Its iterator stays its own (the algorithms read the elements through it).
            // A name the type declares keeps its own members; the algorithm's forms of other labels
            // join them (`count(where:)` beside a `count` property, `split(separator:)` beside a
            // `split(whereSeparator:)`).
            for (name, members) in scratch.members where name != "makeIterator" {
                guard let own = type.lookup(name) else {
                    if type.fieldIndex(name) == nil { type.members[name] = members }
                    continue
                }
                let ownLabels = own.compactMap { $0.function.map { $0.parameters.map(\.label) } }
                let added = members.filter { member in
                    guard let code = member.function else { return false }
                    let labels = code.parameters.map(\.label)
                    return !labels.isEmpty && !ownLabels.contains(labels)
                }
                if !added.isEmpty { type.members[name] = (type.members[name] ?? own) + added }
            }
        }
    }
}
