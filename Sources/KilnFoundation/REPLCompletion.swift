// Tab completion of Swift in a REPL session: the word before the cursor completed from the names
// in scope (the session's variables, functions and types; every top-level name of the prelude,
// loaded or not), or, after a dot, from the members of what is before it: the type of a
// variable's value now (following stored properties), or a type named directly, followed
// through the declared types of the prelude's members (`FileManager.default.ur` → `urls(`).
import SwiftParser
import SwiftSyntax

extension FoundationSession.REPL {
    /// Completions for `text`, the line up to the cursor: the word being completed (possibly
    /// empty after a dot) and the candidates that would replace it, sorted. No candidates when
    /// nothing is known.
    ///
    ///     repl.completions(for: "let a = NSKeyedArch")   // ("NSKeyedArch", ["NSKeyedArchiver"])
    public func completions(for text: String) -> (word: String, candidates: [String]) {
        let scalars = Array(text.unicodeScalars)
        var start = scalars.count
        while start > 0, CompletionSyntax.isIdentifier(scalars[start - 1]) { start -= 1 }
        let word = String(String.UnicodeScalarView(scalars[start...]))
        // In a call's parentheses, at an argument's start: the labels it takes (`urls(f⇥` → `for: `).
        if let labels = argumentLabels(at: start, in: scalars), !labels.isEmpty {
            let matching = labels.filter { $0.hasPrefix(word) }.sorted()
            if !matching.isEmpty { return (word, matching) }
        }
        let candidates: Set<String>
        if start > 0, scalars[start - 1] == "." {
            guard let receiver = CompletionSyntax.receiver(before: start - 1, in: scalars),
                  let type = receiverType(receiver) else { return (word, []) }
            candidates = members(of: type.name, isStatic: type.isMetatype)
        } else {
            guard !word.isEmpty, !(word.first?.isNumber ?? false) else { return (word, []) }
            candidates = session.namesInScope.union(PreludeIndex.shared.topLevelNames)
        }
        return (word, candidates.filter { $0.hasPrefix(word) && $0 != word }.sorted())
    }

    /// The labels (`label: `) a call accepts at an argument that starts at `start`: the call is the
    /// innermost `(` still open before it; labels already written are left out.
    private func argumentLabels(at start: Int, in scalars: [Unicode.Scalar]) -> [String]? {
        var index = start - 1
        while index >= 0, scalars[index] == " " { index -= 1 }
        guard index >= 0, scalars[index] == "(" || scalars[index] == "," else { return nil }
        // The open parenthesis of the call.
        var depth = 0
        var open = index
        while open >= 0 {
            let scalar = scalars[open]
            if scalar == ")" || scalar == "]" { depth += 1 } else if scalar == "(" || scalar == "[" {
                if depth == 0 { break }
                depth -= 1
            }
            open -= 1
        }
        guard open >= 0, scalars[open] == "(", let chain = CompletionSyntax.receiver(before: open, in: scalars),
              let callee = chain.last else { return nil }
        var overloads: [[String?]] = []
        if chain.count == 1 {
            if session.isTypeName(callee.name) || PreludeIndex.shared.labels[callee.name]?["init"] != nil {
                overloads = session.argumentLabels(of: "init", inType: callee.name, isStatic: true)
                    + labelsInPrelude(of: "init", inType: callee.name)
            } else {
                overloads = session.argumentLabels(of: callee.name, inType: nil, isStatic: false)
                    + (PreludeIndex.shared.functionLabels[callee.name] ?? [])
            }
        } else if let receiver = receiverType(Array(chain.dropLast())) {
            overloads = session.argumentLabels(of: callee.name, inType: receiver.name, isStatic: receiver.isMetatype)
                + labelsInPrelude(of: callee.name, inType: receiver.name)
        }
        let written = String(String.UnicodeScalarView(scalars[(open + 1)..<start]))
        var labels = Set<String>()
        for overload in overloads {
            for case let label? in overload where !written.contains(label + ":") { labels.insert(label + ": ") }
        }
        return Array(labels)
    }

