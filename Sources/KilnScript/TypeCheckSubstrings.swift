// Substring in the checker (at run time a `Value.substring`, Substrings.swift): the checker gives
// what the standard library types as `Substring` (`s.dropFirst()`, `s.prefix(3)`, `s[a..<b]`,
// `s.split(separator:)`'s elements, `Substring(text)`, a declared `Substring`) the name
// `Substring` over String, so that `type(of:)` prints it as Swift does. It converts as a String
// (a sugared type is its target) but where swiftc is sure: a script's `String` parameter, and a
// declaration, assignment or return of type `String`.
import SwiftSyntax

extension StaticType {
    /// A String slice: named `Substring`, checked as a String.
    static let substring = StaticType.sugared("Substring", .string)

    /// As swiftc names a slice's type in its messages.
    static let substringQuoted = "'String.SubSequence' (aka 'Substring')"

    var isSubstring: Bool {
        if case .sugared("Substring", .string) = self { return true }
        return false
    }

    /// A Substring, or an array or optional of one.
    var mentionsSubstring: Bool {
        switch self {
        case .array(let element): return element.mentionsSubstring
        case .optional(let wrapped): return wrapped.mentionsSubstring
        default: return isSubstring
        }
    }
}

extension TypeChecker {
    /// The String (or Substring) members whose result is a Substring.
    func substringMethods(_ name: String) -> [FunctionSignature] {
        func method(_ labels: [String?], _ parameters: [StaticType], _ result: StaticType, loose: Bool = false) -> FunctionSignature {
            FunctionSignature(labels: labels, parameters: parameters, hasDefault: Array(repeating: false, count: labels.count),
                              isLoose: loose, result: result, throwing: false)
        }
        switch name {
        case "dropFirst", "dropLast": return [method([], [], .substring), method([nil], [.int], .substring)]
        case "prefix": return [method([nil], [.int], .substring), method(["while"], [.unknown], .substring, loose: true)]
        case "suffix": return [method([nil], [.int], .substring)]
        case "drop": return [method(["while"], [.unknown], .substring, loose: true)]
        default: return []
        }
    }

    /// Where a Substring argument for a `String` parameter is refused: the script's own functions,
    /// methods and initializers (the library's take `StringProtocol` in many places Kiln
    /// declares `String`), and an array of Strings' `append`/`insert`.
    func refusesSubstring(for signature: FunctionSignature, callsInitializer: Bool) -> Bool {
        !signature.fromLibrary && (signature.declarationOffset != nil || callsInitializer)
    }

    /// A Substring given for a `String` parameter: swiftc's words, where swiftc puts them.
    func judgeSubstringArgument(_ expr: ExprSyntax, parameter: StaticType) {
        guard case .string = parameter else { return }
        let reported = diagnostics.count
        let type = typeOf(expr)
        diagnostics.removeSubrange(reported...)
        guard type.isSubstring else { return }
        error("cannot convert value of type \(type.quoted) to expected argument type 'String'", at: diagnosticNode(expr))
    }

    /// `counts[word]` of a `[String: Int]` where `word` is a Substring (`split`'s element).
    func judgeSubstringKey(_ expr: ExprSyntax, key: StaticType) {
        guard !key.isSubstring, key.desugared == .string else { return }
        judgeSubstringArgument(expr, parameter: .string)
    }

    /// `names.append(word)`, `names.insert(word, at: 0)` of a `[String]` where `word` is a Substring.
    func judgeSubstringElement(_ call: FunctionCallExprSyntax, name: String, base: StaticType) {
        guard name == "append" || name == "insert", case .array(let element) = base.desugared, !element.isSubstring,
              case .array(let declared) = base, !declared.isSubstring, element == .string,
              let first = call.arguments.first, first.label == nil else { return }
        judgeSubstringArgument(first.expression, parameter: .string)
    }

    /// `let t: Substring = text`: a String where a Substring is wanted (a literal makes one).
    func judgeStringForSubstring(_ type: StaticType, against target: StaticType, _ context: ConversionContext, at: Syntax, expr: ExprSyntax?) -> Bool {
        guard target.isSubstring, [.specified, .assignment, .returnValue, .argument].contains(context), case .string = type,
              let expr, unparenthesized(expr).is(DeclReferenceExprSyntax.self) else { return false }
        error(context.mismatch(type, .nominal("Substring")), at: at)
        return true
    }

    /// `s[a..<b]`, `s[..<i]`, `s[i...]`: a range as a String's subscript argument.
    func isRangeArgument(_ expr: ExprSyntax) -> Bool {
        let plain = unparenthesized(expr)
        if let prefix = plain.as(PrefixOperatorExprSyntax.self) { return ["..<", "..."].contains(prefix.operator.text) }
        if let postfix = plain.as(PostfixOperatorExprSyntax.self) { return postfix.operator.text == "..." }
        if let sequence = plain.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { $0.as(BinaryOperatorExprSyntax.self).map { ["..<", "..."].contains($0.operator.text) } ?? false }
        }
        if let infix = plain.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return ["..<", "..."].contains(op.operator.text)
        }
        return false
    }

    /// A Substring (an array or optional of them) declared, assigned or returned as a String:
    /// swiftc's words — for a call of the member that made it, that no candidate of it gives a
    /// String (`name = name.dropFirst(2)`), else that the value does not convert. True when
    /// reported.
    func judgeSubstringConversion(_ type: StaticType, against target: StaticType, _ context: ConversionContext, at: Syntax,
                                  expr: ExprSyntax?) -> Bool {
        guard [.specified, .assignment, .returnValue].contains(context), type.mentionsSubstring, !target.mentionsSubstring,
              type.desugared == target.desugared else { return false }
        switch target.desugared {
        case .string, .array(.string), .optional(.string): break
        default: return false
        }
        if let call = expr.map(unparenthesized)?.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["dropFirst", "dropLast", "prefix", "suffix", "drop", "split"].contains(member.declName.baseName.text) {
            error("no '\(member.declName.baseName.text)' candidates produce the expected contextual result type \(target.quoted)",
                  at: Syntax(member.declName))
            return true
        }
        error(context.mismatch(type, target), at: at)
        return true
    }
}
