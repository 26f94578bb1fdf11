// A struct's synthesized initializers: the memberwise one (a wrapped property's `x:` wrapped as
// it is stored) and, when every stored property has a value, `init()`.
import SwiftSyntax

extension Compiler {
    func addMemberwiseInit(_ type: TypeInfo) {
        var parameters: [Parameter] = []
        var fieldOf: [Int] = []
        for (index, name) in type.fieldNames.enumerated() {
            if type.fieldIsLet[index] && type.fieldDefaults[index] != nil { continue }
            if let wrapped = type.wrappedFields[index] {
                // `@Wrapper var level = 5`: the initializer takes `level:` and wraps it.
                parameters.append(Parameter(label: wrapped.label, defaultValue: wrapped.defaultValue))
            } else {
                var parameter = Parameter(label: name, defaultValue: type.fieldDefaults[index])
                parameter.closureFit = type.fieldClosureFits[index] ?? .unknown
                parameters.append(parameter)
            }
            fieldOf.append(index)
        }
        let code = FunctionCode(name: "init", parameters: parameters, hasSelf: true)
        let wrappedFields = type.wrappedFields
        let runtime = self.runtime
        code.native = { selfValue, arguments in
            guard case .structValue(let t, var fields) = selfValue else { return selfValue }
            for (argument, index) in zip(arguments, fieldOf) {
                if let wrapped = wrappedFields[index] { fields[index] = try wrapped.wrap(argument); continue }
                fields[index] = argument.converted(t.fieldConversion[index])
                if t.weakFields.contains(index) { fields[index] = WeakReference.boxed(fields[index]) }  // WeakReferences.swift
            }
            return runtime.convertingToTypeArguments(.structValue(t, fields))  // TypeArguments.swift
        }
        type.initializers = [.method(code)]
        if !parameters.isEmpty {
            let empty = FunctionCode(name: "init", parameters: [], hasSelf: true)
            empty.native = { selfValue, _ in selfValue }
            empty.isImplicitEmptyInit = true
            // A wrapped property without a value has one when its wrapper has an `init()`.
            let defaulted = zip(parameters, fieldOf).allSatisfy { $0.defaultValue != nil || wrappedFields[$1] != nil }
            // First: `T()` calls it, so each wrapper is made once, from its default (not again by the memberwise one).
            if defaulted { type.initializers.insert(.method(empty), at: 0) }
        }
    }
}