    private func labelsInPrelude(of member: String, inType typeName: String) -> [[String?]] {
        var result: [[String?]] = []
        var current: String? = typeName
        var seen = Set<String>()
        while let type = current, seen.insert(type).inserted {
            result += PreludeIndex.shared.labels[type]?[member] ?? []
            current = PreludeIndex.shared.superclasses[type]
        }
        return result
    }

    private func members(of typeName: String, isStatic: Bool) -> Set<String> {
        var names = session.memberNames(ofType: typeName, isStatic: isStatic)
        var current: String? = typeName
        var seen = Set<String>()
        while let name = current, seen.insert(name).inserted {
            for (member, info) in PreludeIndex.shared.members[name] ?? [:] where info.isStatic == isStatic {
                names.insert(info.isMethod ? member + "(" : member)
            }
            current = PreludeIndex.shared.superclasses[name]
        }
        return names
    }

    /// The type of a chain `a.b(…).c`: the value of a variable now, else a type named directly,
    /// then the declared types of the prelude's members.
    private func receiverType(_ chain: [CompletionSyntax.Component]) -> (name: String, isMetatype: Bool)? {
        guard let first = chain.first else { return nil }
        var current: (name: String, isMetatype: Bool)?
        var rest = chain.dropFirst()
        // The longest run of stored properties the session's values answer for.
        if !first.isCall {
            var length = chain.prefix { !$0.isCall }.count
            while length > 0, current == nil {
                if let name = session.valueTypeName(at: chain.prefix(length).map(\.name)) {
                    current = (name, false)
                    rest = chain.dropFirst(length)
                }
                length -= 1
            }
        }
        if current == nil {
            guard session.isTypeName(first.name) || PreludeIndex.shared.members[first.name] != nil
                    || PreludeIndex.shared.superclasses[first.name] != nil else { return nil }
            current = (first.name, !first.isCall)
        }
        for component in rest {
            guard let type = current, let member = memberInfo(component.name, of: type.name, isStatic: type.isMetatype),
                  let result = member.type else { return nil }
            current = (result, false)
        }
        return current
    }

    private func memberInfo(_ name: String, of typeName: String, isStatic: Bool) -> PreludeIndex.Member? {
        var current: String? = typeName
        var seen = Set<String>()
        while let type = current, seen.insert(type).inserted {
            if let member = PreludeIndex.shared.members[type]?[name], member.isStatic == isStatic { return member }
            current = PreludeIndex.shared.superclasses[type]
        }
        return nil
    }
}

/// Reading the chain before a dot, backwards.
enum CompletionSyntax {
    struct Component {
        var name: String
        var isCall: Bool
    }

    static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    /// The components of `a.b(…).c` ending just before `dot`; nil when it is not such a chain.
    static func receiver(before dot: Int, in scalars: [Unicode.Scalar]) -> [Component]? {
        var components: [Component] = []
        var end = dot
        while true {
            var isCall = false
            if end > 0, scalars[end - 1] == ")" {
                // Skip the balanced argument list.
                var depth = 0
                var index = end - 1
                repeat {
                    if scalars[index] == ")" { depth += 1 } else if scalars[index] == "(" { depth -= 1 }
                    if depth == 0 { break }
                    index -= 1
                } while index >= 0
                guard index >= 0 else { return nil }
                end = index
                isCall = true
            }
            var start = end
            while start > 0, isIdentifier(scalars[start - 1]) { start -= 1 }
            guard start < end else { return nil }
            components.insert(Component(name: String(String.UnicodeScalarView(scalars[start..<end])), isCall: isCall), at: 0)
            guard start > 0, scalars[start - 1] == "." else { return components }
            end = start - 1
        }
    }
}

/// What the prelude declares, for completion: its top-level names, each type's members (with
/// the extensions') and the declared type of each, and class inheritance. Parsed once, on the
/// first completion.
final class PreludeIndex: @unchecked Sendable {
    struct Member {
        var isMethod: Bool
        var isStatic: Bool
        /// The member's type, or a method's result type, as a type name (`Array` for `[URL]`).
        var type: String?
    }

