// Types as a script writes them, for the compiler: the wrapped type of `Optional<T>`, how many
// Optionals deep a type is (`Int??`), and the Kiln type a written name stands for.
import SwiftSyntax

extension Compiler {
    /// `Optional<String>`: the wrapped type of an Optional written by name.
    func spelledOptional(_ typeSyntax: TypeSyntax) -> TypeSyntax? {
        guard let identifier = typeSyntax.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
              let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
              resolver.types["Optional"]?.kind ?? .builtin == .builtin else { return nil }
        return arguments.first?.argument.as(TypeSyntax.self)
    }

    /// `Int?` is 1, `Int??` 2, `Int!` 1, `Optional<Int>` 1, anything else 0.
    func optionalDepth(_ typeSyntax: TypeSyntax?) -> Int {
        guard let typeSyntax else { return 0 }
        if let optional = typeSyntax.as(OptionalTypeSyntax.self) { return 1 + optionalDepth(optional.wrappedType) }
        if let iuo = typeSyntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return 1 + optionalDepth(iuo.wrappedType) }
        if let wrapped = spelledOptional(typeSyntax) { return 1 + optionalDepth(wrapped) }
        let expanded = expandingAliases(typeSyntax)
        return expanded.is(OptionalTypeSyntax.self) || expanded.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) ? optionalDepth(expanded) : 0
    }

    func resolveType(_ typeSyntax: TypeSyntax) -> TypeInfo? {
        if let identifier = typeSyntax.as(IdentifierTypeSyntax.self) {
            if identifier.name.text == "Set" { return runtime.builtinTypes.set }
            if case .type(let type)? = resolver.resolve(identifier.name.text) { return type }
            // Kiln keeps a Substring as a String: `extension Substring` extends String.
            if identifier.name.text == "Substring", resolver.types["Substring"] == nil { return runtime.builtinTypes.string }
            return resolver.types[identifier.name.text]
        }
        if let member = typeSyntax.as(MemberTypeSyntax.self) {
            // `Outer.Kind`; a Foundation name Kiln keeps flat (`String.Encoding`) by its own name.
            if let outer = resolveType(member.baseType), let nested = resolver.nestedType(member.name.text, in: outer) { return nested }
            // `extension String.StringInterpolation` extends the buffer a literal is built in (CustomStringInterpolation.swift).
            if member.name.text == "StringInterpolation" { return resolver.types["DefaultStringInterpolation"] }
            return resolver.types[member.name.text]
        }
        if typeSyntax.is(ArrayTypeSyntax.self) { return library.arrayType }
        if typeSyntax.is(DictionaryTypeSyntax.self) { return library.dictionaryType }
        if let optional = typeSyntax.as(OptionalTypeSyntax.self) { return resolveType(optional.wrappedType) }
        if let iuo = typeSyntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return resolveType(iuo.wrappedType) }
        return nil
    }
}
