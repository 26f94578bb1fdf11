// Methods as values: `formatter.string(from:)` (the overload its labels name) and
// `base.appendingPathComponent` with overloads of different arities (the one a call's arguments
// fit, chosen when it is called).

extension Runtime {
    /// `value.name(label:)` as a function: the method of those labels, among its overloads.
    func methodValue(_ value: Value, _ name: String, labels: [String?], cache: MemberCache, at site: Location) throws -> Value {
        for member in members(of: value, name, cache: cache).1 {
            if case .method(let code) = member, code.parameters.count == labels.count, zip(code.parameters, labels).allSatisfy({ $0.label == $1 }) {
                return .function(Function(code: code, captured: nil, boundSelf: value))
            }
        }
        return try getMember(value, name, cache: cache, at: site)
    }

    /// `base.appendingPathComponent` as a function value, where the overloads differ in how many
    /// parameters they take: the one a call's arguments fit, chosen when it is called.
    func overloadSet(_ found: [Member], boundSelf: Value, at site: Location) -> Value? {
        let methods = found.compactMap { member -> FunctionCode? in
            if case .method(let code) = member { return code }
            return nil
        }
        // `stop.contains` beside `contains(where:)`: of one arity, the overload whose parameter
        // takes a closure only for a function argument (`words.filter(stop.contains)`).
        let takesClosure = { (code: FunctionCode) in code.parameters.count == 1 && Self.closureLabels.contains(code.parameters[0].label ?? "") }
        guard Set(methods.map(\.parameters.count)).count > 1 || Set(methods.map(takesClosure)).count > 1 else { return nil }
        let dispatcher = FunctionCode(name: methods[0].name, parameters: [Parameter(label: nil, isVariadic: true)], hasSelf: false)
        dispatcher.native = { [unowned self] _, arguments in
            guard case .array(let values) = arguments.first else { return .void }
            let isFunction = values.count == 1 && { if case .function = values[0] { return true }; return false }()
            let chosen = methods.first { $0.parameters.count == values.count && (values.count != 1 || takesClosure($0) == isFunction) }
                ?? methods.first { $0.parameters.count == values.count } ?? methods[0]
            var selfValue = boundSelf
            return try self.call(chosen, captured: nil, selfValue: &selfValue, arguments: values, at: site)
        }
        return .function(Function(code: dispatcher, captured: nil))
    }

    static let closureLabels: Set<String> = ["where", "by", "while", "isIncluded"]

    /// `Dog.bark` (an instance method named through the type): `(Dog) -> () -> String`, the
    /// method bound to the instance it is given. Nil when the type has no such instance method.
    func unappliedMethod(_ value: Value, _ name: String, at site: Location) -> Value? {
        guard case .metatype(let type) = value,
              (type.lookup(name) ?? type.protocolDefaults[name])?.contains(where: { $0.function != nil }) == true else { return nil }
        let curried = FunctionCode(name: name, parameters: [Parameter(label: nil)], hasSelf: false)
        curried.native = { [unowned self] _, arguments in
            guard let instance = arguments.first else { return .void }
            return try self.getMember(instance, name, cache: MemberCache(), at: site)
        }
        return .function(Function(code: curried, captured: nil))
    }
}
