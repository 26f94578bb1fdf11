// Declarations where they stand in a body or at the top level: variables (their initial
// values, observers, patterns), local functions, and the declarations that need nothing at run
// time. (Declarations.swift collects what is declared before anything runs.)
import SwiftSyntax
import SwiftParser

extension Compiler {
    /// A declaration inside code: variables, local functions, local types.
    func compileDeclaration(_ decl: DeclSyntax, topLevel: Bool) -> Exec? {
        if let variable = decl.as(VariableDeclSyntax.self) { return compileVariable(variable, topLevel: topLevel) }
        if let function = decl.as(FunctionDeclSyntax.self) {
            if topLevel { return nil }
            let slot = predeclaredFunctionSlots[function.id] ?? resolver.declare(function.name.text)
            let code = FunctionCode(name: function.name.text, parameters: [], hasSelf: false)
            let (parameters, names) = declareParameters(function.signature.parameterClause.parameters)
            code.parameters = parameters
            code.location = location(function.name)
            code.parameterConversions = parameterConversions(function.signature.parameterClause.parameters, hasSelf: false)
            code.returnConversion = conversion(function.signature.returnClause?.type)
            code.returnTupleLabels = tupleLabels(function.signature.returnClause?.type)
            // A local generic function's parameters used as values (`as? T`), bound on entry (GenericParameters.swift).
            let generics = genericBindings(function.genericParameterClause, parameters: function.signature.parameterClause.parameters,
                                           body: function.body, returnType: function.signature.returnClause?.type)
            resolver.push(.function)
            for name in names + generics.map(\.name) { _ = resolver.declare(name) }
            let builder = function.attributes.isEmpty ? nil : resultBuilderIndex(for: function).builder(in: function.attributes)
            if let builder, let body = function.body, !Compiler.returnsExplicitly(Array(body.statements)) {
                // `@HTMLBuilder func body() -> [String] { … }` inside a function (ResultBuilders.swift).
                let built = compileBuilderBody(Array(body.statements), builder: builder, at: function.name)
                code.body = { frame in .returned(try built(frame)) }
            } else if !generics.isEmpty, let body = function.body {
                genericValueNames.append(Set(generics.map(\.name)))
                let compiled = returningLastExpression(Array(body.statements))
                genericValueNames.removeLast()
                code.body = bindingGenerics(generics, parameterCount: names.count, hasSelf: false, body: compiled)
            } else {
                code.body = function.body.map { returningLastExpression(Array($0.statements)) } ?? { _ in .next }
            }
            code.frameSize = resolver.pop()
            let layout = resolver.scope.layout
            return { frame in
                frame.noteCaptured(by: layout)
                frame.slots[slot] = .function(Function(code: code, captured: frame))
                return .next
            }
        }
        if decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
            || decl.is(ProtocolDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self) || decl.is(ImportDeclSyntax.self)
            || decl.is(TypeAliasDeclSyntax.self)
            || decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) {
            return nil
        }
        // `macro OptionSet<T>() = #externalMacro(…)`: a declaration naming an implementation in
        // another module, inert until the macro is used (a use is not supported).
        if decl.is(MacroDeclSyntax.self) { return nil }
        if let directive = decl.as(MacroExpansionDeclSyntax.self), directive.macroName.text == "warning" || directive.macroName.text == "error" {
            // `#warning("…")` / `#error("…")` written as a declaration (at the top level, among members).
            if directive.macroName.text == "error" {
                let text = directive.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.segments
                    .compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined() ?? ""
                if let argument = directive.arguments.first?.expression { error(text, at: argument) } else { error(text, at: directive) }
            }
            return nil
        }
        error("this declaration is not supported in Kiln yet", at: decl)
        return nil
    }

    func compileVariable(_ variable: VariableDeclSyntax, topLevel: Bool) -> Exec? {
        let isLet = variable.bindingSpecifier.text == "let"
        if let wrapped = compileWrappedVariable(variable) { return wrapped }  // PropertyWrappers.swift
        if topLevel, resolver.isGlobalScope, let lazy = variable.modifiers.first(where: { $0.name.text == "lazy" }) {
            // swiftc checks the value before the attribute: a `self` in it (`lazy var f = { [unowned self] … }`) is named first.
            // Only a value whose type is inferred is checked first (`lazy var f: () -> String = …` is not).
            if let selfToken = variable.bindings.lazy.filter({ $0.typeAnnotation == nil }).compactMap(\.initializer)
                .flatMap({ $0.tokens(viewMode: .sourceAccurate) })
                .first(where: { $0.tokenKind == .keyword(.self) }) {
                error("cannot find 'self' in scope; did you mean to use it in a type or extension context?", at: selfToken)
                return nil
            }
            error("'lazy' cannot be used on an already-lazy global", at: lazy)  // swiftc's words
            return nil
        }
        var statements: [CompiledStatement] = []
        for binding in variable.bindings {
            // `var red, green, blue: Double`: a name without a type or value takes the next one's type.
            let annotation = binding.typeAnnotation?.type ?? (binding.initializer == nil ? sharedAnnotation(of: binding, in: variable.bindings) : nil)
            noteImplicitlyUnwrapped(binding, type: annotation)  // ImplicitlyUnwrappedArguments.swift
            noteViewBinding(binding, isLet: isLet)  // SequenceViewPrinting.swift
            let hint = literalHint(annotation, value: binding.initializer?.value)
            let isOptionalType = annotation.map { $0.is(OptionalTypeSyntax.self) || $0.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) } ?? false
            var observedSlot: Int?
            var accessorLocal: (name: String, accessors: AccessorBlockSyntax)?
            if let accessors = binding.accessorBlock, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                if topLevel && resolver.isGlobalScope && !isObservers(accessors) { continue } // declared with the top level
                // `var score = 0 { didSet { … } }` at the top level: its value goes to the storage
                // its observing accessors read and write (PropertyObservers.swift).
                if topLevel, resolver.isGlobalScope, let slot = resolver.globalScope.names[Compiler.observedStorageName(name)] {
                    observedSlot = slot
                } else if resolver.isGlobalScope {
                    error("computed and observed local variables are not supported in Kiln yet", at: binding)
                    continue
                } else {
                    accessorLocal = (name, accessors)  // in a function or block: below
                }
            }
            var value: Eval?
            let depth = optionalDepth(annotation)
            if let initializer = binding.initializer {
                if initializer.value.is(ClosureExprSyntax.self) { closureTypeHint = annotation?.as(FunctionTypeSyntax.self) }
                let eval = attachingDeclaredTypeArguments(annotation, compileExpression(initializer.value, hint: hint))
                closureTypeHint = nil
                // A labelled tuple type gives the value its labels (`Conversion.tupleLabels`).
                var converts = conversion(annotation)
                if converts.optionalDepth == 0, let annotation = annotation?.as(IdentifierTypeSyntax.self),
                   !["Any", "AnyObject"].contains(annotation.name.text) {
                    converts.unwrapsImplicitly = true
                }
                value = converts.isIdentity ? eval : { frame in try eval(frame).converted(converts) }
            } else {
                value = isOptionalType && !isLet ? { _ in .none } : nil
            }
            if let accessorLocal {
                if let initial = declareAccessorLocal(accessorLocal.name, accessorLocal.accessors, type: annotation, initial: value) {
                    statements.append(CompiledStatement(initial))
                }
                continue
            }
            if let observedSlot {
                let globals = globalFrame
                if let value {
                    statements.append(CompiledStatement { frame in globals.slots[observedSlot] = try value(frame); return .next })
                }
                continue
            }
            let assign = compileBindingPattern(binding.pattern, isLet: isLet, topLevel: topLevel)
            markBinding(binding.pattern, isLet: isLet, initializer: binding.initializer?.value, annotation: annotation)
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                if resolver.isGlobalScope { resolver.globalScope.optionalDepths[name] = depth > 0 ? depth : nil }
                else { resolver.setOptionalDepth(name, depth) }
                let declared = hint.flatMap { $0.kind == .builtin && ($0 === library.doubleType || NumberType.named($0.name) != nil) ? $0 : nil }
                (resolver.isGlobalScope ? resolver.globalScope : resolver.scope).numberTypes[name] = declared
                // `var origin = (x: 0.0, y: 0.0)` keeps its labels through `origin = (3, 4)`.
                // `var names = [String?]()` converts what it is given later as `var names: [String?]` does.
                var later = conversion(annotation ?? binding.initializer?.value.as(TupleExprSyntax.self).flatMap(literalTupleType)
                                       ?? binding.initializer.flatMap { calledCollectionType($0.value) })
                later.optionalDepth = 0  // assignments wrap by the declared depth already
                (resolver.isGlobalScope ? resolver.globalScope : resolver.scope).conversions[name] = later.isIdentity ? nil : later
            }
            if variable.modifiersContain("weak"), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                // `weak var delegate = owner`: the object in a weak box, which reads open (nil once it is freed).
                (resolver.isGlobalScope ? resolver.globalScope : resolver.scope).weakLocals.insert(name)
                resolver.hasWeakLocals = true
                if let plain = value { value = { frame in WeakReference.boxed(try plain(frame)) } }
            }
            if let value, variable.modifiersContain("lazy"), !resolver.isGlobalScope,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let slot = resolver.scope.names[name] {
                // `lazy var x = …` in a function: computed on first read (`compileName`).
                resolver.scope.lazyLocals[name] = value
                statements.append(CompiledStatement { frame in frame.slots[slot] = .void; return .next })
                continue
            }
            if let value {
                if binding.pattern.is(IdentifierPatternSyntax.self), !resolver.isGlobalScope,
                   let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let slot = resolver.scope.names[name] {
                    // `let x = …` in a function: one store into the slot.
                    statements.append(CompiledStatement { frame in frame.slots[slot] = try value(frame); return .next })
                } else {
                    statements.append(CompiledStatement { frame in _ = try assign(frame, try value(frame)); return .next })
                }
            }
        }
        if statements.count == 1 { return statements[0].run }
        let all = statements
        return { frame in
            for statement in all { _ = try statement.run(frame) }
            return .next
        }
    }

    /// A body's local functions, declared before any of its statements is compiled: Swift lets
    /// `func even` call `func odd` written after it.
    func predeclareLocalFunctions(_ items: [CodeBlockItemSyntax]) {
        for item in items {
            guard case .decl(let decl) = item.item, let function = decl.as(FunctionDeclSyntax.self),
                  predeclaredFunctionSlots[function.id] == nil else { continue }
            predeclaredFunctionSlots[function.id] = resolver.declare(function.name.text)
        }
    }

    /// Names a pattern binds, in order.
    func boundNames(_ pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { boundNames($0.pattern) } }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return boundNames(binding.pattern) }
        return []
    }

    /// Runs after every body is compiled: protocol extension members reach conforming types.
}

extension Compiler {
    /// Whether a declared type is an array (`[Bag]`, `[Bag]?`), whose literal's hint is its elements' type.
    func declaresArray(_ type: TypeSyntax) -> Bool {
        if let optional = type.as(OptionalTypeSyntax.self) { return declaresArray(optional.wrappedType) }
        return type.is(ArrayTypeSyntax.self)
    }
}

extension Compiler {
    /// `[String?]()` or `[String: Int?]()`: the collection type the call writes, as a type; nil for other expressions.
    func calledCollectionType(_ expr: ExprSyntax) -> TypeSyntax? {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.is(DictionaryExprSyntax.self),
              call.calledExpression.trimmedDescription.contains("?") else { return nil }
        var parser = Parser(call.calledExpression.trimmedDescription)
        let type = TypeSyntax.parse(from: &parser)
        return type.hasError ? nil : type
    }
}
