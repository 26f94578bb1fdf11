// `@autoclosure` parameters of methods, static methods, subscripts and initializers (a top-level
// function's are handled where it is called directly, `directCall`): the argument's expression is
// passed unevaluated, as a closure the callee calls. A member call is found when it runs, so the
// call site wraps an argument where every member of that name whose labels fit (the script's and
// the library's) declares the parameter `@autoclosure` — the only case where Swift and Kiln agree
// whatever the receiver.

extension Compiler {
    /// The argument values of a call of the member `name` (`"subscript"`, `"init"` with `initializers`),
    /// with the `@autoclosure` ones made closures.
    func wrappingAutoclosures(_ values: [Eval], labels: [String?], member name: String, initializers: [Member]? = nil) -> [Eval] {
        if autoclosureMemberNames == nil {
            var names = Set<String>()
            for type in resolver.allTypes + runtime.builtinTypes.all {
                for (memberName, members) in type.members.merging(type.staticMembers, uniquingKeysWith: +) where hasAutoclosure(members) {
                    names.insert(memberName)
                }
                if hasAutoclosure(type.initializers) { names.insert("init") }
            }
            autoclosureMemberNames = names
        }
        guard autoclosureMemberNames?.contains(name) == true else { return values }
        var candidates: [Member] = initializers ?? []
        if initializers == nil {
            for type in resolver.allTypes + runtime.builtinTypes.all {
                candidates += (type.members[name] ?? []) + (type.staticMembers[name] ?? [])
            }
        }
        var positions: Set<Int>?
        for case .method(let code) in candidates {
            guard let plan = ArgumentPlan(labels: labels, parameters: code.parameters) else { continue }
            var here = Set<Int>()
            for (parameter, source) in zip(code.parameters, plan.sources) where parameter.isAutoclosure {
                if case .argument(let index) = source { here.insert(index) }
            }
            positions = positions.map { $0.intersection(here) } ?? here
        }
        guard let positions, !positions.isEmpty else { return values }
        var wrapped = values
        for index in positions where index < values.count {
            let expression = values[index]
            wrapped[index] = { frame in Function.autoclosure(expression, in: frame) }
        }
        return wrapped
    }

    private func hasAutoclosure(_ members: [Member]) -> Bool {
        members.contains { if case .method(let code) = $0 { return code.parameters.contains(where: \.isAutoclosure) }; return false }
    }

    /// `wrappingAutoclosures` for compiled call arguments.
    func wrappingAutoclosures(_ arguments: CompiledArguments, member name: String, initializers: [Member]? = nil) -> CompiledArguments {
        let values = arguments.expressions.map(\.eval)
        let wrapped = wrappingAutoclosures(values, labels: arguments.labels, member: name, initializers: initializers)
        guard autoclosureMemberNames?.contains(name) == true else { return arguments }
        return CompiledArguments(labels: arguments.labels, expressions: wrapped.map(CompiledExpression.init), inoutPlaces: arguments.inoutPlaces)
    }
}

extension Function {
    /// `@autoclosure`: `expression`, evaluated in `frame` when the callee calls it.
    static func autoclosure(_ expression: @escaping (Frame) throws -> Value, in frame: Frame) -> Value {
        let thunk = FunctionCode(name: "autoclosure", parameters: [], hasSelf: false)
        thunk.native = { _, _ in try expression(frame) }
        return .function(Function(code: thunk, captured: nil))
    }
}
