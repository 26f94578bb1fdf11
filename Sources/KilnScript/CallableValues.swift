// Values of the script's types called like functions: `callAsFunction` (`adder(5)`) and
// `@dynamicCallable`'s `dynamicallyCall(withArguments:)` / `(withKeywordArguments:)`.
import SwiftSyntax

extension Compiler {
    /// The call of a value that may be an instance rather than a function, when some type of the
    /// script can be called so; nil otherwise (the value must then be a function).
    func callableValueCall(_ callee: ExprSyntax, function: @escaping Eval, arguments: CompiledArguments, site: Location) -> Eval? {
        let types = resolver.allTypes
        let hasCallAsFunction = types.contains { $0.lookup("callAsFunction") != nil }
        let hasDynamicCall = types.contains { $0.lookup("dynamicallyCall") != nil }
        guard hasCallAsFunction || hasDynamicCall else { return nil }
        // A plain path (`adder`, `self.tally`) is read again as the receiver, so a mutating
        // `callAsFunction` changes the stored value; anything else is called on the value read.
        let isPath = callee.is(DeclReferenceExprSyntax.self) || callee.is(MemberAccessExprSyntax.self)
        let receiver = (isPath ? compilePlace(callee) : nil) ?? valueReceiver(function)
        let asFunction = hasCallAsFunction ? methodCall(receiver: receiver, name: "callAsFunction", arguments: arguments, site: site) : nil
        var dynamicCall: Eval?
        if hasDynamicCall {
            let values = arguments.values
            let labels = arguments.labels
            let keywords = labels.contains { $0 != nil }
            // `dial(4, 1, 1)` passes `[4, 1, 1]`; `record(a: 1, 2)` passes `["a": 1, "": 2]` as pairs.
            let packed = CompiledExpression { frame in
                var elements: [Value] = []
                for (value, label) in zip(values, labels) {
                    let element = try value(frame)
                    elements.append(keywords ? .tuple(Tuple(elements: [.string(label ?? ""), element], labels: ["key", "value"])) : element)
                }
                return .array(elements)
            }
            let packedArguments = CompiledArguments(labels: [keywords ? "withKeywordArguments" : "withArguments"],
                                                    expressions: [packed], inoutPlaces: [:])
            dynamicCall = methodCall(receiver: receiver, name: "dynamicallyCall", arguments: packedArguments, site: site)
        }
        let runtime = self.runtime
        let values = arguments.values
        return { frame in
            let callee = try function(frame)
            if case .function = callee {
                var args: [Value] = []
                for value in values { args.append(try value(frame)) }
                return try runtime.callValue(callee, arguments: args, at: site)
            }
            let type = runtime.typeInfo(of: callee)
            if let asFunction, type.lookup("callAsFunction") != nil { return try asFunction(frame) }
            if let dynamicCall, type.lookup("dynamicallyCall") != nil { return try dynamicCall(frame) }
            throw runtime.fault("cannot call value of type '\(typeName(of: callee))'", at: site)
        }
    }
}
