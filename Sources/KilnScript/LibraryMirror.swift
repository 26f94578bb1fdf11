// `Mirror`: the standard library's reflection as tutorials use it. `Mirror(reflecting: x)` lists
// `children` (label and value) as `dump` does — a struct's and a class's stored properties (a
// class's own; its superclass's through `superclassMirror`), a tuple's elements (`.0` where
// unlabelled), an enum case's associated values under the case's name, an optional's `some`, a
// collection's elements —, `displayStyle` (nil for numbers and strings) and `subjectType`.
// A Mirror is a struct holding its subject and, for a class instance, the class whose stored
// properties it lists.

extension Library {
    func declareMirror() {
        let mirror = TypeInfo(name: "Mirror", kind: .structure, module: "Swift")
        types["Mirror"] = mirror
        let style = TypeInfo(name: "DisplayStyle", kind: .enumeration, module: "Swift")
        style.enclosingName = "Mirror"
        let styles = ["struct", "class", "enum", "tuple", "optional", "collection", "dictionary", "set", "foreignReference"]
        for name in styles { style.cases.append(EnumCase(name: name, labels: [], rawValue: nil)) }
        types["Mirror.DisplayStyle"] = style
        // How a `customMirror` shows the superclasses: `.customized` carries the mirror maker.
        let ancestors = TypeInfo(name: "AncestorRepresentation", kind: .enumeration, module: "Swift")
        ancestors.enclosingName = "Mirror"
        ancestors.cases = [EnumCase(name: "generated", labels: [], rawValue: nil),
                           EnumCase(name: "customized", labels: [nil], rawValue: nil),
                           EnumCase(name: "suppressed", labels: [], rawValue: nil)]
        types["Mirror.AncestorRepresentation"] = ancestors
        let runtime = self.runtime
        func view(_ subject: Value) -> Value {
            if case .object(let instance) = subject, instance.type.kind == .classType { return .metatype(instance.type) }
            return .void
        }
        initializer(mirror, ["reflecting"]) { arguments in .structValue(mirror, [arguments[0], view(arguments[0])]) }
        func parts(_ value: Value) -> (subject: Value, viewed: TypeInfo?) {
            guard case .structValue(_, let fields) = value, fields.count == 2 else { return (.void, nil) }
            if case .metatype(let type) = fields[1] { return (fields[0], type) }
            return (fields[0], nil)
        }
        property(mirror, "children") { [unowned self] value in
            let (subject, viewed) = parts(value)
            let children: [(String?, Value)]
            if case .object(let instance) = subject, let viewed { children = runtime.ownFields(of: viewed, in: instance) }
            else { children = try runtime.dumpChildren(of: subject, at: self.site) }
            return .array(children.map { label, child in
                .tuple(Tuple(elements: [label.map { .some(.string($0)) } ?? .none, child], labels: ["label", "value"]))
            })
        }
        property(mirror, "displayStyle") { value in
            let name: String?
            switch parts(value).subject {
            case .structValue, .range, .indexRange, .stringIndex: name = "struct"
            case .object: name = "class"
            case .enumCase: name = "enum"
            case .tuple: name = "tuple"
            case .some, .none: name = "optional"
            case .array, .slice, .bytes: name = "collection"
            case .dictionary: name = "dictionary"
            case .set: name = "set"
            default: name = nil
            }
            return name.flatMap { styles.firstIndex(of: $0) }.map { .some(.enumCase(style, $0, [])) } ?? .none
        }
        property(mirror, "subjectType") { value in
            let (subject, viewed) = parts(value)
            if let viewed { return .metatype(viewed) }
            return runtime.dynamicMetatype(of: subject, spelled: nil, tupleElements: nil)
        }
        property(mirror, "superclassMirror") { value in
            let (subject, viewed) = parts(value)
            guard let superclass = viewed?.superclass, superclass.kind == .classType else { return .none }
            return .some(.structValue(mirror, [subject, .metatype(superclass)]))
        }
    }
}
