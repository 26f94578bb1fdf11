// `dump(_:)`: the standard library's mirror-based tree (Swift's Dump.swift), for Kiln's values:
// a bullet (`▿` with children, `-` without), the child's label, a summary, and `#n` after
// each class instance in the order first met (an instance met again prints only its number).

extension Runtime {
    /// `dump(value, name:, indent:, maxDepth:, maxItems:)` as Swift's: below `maxDepth` a value
    /// shows `▹` and no children; after `maxItems` values, a "(n more children)" line ends a level.
    func dump(_ value: Value, name: String? = nil, indent: Int = 0, maxDepth: Int = .max, maxItems: Int = .max, at site: Location) throws -> String {
        var text = ""
        var visited: [ObjectIdentifier: Int] = [:]
        var items = maxItems
        try dump(value, name: name, indent: indent, maxDepth: maxDepth, items: &items, into: &text, visited: &visited, at: site)
        return text
    }

    private func dump(_ value: Value, name: String?, indent: Int, maxDepth: Int, items: inout Int, into text: inout String,
                      visited: inout [ObjectIdentifier: Int], at site: Location) throws {
        guard items > 0 else { return }
        items -= 1
        let children = try dumpChildren(of: value, at: site)
        let bullet = children.isEmpty && !hasSuperclassFields(value) ? "- " : maxDepth <= 0 ? "▹ " : "▿ "
        text += String(repeating: " ", count: indent) + bullet
        if let name { text += name + ": " }
        text += try dumpSummary(value, childCount: children.count, at: site)
        if case .object(let instance) = value {
            let id = ObjectIdentifier(instance)
            if let previous = visited[id] {
                text += " #\(previous)\n"
                return
            }
            visited[id] = visited.count
            text += " #\(visited[id]!)"
        }
        text += "\n"
        guard maxDepth > 0 else { return }
        if case .object(let instance) = value, let superclass = instance.type.superclass, superclass.kind == .classType {
            try dumpSuperclass(instance, superclass, indent: indent + 2, maxDepth: maxDepth - 1, items: &items, into: &text, visited: &visited, at: site)
        }
        try dumpChildren(children, indent: indent, maxDepth: maxDepth, items: &items, into: &text, visited: &visited, at: site)
    }

    private func dumpChildren(_ children: [(String?, Value)], indent: Int, maxDepth: Int, items: inout Int, into text: inout String,
                              visited: inout [ObjectIdentifier: Int], at site: Location) throws {
        for (index, (label, child)) in children.enumerated() {
            if items <= 0 {
                let remainder = children.count - index
                text += String(repeating: " ", count: indent + 4) + "(\(remainder)" + (index > 0 ? " more" : "") + (remainder == 1 ? " child)\n" : " children)\n")
                return
            }
            try dump(child, name: label, indent: indent + 2, maxDepth: maxDepth - 1, items: &items, into: &text, visited: &visited, at: site)
        }
    }

    private func hasSuperclassFields(_ value: Value) -> Bool {
        guard case .object(let instance) = value, let superclass = instance.type.superclass else { return false }
        return superclass.kind == .classType
    }

    /// `▿ super: main.Base` and the fields the superclass declares.
    private func dumpSuperclass(_ instance: Instance, _ type: TypeInfo, indent: Int, maxDepth: Int, items: inout Int, into text: inout String,
                                visited: inout [ObjectIdentifier: Int], at site: Location) throws {
        guard items > 0 else { return }
        items -= 1
        let own = ownFields(of: type, in: instance)
        let hasParent = type.superclass?.kind == .classType
        text += String(repeating: " ", count: indent) + (own.isEmpty && !hasParent ? "- " : maxDepth <= 0 ? "▹ " : "▿ ") + "super: " + type.qualifiedName + "\n"
        guard maxDepth > 0 else { return }
        if let parent = type.superclass, parent.kind == .classType {
            try dumpSuperclass(instance, parent, indent: indent + 2, maxDepth: maxDepth - 1, items: &items, into: &text, visited: &visited, at: site)
        }
        try dumpChildren(own, indent: indent, maxDepth: maxDepth, items: &items, into: &text, visited: &visited, at: site)
    }

