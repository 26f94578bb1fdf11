// A call's arguments compiled: labels, values, the places `&x` passes in-out, result builders'
// closures (a member's `@autoclosure` arguments: AutoclosureArguments.swift).
import SwiftSyntax

extension Compiler {
    struct CompiledArguments {
        let labels: [String?]
        /// The argument expressions, kept thunk-free for the call paths (see `CompiledExpression`).
        let expressions: [CompiledExpression]
        var values: [Eval] { expressions.map(\.eval) }
        /// Which arguments are `&x`, with the place they pass in-out.
        let inoutPlaces: [Int: Place]
    }

    func compileArguments(_ call: FunctionCallExprSyntax, hints: [TypeInfo?] = []) -> CompiledArguments {
        var labels: [String?] = []
        var values: [CompiledExpression] = []
        var places: [Int: Place] = [:]
        let printsItsArguments = printsArguments(call)
        for (i, argument) in call.arguments.enumerated() {
            labels.append(argument.label?.text)
            if let inout_ = argument.expression.as(InOutExprSyntax.self) {
                if var place = compileAssignmentTarget(inout_.expression, use: .inOut(Syntax(inout_))) {
                    place.exclusiveGlobal = exclusiveGlobal(of: inout_)  // CompilerExclusivity.swift
                    place.exclusiveObject = exclusiveObject(of: inout_)
                    places[i] = place
                    values.append(place.get)
                } else {
                    values.append(failed("cannot pass this expression in-out", at: inout_))
                }
            } else {
                if argument.expression.is(ClosureExprSyntax.self) {
                    closureBuilder = builderForArgument(of: call, label: argument.label?.text, trailing: false)  // ResultBuilders.swift
                }
                if printsItsArguments, let view = printedView(argument.expression) {  // SequenceViewPrinting.swift
                    values.append(CompiledExpression(view))
                } else {
                    values.append(unwrappingImplicitly(argument.expression, in: call,
                                                       compileExpression(argument.expression, hint: i < hints.count ? hints[i] : nil)))
                }
                closureBuilder = nil
            }
        }
        if let trailing = call.trailingClosure {
            labels.append(trailingClosureLabel(arity: closureParameterCount(trailing).map(\.count)))
            closureBuilder = builderForArgument(of: call, label: nil, trailing: true)
            values.append(compileClosure(trailing))
            closureBuilder = nil
        }
        for extra in call.additionalTrailingClosures {
            labels.append(extra.label.text)
            values.append(compileClosure(extra.closure))
        }
        return CompiledArguments(labels: labels, expressions: values, inoutPlaces: places)
    }
}
