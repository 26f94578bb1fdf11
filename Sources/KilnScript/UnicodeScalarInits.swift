// `UnicodeScalar(x)` as Swift chooses its initializer: from a UInt8 it cannot fail, from an Int
// (a literal, an Int variable) or another integer type it can (`UnicodeScalar(0xD800)` is nil,
// `UnicodeScalar(97)` an Optional). Kiln holds some UInt8s as Ints (`asciiValue`), so the choice
// is the checker's, by the argument's static type, kept by call site for the initializer.
import SwiftSyntax

extension TypeChecker {
    /// `UnicodeScalar(x)` with one unlabelled argument: notes whether it reaches the failable
    /// initializer; its result is left to the run (nil: the call is checked as any other).
    func scalarInitType(_ call: FunctionCallExprSyntax) -> StaticType? {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil, call.trailingClosure == nil,
              lookupLocalOrMember("UnicodeScalar") == nil, table.nominal(.nominal("UnicodeScalar")).map({ !$0.isLibrary }) != true else { return nil }
        if argument.expression.is(StringLiteralExprSyntax.self) { return nil }
        let type = typeOf(argument.expression).desugared
        switch type {
        case .int:
            // `Character(UnicodeScalar(67))`, `String(UnicodeScalar(66))`: a non-optional scalar is wanted, so the
            // literal is the UInt8 of the non-failable init.
            if argument.expression.is(IntegerLiteralExprSyntax.self), let outer = call.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               ["Character", "String"].contains(outer.calledExpression.trimmedText), outer.arguments.count == 1 { break }
            failableScalarInits.insert(source.location(of: call))
        case .nominal(let name, _) where ["Int8", "Int16", "Int32", "Int64", "UInt", "UInt16", "UInt32", "UInt64"].contains(name):
            failableScalarInits.insert(source.location(of: call))
        default: break
        }
        return .unknown
    }
}
