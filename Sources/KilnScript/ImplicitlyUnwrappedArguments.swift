// An implicitly unwrapped optional (`var title: String!`, the outlets and models of Swift 2 and 3
// tutorials) holds an Optional, as Swift's does: `print(item.title)` prints `Optional("Lamp")`,
// `if let`, `??` and `== nil` see one. Where Swift can not use an Optional it unwraps the value:
// member access, operators and a declared non-optional variable do that already; this file does it
// for an argument of a call or a subscript (`describe(item.title)`, `dict[item.title]`), except
// the printing functions' `Any` arguments, which take the Optional as it is, for the value assigned
// to a property or element, and for what a function or getter returns. (A nil stays nil there: a
// declared Optional takes it.)
import SwiftSyntax

extension Compiler {
    /// `eval` for an argument written `expr`: unwrapped when `expr` reads a name the file declares
    /// implicitly unwrapped (a nil stays nil: a parameter declared optional may take it).
    func unwrappingImplicitly(_ expr: ExprSyntax, in call: FunctionCallExprSyntax?, _ compiled: @escaping Eval) -> Eval {
        let name: String
        if let reference = expr.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        else if let member = expr.as(MemberAccessExprSyntax.self), member.base != nil { name = member.declName.baseName.text }
        else { return compiled }
        guard implicitlyUnwrappedNames.contains(name) else { return compiled }
        if let call, Compiler.takesOptionalsAsThey(call) { return compiled }
        return { frame in
            let value = try compiled(frame)
            if case .some(let wrapped) = value { return wrapped }
            return value
        }
    }

    /// `print(x)`, `debugPrint`, `dump`, `String(describing:)`: their `Any` takes the Optional.
    private static func takesOptionalsAsThey(_ call: FunctionCallExprSyntax) -> Bool {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        switch callee {
        case "print", "debugPrint", "dump", "NSLog": return true
        case "String": return call.arguments.first?.label?.text == "describing" || call.arguments.first?.label?.text == "reflecting"
        default: return false
        }
    }

    /// Whether `ret` (a `return` or a body's one expression) returns from a function or getter declared to return a type that is not
    /// `Any` (a closure's result type is inferred: `{ $0.title }` gives Optionals).
    static func returnsPlainValue(_ ret: some SyntaxProtocol) -> Bool {
        var node = ret.parent
        while let current = node {
            if current.is(ClosureExprSyntax.self) { return false }
            if let function = current.as(FunctionDeclSyntax.self) {
                return !["Any", "AnyObject"].contains(function.signature.returnClause?.type.trimmedDescription ?? "")
            }
            if let binding = current.as(PatternBindingSyntax.self) {
                return !["Any", "AnyObject"].contains(binding.typeAnnotation?.type.trimmedDescription ?? "")
            }
            if current.is(SubscriptDeclSyntax.self) || current.is(InitializerDeclSyntax.self) { return true }
            node = current.parent
        }
        return false
    }

    /// Sets `scriptUsesImplicitlyUnwrapped` when a line of the script (not the library's) writes
    /// a type with `!`.
    func noteImplicitlyUnwrappedUse(_ items: [CodeBlockItemSyntax]) {
        let libraryLines = runtime.options.libraryLineCount
        let finder = ImplicitlyUnwrappedFinder(viewMode: .sourceAccurate)
        for item in items where location(item).line > libraryLines {
            finder.walk(item)
            if finder.found { scriptUsesImplicitlyUnwrapped = true; return }
        }
    }

    /// Whether `expr` reads a name declared implicitly unwrapped (`item.title`, `title`).
    func readsImplicitlyUnwrapped(_ expr: ExprSyntax) -> Bool {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return implicitlyUnwrappedNames.contains(reference.baseName.text) }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base != nil { return implicitlyUnwrappedNames.contains(member.declName.baseName.text) }
        return false
    }

    /// Whether a value of the written type `type` (not an Optional) can never be an Optional:
    /// Swift's plain value types and the script's structs, classes and enums — not `Any`, a
    /// protocol or a generic parameter, which an Optional may stand for.
    func cannotHoldOptional(_ type: TypeSyntax) -> Bool {
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) || type.is(FunctionTypeSyntax.self) { return true }
        guard let identifier = type.as(IdentifierTypeSyntax.self) else { return false }
        let name = identifier.name.text
        if ["String", "Int", "Double", "Float", "Bool", "Character", "Substring", "Set", "Array", "Dictionary"].contains(name)
            || NumberType.named(name) != nil { return true }
        guard let declared = resolver.types[name] else { return false }
        return declared.kind != .protocolType && !declared.isLibrary
    }

    /// Notes a declaration's name when its type is implicitly unwrapped.
    func noteImplicitlyUnwrapped(_ binding: PatternBindingSyntax, type: TypeSyntax?) {
        guard type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        implicitlyUnwrappedNames.insert(name)
    }
}

/// Finds a type written with `!` (`var title: String!`).
private final class ImplicitlyUnwrappedFinder: SyntaxVisitor {
    var found = false
    override func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }
}
