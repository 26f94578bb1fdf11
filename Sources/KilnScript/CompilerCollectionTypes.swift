// `[Double](repeating: 0, count: n)`, `Array<Int>(…)`, `[[String]](…)`, `[String: Int](…)`: a
// collection type written as the callee of a call is the library's Array or Dictionary
// initializer, and its element type converts what the initializer made (`[Double](repeating: 0,
// count: 2)` is `[0.0, 0.0]`), as the declared type of a variable would.
import SwiftParser
import SwiftSyntax

extension Compiler {
    /// The call, if its callee spells a collection type with arguments (`[Int]()` without any
    /// keeps its faster path in `compileCall`).
    func collectionConstruction(_ call: FunctionCallExprSyntax, callee: ExprSyntax, site: Location) -> Eval? {
        guard !call.arguments.isEmpty || call.trailingClosure != nil, let typeSyntax = collectionType(spelledBy: call.calledExpression) else {
            return nil
        }
        let type: TypeInfo = typeSyntax.is(DictionaryTypeSyntax.self) ? library.dictionaryType : library.arrayType
        let construct = self.construct(type, call: call, site: site)
        let conversion = self.conversion(typeSyntax)
        guard !conversion.isIdentity else { return construct }
        return { frame in try construct(frame).converted(conversion) }
    }

    /// `[Int]`, `[[String]]`, `[String: Int]`, `Array<Double>`, `Dictionary<String, Int>` as a type.
    private func collectionType(spelledBy expr: ExprSyntax) -> TypeSyntax? {
        var text: String
        if let array = expr.as(ArrayExprSyntax.self), array.elements.count == 1 {
            text = expr.trimmedText
        } else if expr.is(DictionaryExprSyntax.self) {
            text = expr.trimmedText
        } else if let specialization = expr.as(GenericSpecializationExprSyntax.self),
                  let name = specialization.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  name == "Array" || name == "Dictionary" {
            // Spelled as the shorthand, which `conversion` reads.
            let arguments = specialization.genericArgumentClause.arguments.map(\.argument.trimmedText)
            text = name == "Array" ? "[\(arguments.joined())]" : "[\(arguments.joined(separator: ": "))]"
        } else {
            return nil
        }
        var parser = Parser(text)
        let type = TypeSyntax.parse(from: &parser)
        return type.hasError ? nil : type
    }

    /// `Optional<Int>.self`: the library type's metatype printed with its arguments, as Swift
    /// prints it (arguments written as plain names only).
    func specializedLibraryTypeValue(_ specialization: GenericSpecializationExprSyntax) -> Eval? {
        guard specialization.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "self",
              let type = typeNamed(by: specialization.expression), type.isLibrary || type.kind == .builtin || type.module == "Swift",
              specialization.genericArgumentClause.arguments.allSatisfy({ $0.argument.as(IdentifierTypeSyntax.self)?.genericArgumentClause == nil
                  && $0.argument.is(IdentifierTypeSyntax.self) }) else { return nil }
        let spelled = type.name + "<" + specialization.genericArgumentClause.arguments.map(\.argument.trimmedText).joined(separator: ", ") + ">"
        let metatype = Value.metatype(runtime.specializedType(spelled, base: type))
        return { _ in metatype }
    }

    /// `Array<Item>`, `Dictionary<String, Int>` and `Set<String>` as values (`decode(Set<String>.self, …)`):
    /// as `[Item]` evaluates, a collection holding the element types; nil for any other name.
    func compileCollectionTypeValue(_ specialization: GenericSpecializationExprSyntax) -> Eval? {
        guard let name = specialization.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              ["Array", "Dictionary", "Set"].contains(name), resolver.types[name].map({ $0.isLibrary || $0.kind == .builtin }) ?? true else { return nil }
        let arguments = specialization.genericArgumentClause.arguments.map(\.argument.trimmedText)
        guard arguments.count == (name == "Dictionary" ? 2 : 1) else { return nil }
        let text = name == "Dictionary" ? "[\(arguments[0]): \(arguments[1])]" : "[\(arguments[0])]"
        var parser = Parser(text)
        let shorthand = ExprSyntax.parse(from: &parser)
        guard !shorthand.hasError else { return nil }
        let value = compileExpression(shorthand)
        guard name == "Set" else { return value }
        return { frame in
            guard case .array(let elements) = try value(frame) else { return .void }
            return .set(OrderedSet(elements))
        }
    }
}