    static let shared = PreludeIndex(source: Prelude.source)

    private(set) var topLevelNames = Set<String>()
    private(set) var members: [String: [String: Member]] = [:]
    private(set) var superclasses: [String: String] = [:]
    /// Each overload's argument labels (nil for `_`): of each type's methods and `init`, and of
    /// the top-level functions.
    private(set) var labels: [String: [String: [[String?]]]] = [:]
    private(set) var functionLabels: [String: [[String?]]] = [:]

    static func labels(of clause: FunctionParameterClauseSyntax) -> [String?] {
        clause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
    }

    init(source: String) {
        let tree = Parser.parse(source: source)
        for item in tree.statements {
            guard case .decl(let decl) = item.item else { continue }
            if let function = decl.as(FunctionDeclSyntax.self) {
                add(topLevel: function.name.text)
                functionLabels[function.name.text, default: []].append(PreludeIndex.labels(of: function.signature.parameterClause))
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { add(topLevel: name) }
                }
            } else if let type = decl.asProtocol(DeclGroupSyntax.self) {
                declare(type, outer: nil)
            } else if let alias = decl.as(TypeAliasDeclSyntax.self), !Prelude.renamedTypes.contains(where: { $0.old == alias.name.text }) {
                add(topLevel: alias.name.text)
            }
        }
    }

    private func add(topLevel name: String) {
        if !name.hasPrefix("__") { topLevelNames.insert(name) }
    }

    private func declare(_ group: some DeclGroupSyntax, outer: String?) {
        let name: String
        if let ext = group.as(ExtensionDeclSyntax.self) {
            name = ext.extendedType.trimmedDescription
        } else if let named = group.asProtocol(NamedDeclSyntax.self) {
            let plain = named.name.text
            name = outer.map { "\($0).\(plain)" } ?? plain
            if outer == nil { add(topLevel: plain) }
            if group.is(ClassDeclSyntax.self), let first = group.inheritanceClause?.inheritedTypes.first {
                superclasses[name] = first.type.trimmedDescription
            }
        } else {
            return
        }
        var table = members[name] ?? [:]
        for item in group.memberBlock.members {
            let decl = item.decl
            // Old spellings run, but are not offered.
            if decl.description.contains("__kilnRenamed(") { continue }
            let isStatic = decl.asProtocol(WithModifiersSyntax.self)?.modifiers
                .contains { ["static", "class"].contains($0.name.text) } ?? false
            if let function = decl.as(FunctionDeclSyntax.self) {
                labels[name, default: [:]][function.name.text, default: []].append(PreludeIndex.labels(of: function.signature.parameterClause))
                table[function.name.text] = Member(isMethod: true, isStatic: isStatic,
                                                   type: function.signature.returnClause.map { PreludeIndex.typeName($0.type) })
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let member = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let type = binding.typeAnnotation.map { PreludeIndex.typeName($0.type) }
                        ?? binding.initializer.flatMap { PreludeIndex.constructedType($0.value) }
                    table[member.trimmingCharacters(in: "`")] = Member(isMethod: false, isStatic: isStatic, type: type)
                }
            } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
                for element in cases.elements {
                    table[element.name.text] = Member(isMethod: false, isStatic: true, type: name)
                }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                labels[name, default: [:]]["init", default: []].append(PreludeIndex.labels(of: initializer.signature.parameterClause))
                table["init"] = Member(isMethod: true, isStatic: true, type: name)
            } else if let nested = decl.asProtocol(DeclGroupSyntax.self) {
                declare(nested, outer: name)
            }
        }
        members[name] = table.filter { !$0.key.hasPrefix("__") }
    }

    /// `[URL]` → Array, `String?` → String, `[String: Any]` → Dictionary.
    static func typeName(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(forced.wrappedType) }
        if type.is(ArrayTypeSyntax.self) { return "Array" }
        if type.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        return type.trimmedDescription
    }

    /// `FileManager()` → FileManager: the type a stored property's initializer makes.
    static func constructedType(_ value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name.first?.isUppercase == true else { return nil }
        return name
    }
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
