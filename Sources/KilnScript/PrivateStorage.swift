// A subclass's `private var x` where its superclass has a `private var x` of its own: two stored
// properties, each read and written by its own class's code (Swift's private members are not
// overridden). The subclass's is stored under a name of its own (`x#Sub`); its code's `x` and
// `self.x` mean that one, the superclass's code keeps its `x`.
import SwiftSyntax

extension Compiler {
    /// The name a stored property is kept under: `written`, unless it is a class's `private` (or
    /// `fileprivate`) stored property named as a stored property its superclass keeps.
    func privateStorageName(declaring written: String, _ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax,
                            in type: TypeInfo, isStatic: Bool) -> String {
        guard !isStatic, type.kind == .classType, let superclass = type.superclass, superclass.fieldIndex(written) != nil,
              variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }),
              binding.accessorBlock.map(isObservers) ?? true else { return written }
        let stored = "\(written)#\(type.name)"
        type.privateStorageNames[written] = stored
        return stored
    }

    /// `self.x` (or `x` alone, through the resolver) in the code of a class that stores its own
    /// private `x` beside its superclass's: that class's property.
    func privateStorageName(_ name: String, on base: ExprSyntax?) -> String {
        guard let base, base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
              let (_, selfType) = resolver.resolveSelf(), let stored = selfType.privateStorageNames[name] else { return name }
        return stored
    }
}
