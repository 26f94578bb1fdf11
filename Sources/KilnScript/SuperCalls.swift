// `super.method(…)`, `super.init(…)` and a class's `self.init(…)`: a member found on a given
// class (once) or, for `self.init`, on the class of the instance being made.
import SwiftSyntax

extension Compiler {
    /// `super.method(...)` / `super.init(...)`: the member of the superclass, on this `self`.
    /// `dynamicSelf`: `self.init(…)` in a class, which reaches the initializer of the class being
    /// made (a subclass's override of it), as Swift's dynamic dispatch of initializers does.
    func superCall(_ type: TypeInfo, name: String, selfDepth: Int, arguments: CompiledArguments, site: Location,
                   dynamicSelf: Bool = false) -> Eval {
        let runtime = self.runtime
        let isStatic = resolver.scope.isStaticContextChain  // `super.describe()` in a `class func`
        let values = arguments.values
        let labels = arguments.labels
        // The superclass is known here, so the member it gives is found once, on the first call.
        final class Found { var code: FunctionCode?; var plan: ArgumentPlan? }
        let found = Found()
        let staticChoice = overloadChoices[site]  // the checker's overload by static types
        return { frame in
            let owner = frame.ancestor(selfDepth)
            var args: [Value] = []
            for value in values { args.append(try value(frame)) }
            var code: FunctionCode?, plan: ArgumentPlan?
            if !dynamicSelf, let cached = found.code {
                (code, plan) = (cached, found.plan)
            } else {
                var candidates = name == "init" ? type.initializers
                    : isStatic ? (type.lookupStatic(name) ?? []) : (type.lookup(name) ?? [])
                if dynamicSelf, case .object(let instance) = owner.slots[0], instance.type !== type {
                    candidates = instance.type.initializers + candidates
                }
                if let staticChoice, let index = candidates.firstIndex(where: { $0.function?.location == staticChoice }) {
                    candidates.insert(candidates.remove(at: index), at: 0)
                }
                for member in candidates {
                    guard case .method(let candidate) = member, let arranged = ArgumentPlan(labels: labels, parameters: candidate.parameters) else { continue }
                    (code, plan) = (candidate, arranged)
                    break
                }
                // Found once for a superclass's member; `self.init` depends on the instance made.
                if !dynamicSelf { (found.code, found.plan) = (code, plan) }
            }
            if let code, let plan {
                var selfValue = owner.slots[0]
                let result = try runtime.call(code, captured: nil, selfValue: &selfValue, arguments: try plan.arrange(args, defaultsIn: frame, at: site), at: site)
                // A failable initializer that failed: so does the one delegating to it.
                if name == "init", case .none = result { return .none }
                // A struct's memberwise initializer is native and returns the value it makes
                // (`self.init(origin:size:)` in an extension's `init(center:size:)`).
                if name == "init" && code.isNative && type.kind == .structure, case .structValue = result { selfValue = result }
                // An enum's `self.init(rawValue:)` (native) returns the case it finds.
                if name == "init" && code.isNative && type.kind == .enumeration, case .enumCase = result { selfValue = result }
                if name == "init" && code.isNative && type.kind == .enumeration, case .some(let found) = result, case .enumCase = found { selfValue = found }
                owner.slots[0] = selfValue
                return name == "init" ? selfValue : result
            }
            if name == "init" && type.initializers.isEmpty { return owner.slots[0] }
            if let synthesized = runtime.synthesizedMember, let result = try synthesized(type, name, labels, owner.slots[0], args) {
                return name == "init" ? owner.slots[0] : result
            }
            throw runtime.fault("'\(type.name)' has no member '\(name)' taking these arguments", at: site)
        }
    }
}
