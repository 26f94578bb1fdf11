// An object made through a metatype value (`type.init()` of a parameter `type: Widget.Type`,
// `type(of: w).init()`) may be of a subclass, which inherits only the `required` initializers:
// swiftc refuses any other initializer of a class that is not `final`. Judged for the script's
// own top-level classes, whose initializers the checker can read. Also `super.init(…)` from a
// designated initializer that reaches only a superclass's `convenience` initializer.
import SwiftSyntax

extension TypeChecker {
    func judgeMetatypeConstruction(_ member: MemberAccessExprSyntax, base baseExpr: ExprSyntax, instance: StaticType,
                                   call: FunctionCallExprSyntax) {
        guard let type = table.nominal(instance), type.kind == .classType, !type.isLibrary, !type.name.contains("."),
              !isLibrary(member), declaredHere(type) else { return }
        if let reference = baseExpr.as(DeclReferenceExprSyntax.self) {
            // A variable or parameter holding the metatype (never the type's own name).
            guard reference.argumentNames == nil, let held = lookup(reference.baseName.text), case .metatype = held.aliasTarget else { return }
        } else if let typeOf = baseExpr.as(FunctionCallExprSyntax.self) {
            guard typeOf.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
                  typeOf.arguments.first?.label?.text == "of" else { return }
        } else {
            return
        }
        var classDecl: ClassDeclSyntax?
        for item in allItems {
            if case .decl(let decl) = item.item, let c = decl.as(ClassDeclSyntax.self), c.name.text == type.name { classDecl = c; break }
        }
        guard let classDecl, !classDecl.modifiers.contains(where: { $0.name.text == "final" }) else { return }
        let initializers = classDecl.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        if initializers.isEmpty {
            // Swift's `init()`, where nothing is inherited and every property has its value.
            guard classDecl.inheritanceClause == nil, labels.isEmpty, call.trailingClosure == nil else { return }
        } else {
            let fitting = initializers.filter { $0.signature.parameterClause.parameters.map(\.firstName.text) == labels }
            guard fitting.count == 1, let chosen = fitting.first, !chosen.modifiers.contains(where: { $0.name.text == "required" }) else { return }
        }
        error("constructing an object of class type '\(type.name)' with a metatype value must use a 'required' initializer",
              at: member.declName)
    }

    /// `super.init()` in a subclass's designated initializer reaching only a `convenience`
    /// initializer of the script's superclass.
    func judgeSuperConvenienceCall(_ superExpr: SuperExprSyntax, call: FunctionCallExprSyntax) {
        guard let parentName = selfType?.superclass, !isLibrary(call), !parentName.contains("."),
              let initializer = Self.enclosingInitializer(of: Syntax(call)),
              !initializer.modifiers.contains(where: { $0.name.text == "convenience" }) else { return }
        var parent: ClassDeclSyntax?
        for item in allItems {
            if case .decl(let decl) = item.item, let c = decl.as(ClassDeclSyntax.self), c.name.text == parentName { parent = c; break }
        }
        guard let parent else { return }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let initializers = parent.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let fitting = initializers.filter { $0.signature.parameterClause.parameters.map(\.firstName.text) == labels }
        guard !fitting.isEmpty, fitting.allSatisfy({ $0.modifiers.contains { $0.name.text == "convenience" } }) else { return }
        error("must call a designated initializer of the superclass '\(parentName)'", at: superExpr)
    }

    private static func enclosingInitializer(of node: Syntax) -> InitializerDeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let initializer = ancestor.as(InitializerDeclSyntax.self) { return initializer }
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(FunctionDeclSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }
}
