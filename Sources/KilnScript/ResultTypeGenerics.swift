// A generic function whose parameter `T` only its result names (`func load<T: Decodable>(_ file:
// String) -> T`, Apple's Landmarks tutorial): Swift infers `T` from where the result goes, and so
// does Kiln where the syntax says it — a declaration's written type (`var landmarks: [Landmark] =
// load("landmarkData.json")`), a `return` in a function declared with its result type, a
// parameter's. The call hands the callee the types, which its entry binds (GenericParameters.swift).
import SwiftSyntax

extension FunctionCode {
    /// The written result type and the generic parameters only it names (nil when there are none).
    final class ResultGenerics {
        let result: TypeSyntax
        let names: Set<String>
        init(result: TypeSyntax, names: Set<String>) { self.result = result; self.names = names }
    }
}

extension Compiler {
    /// Records on `code` the generic parameters nothing but its result type tells.
    func noteResultGenerics(_ code: FunctionCode, _ bindings: [GenericBinding], result: TypeSyntax?) {
        guard let result else { return }
        let unbound = Set(bindings.filter { $0.source == nil || $0.defaultsToSelf }.map(\.name))
        guard !unbound.isEmpty, !unbound.isDisjoint(with: NameCollector.names(in: result)) else { return }
        code.resultGenerics = FunctionCode.ResultGenerics(result: result, names: unbound)
    }

    /// `call` of `code`, given its result generics' types from the context's written type.
    func bindingResultGenerics(_ code: FunctionCode, call: FunctionCallExprSyntax, _ eval: @escaping Eval) -> Eval {
        guard let info = code.resultGenerics, let written = contextWrittenType(of: ExprSyntax(call)) else { return eval }
        var matched: [String: TypeSyntax] = [:]
        Compiler.match(info.result, written, names: info.names, into: &matched)
        var values: [(String, Eval)] = []
        for (name, type) in matched {
            guard let value = typeValue(of: type, at: ExprSyntax(call)) else { continue }
            values.append((name, value))
        }
        guard !values.isEmpty else { return eval }
        let runtime = self.runtime
        return { frame in
            // Joined with what the checker told of the other parameters (GenericParameters.swift).
            var types: [String: Value] = runtime.pendingResultGenerics?.0 === code ? runtime.pendingResultGenerics!.1 : [:]
            for (name, value) in values { types[name] = try value(frame) }
            let saved = runtime.pendingResultGenerics
            runtime.pendingResultGenerics = (code, types)
            defer { runtime.pendingResultGenerics = saved }
            return try eval(frame)
        }
    }

    /// `store.load("prefs")` of a method whose generic parameter only its result names (or a
    /// defaulted `as type: T.Type = T.self`): every script method of that name that has such
    /// parameters is handed the types the context's written type gives (the receiver chooses
    /// which one runs).
    func bindingMethodResultGenerics(_ name: String, call: FunctionCallExprSyntax, _ eval: @escaping Eval) -> Eval {
        var codes: [FunctionCode] = []
        for type in resolver.allTypes {
            let members: [Member] = (type.members[name] ?? []) + (type.staticMembers[name] ?? []) + (type.protocolDefaults[name] ?? [])
            for member in members {
                if let code = member.function, code.resultGenerics != nil { codes.append(code) }
            }
        }
        guard !codes.isEmpty, let written = contextWrittenType(of: ExprSyntax(call)) else { return eval }
        var plans: [(ObjectIdentifier, [(String, Eval)])] = []
        for code in codes {
            guard let info = code.resultGenerics else { continue }
            var matched: [String: TypeSyntax] = [:]
            Compiler.match(info.result, written, names: info.names, into: &matched)
            let values = matched.compactMap { name, type in typeValue(of: type, at: ExprSyntax(call)).map { (name, $0) } }
            if !values.isEmpty { plans.append((ObjectIdentifier(code), values)) }
        }
        guard !plans.isEmpty else { return eval }
        let runtime = self.runtime
        return { frame in
            var pending: [ObjectIdentifier: [String: Value]] = [:]
            for (code, values) in plans {
                var types: [String: Value] = [:]
                for (name, value) in values { types[name] = try value(frame) }
                pending[code] = types
            }
            let saved = runtime.pendingMethodResultGenerics
            runtime.pendingMethodResultGenerics = pending
            defer { runtime.pendingMethodResultGenerics = saved }
            return try eval(frame)
        }
    }

    /// Where `declared` (a result type naming generic parameters) meets `written`, the written type
    /// each parameter stands for: `T` ↔ `[Landmark]`, `[T]` ↔ `[Int]`, `T?` ↔ `String?`.
    static func match(_ declared: TypeSyntax, _ written: TypeSyntax, names: Set<String>, into matched: inout [String: TypeSyntax]) {
        if let identifier = declared.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil, names.contains(identifier.name.text) {
            if matched[identifier.name.text] == nil { matched[identifier.name.text] = written }
            return
        }
        if let array = declared.as(ArrayTypeSyntax.self), let other = written.as(ArrayTypeSyntax.self) {
            match(array.element, other.element, names: names, into: &matched)
        } else if let optional = declared.as(OptionalTypeSyntax.self), let other = written.as(OptionalTypeSyntax.self) {
            match(optional.wrappedType, other.wrappedType, names: names, into: &matched)
        } else if let dictionary = declared.as(DictionaryTypeSyntax.self), let other = written.as(DictionaryTypeSyntax.self) {
            match(dictionary.key, other.key, names: names, into: &matched)
            match(dictionary.value, other.value, names: names, into: &matched)
        } else if let tuple = declared.as(TupleTypeSyntax.self), let other = written.as(TupleTypeSyntax.self), tuple.elements.count == other.elements.count {
            for (a, b) in zip(tuple.elements, other.elements) { match(a.type, b.type, names: names, into: &matched) }
        } else if let generic = declared.as(IdentifierTypeSyntax.self), let arguments = generic.genericArgumentClause,
                  let other = written.as(IdentifierTypeSyntax.self), other.name.text == generic.name.text,
                  let otherArguments = other.genericArgumentClause, arguments.arguments.count == otherArguments.arguments.count {
            for (a, b) in zip(arguments.arguments, otherArguments.arguments) {
                guard case .type(let x) = a.argument, case .type(let y) = b.argument else { continue }
                match(x, y, names: names, into: &matched)
            }
        }
    }
}

extension Runtime {
    /// At a generic function's entry: the type its parameter `name` takes from the call's context,
    /// if the call gave one for this function.
    func resultGenericType(_ name: String, of code: FunctionCode?) -> Value? {
        guard let code else { return nil }
        if let (pending, types) = pendingResultGenerics, pending === code { return types[name] }
        return pendingMethodResultGenerics.isEmpty ? nil : pendingMethodResultGenerics[ObjectIdentifier(code)]?[name]
    }
}