    /// The stored properties `type` itself declares (an instance's fields start with its superclass's).
    func ownFields(of type: TypeInfo, in instance: Instance) -> [(String?, Value)] {
        let start = type.superclass?.fieldNames.count ?? 0
        let end = min(type.fieldNames.count, instance.header.fieldCount)
        guard start < end else { return [] }
        // A weak property shows its object (or nil), not the box that holds it (WeakReferences.swift).
        return (start..<end).map { (type.fieldNames[$0], WeakReference.opened(instance.fields[$0])) }
    }

    /// What Mirror would list as the value's children, with their labels.
    func dumpChildren(of value: Value, at site: Location) throws -> [(String?, Value)] {
        switch value {
        case .some(let wrapped): return [("some", wrapped)]
        case .array(let elements), .slice(_, let elements): return elements.map { (nil, $0) }
        case .set(let set): return set.elements.map { (nil, $0) }
        case .dictionary(let dictionary):
            return zip(dictionary.keys, dictionary.values).map { key, element in
                (nil, .tuple(Tuple(elements: [key, element], labels: ["key", "value"])))
            }
        case .tuple(let tuple):
            return zip(tuple.labels, tuple.elements).enumerated().map { index, pair in (pair.0 ?? ".\(index)", pair.1) }
        case .range(let lower, let upper, let closed):
            return [("lowerBound", .int(lower)), ("upperBound", .int(closed ? upper - 1 : upper))]
        case .stringIndex(let index): return [("_rawBits", .int(index.rawBits))]
        case .indexRange(let lower, let upper, _):
            return (lower.map { [("lowerBound", Value.stringIndex($0))] } ?? []) + (upper.map { [("upperBound", Value.stringIndex($0))] } ?? [])
        case .structValue(let type, let fields):
            return zip(type.fieldNames, fields).map { ($0, $1) }
        case .enumCase(let type, let index, let payload):
            guard !payload.isEmpty else { return [] }
            let enumCase = type.cases[index]
            if payload.count == 1, enumCase.labels.first.flatMap({ $0 }) == nil { return [(enumCase.name, payload[0])] }
            let labels = payload.indices.map { $0 < enumCase.labels.count ? enumCase.labels[$0] : nil }
            return [(enumCase.name, .tuple(Tuple(elements: payload, labels: labels)))]
        case .object(let instance):
            guard instance.type.kind == .classType else { return [] }
            return ownFields(of: instance.type, in: instance)
        default:
            return []
        }
    }

    /// The text after the label: a count for collections, the type's own description, or the
    /// qualified type name.
    private func dumpSummary(_ value: Value, childCount count: Int, at site: Location) throws -> String {
        switch value {
        case .tuple: return count == 1 ? "(1 element)" : "(\(count) elements)"
        case .array, .slice: return count == 1 ? "1 element" : "\(count) elements"
        case .dictionary: return count == 1 ? "1 key/value pair" : "\(count) key/value pairs"
        case .set: return count == 1 ? "1 member" : "\(count) members"
        case .range(let lower, let upper, let closed):
            return closed ? "ClosedRange(\(lower)...\(upper - 1))" : "Range(\(lower)..<\(upper))"
        case .stringIndex(let index): return index.description
        case .indexRange(let lower?, let upper?, let closed):
            return closed ? "ClosedRange(\(lower)...\(upper))" : "Range(\(lower)..<\(upper))"
        case .structValue(let type, _), .enumCase(let type, _, _):
            if describesItself(type) {
                return try debugDescribe(value, at: site)
            }
            if case .enumCase(_, let index, _) = value { return type.qualifiedName + "." + type.cases[index].name }
            // `main.Pair<Swift.Int>`: a generic struct with its arguments, as printing tells them.
            if case .structValue(_, let fields) = value, !type.genericParameters.isEmpty {
                return type.qualifiedName + (genericArguments(of: type, fields, qualified: true) ?? "")
            }
            return type.qualifiedName
        case .object(let instance):
            let type = instance.type
            if describesItself(type) {
                return try debugDescribe(value, at: site)
            }
            return type.qualifiedName + (genericArguments(of: instance, qualified: true) ?? "")
        default:
            return try debugDescribe(value, at: site)
        }
    }
}
