// Functions, methods and initializers as declared: their parameters (labels, defaults,
// variadics, in-out, declared-type conversions) and return conversion now, their bodies once
// every declaration is known.
import SwiftSyntax

extension Compiler {
    /// Declares a function (its signature now, its body once every declaration is known).
    func declareFunction(_ function: FunctionDeclSyntax, selfType: TypeInfo?, isStatic: Bool) -> FunctionCode {
        let (parameters, names) = declareParameters(function.signature.parameterClause.parameters)
        let isMutating = function.modifiersContain("mutating")
        let code = FunctionCode(name: function.name.text, parameters: parameters, hasSelf: selfType != nil, isMutating: isMutating)
        code.isStatic = isStatic
        code.location = location(function.name)
        if selfType?.isLibrary == true || selfType?.kind == .builtin { code.isOldSpelling = function.declaresOldSpelling }
        code.throwsErrors = function.signature.effectSpecifiers?.throwsClause != nil
        code.parameterConversions = parameterConversions(function.signature.parameterClause.parameters, hasSelf: selfType != nil)
        code.returnConversion = conversion(function.signature.returnClause?.type)
        if let selfType, selfType.kind == .protocolType, selfType.isLibrary || selfType.module == nil,
           function.signature.returnClause?.type.is(ArrayTypeSyntax.self) == true {
            code.returnConversion.stringToArray = true  // `extension Sequence { func f() -> [Element] { filter … } }` on a String
        }
        code.returnTupleLabels = tupleLabels(function.signature.returnClause?.type)
        code.parameterTypeNames = parameterTypeNames(function, selfType: selfType)  // OperatorOverloads.swift
        let body = function.body
        let generics = genericBindings(function.genericParameterClause, parameters: function.signature.parameterClause.parameters, body: body,
                                       returnType: function.signature.returnClause?.type)
        noteResultGenerics(code, generics, result: function.signature.returnClause?.type)  // ResultTypeGenerics.swift
        // The type's own generic parameters the body names (`[Item].self` in `Repository<Item>`), after the function's.
        var typeGenerics = typeGenericNames(of: selfType, usedIn: body, parameters: function.signature.parameterClause.parameters,
                                            except: generics.map(\.name))
        // Parameters declared with one of them (`push(_ x: Element)`), converted to the bound Double.
        let converting = typeGenerics.enumerated().flatMap { offset, name in
            function.signature.parameterClause.parameters.enumerated().compactMap { index, parameter in
                self.shape(of: parameter.type, naming: name, variadic: parameter.ellipsis != nil).flatMap {
                    $0 == .value || $0 == .array ? (slot: 1 + index, name: offset, shape: $0) : nil
                }
            }
        }
        // A static member's: from the call's written arguments, else its parameters declared with them.
        let staticSources = !isStatic ? [] : typeGenerics.map { name in
            function.signature.parameterClause.parameters.enumerated().lazy.compactMap { index, parameter in
                self.shape(of: parameter.type, naming: name, variadic: parameter.ellipsis != nil).map { (slot: 1 + index, shape: $0) }
            }.first
        }
        // `Element.zero` in `extension Sequence where Element: Numeric`: told by self's first element (TypeArguments.swift).
        let element = isStatic ? [] : elementGenericName(of: selfType, usedIn: body, except: generics.map(\.name) + typeGenerics)
        typeGenerics += element
        let builder = function.attributes.isEmpty ? nil : resultBuilderIndex(for: function).builder(in: function.attributes)
        // Not capturing `self`: the scheduled body holds it unowned.
        func compileBody(_ compiler: Compiler) -> Exec {
            guard let body = compiler.source.body(body) else { return { _ in .next } }
            if let builder, !Compiler.returnsExplicitly(Array(body.statements)) {
                // `@ShapeBuilder func row() -> Shape { … }` (ResultBuilders.swift).
                let built = compiler.compileBuilderBody(Array(body.statements), builder: builder, at: function.name)
                return { frame in .returned(try built(frame)) }
            }
            // `func show(@Trimmed label: String)`: the parameter read through its wrapper (PropertyWrappers.swift).
            let prologue = compiler.wrappedParameters(function.signature.parameterClause.parameters, names: names)
            guard !generics.isEmpty || !typeGenerics.isEmpty else {
                return compiler.prefixing(prologue, compiler.returningLastExpression(Array(body.statements)))
            }
            compiler.genericValueNames.append(Set(generics.map(\.name) + typeGenerics))
            defer { compiler.genericValueNames.removeLast() }
            let compiled = compiler.prefixing(prologue, compiler.returningLastExpression(Array(body.statements)))
            let firstTypeSlot = 1 + names.count + generics.count
            let bound = element.isEmpty
                ? compiler.bindingTypeGenerics(typeGenerics, of: selfType, firstSlot: firstTypeSlot, sources: staticSources,
                                           converting: converting, body: compiled)
                : compiler.bindingElement(slot: firstTypeSlot + typeGenerics.count - 1,
                                      body: compiler.bindingTypeGenerics(Array(typeGenerics.dropLast()), of: selfType, firstSlot: firstTypeSlot, body: compiled))
            return compiler.bindingGenerics(generics, parameterCount: names.count, hasSelf: selfType != nil, code: code, body: bound)
        }
        scheduleBody(code, selfType: selfType, isStatic: isStatic, parameters: names + generics.map(\.name) + typeGenerics) { [unowned self] in
            // `-> Box<Part>`: the returned value keeps those arguments (TypeArguments.swift).
            self.attachingReturnTypeArguments(function.signature.returnClause?.type, compileBody(self))
        }
        return code
    }

    func declareInitializer(_ initializer: InitializerDeclSyntax, type: TypeInfo) -> FunctionCode {
        let (parameters, names) = declareParameters(initializer.signature.parameterClause.parameters)
        let code = FunctionCode(name: "init", parameters: parameters, hasSelf: true, isMutating: true)
        code.isFailable = initializer.optionalMark?.text == "?"
        code.isImplicitlyFailable = initializer.optionalMark?.text == "!"
        code.isConvenienceInit = initializer.modifiers.contains { $0.name.text == "convenience" }
        code.parameterConversions = parameterConversions(initializer.signature.parameterClause.parameters, hasSelf: true)
        code.location = location(initializer.initKeyword)
        // `init(arrayLiteral elements: JSON...)`: the element's type, for literals inside the literal (ScriptLiterals.swift).
        let parameterList = initializer.signature.parameterClause.parameters
        if parameterList.count == 1, let label = parameterList.first?.firstName.text, ["arrayLiteral", "dictionaryLiteral"].contains(label) {
            code.parameterTypeNames = parameterTypeNames(parameterList, generics: initializer.genericParameterClause, selfType: type)
        }
        let body = initializer.body
        // `init<S: Shape>(_ s: S)`: the initializer's own generic parameters used as values (`S.name`), after its parameters.
        let generics = genericBindings(initializer.genericParameterClause, parameters: initializer.signature.parameterClause.parameters, body: body)
        let typeGenerics = typeGenericNames(of: type, usedIn: body, except: generics.map(\.name))
        scheduleBody(code, selfType: type, isStatic: false, parameters: names + generics.map(\.name) + typeGenerics) { [unowned self] in
            guard let body = self.source.body(body) else { return { _ in .next } }
            // The generic arguments: converted to (written), else told by the arguments, then bound (TypeArguments.swift).
            let parameters = initializer.signature.parameterClause.parameters
            self.genericValueNames.append(Set(generics.map(\.name) + typeGenerics))
            defer { self.genericValueNames.removeLast() }
            let bound = self.bindingTypeGenerics(typeGenerics, of: type, firstSlot: 1 + names.count + generics.count, body: self.compileBlock(body, kind: .block))
            let withGenerics = self.bindingGenerics(generics, parameterCount: names.count, hasSelf: true, body: bound)
            return self.convertingTypeGenericArguments(parameters, of: type, body: self.inferringTypeArguments(parameters, of: type, body: withGenerics))
        }
        return code
    }

    /// The labels of a tuple type with at least one label.
    func tupleLabels(_ type: TypeSyntax?) -> [String?]? {
        if let optional = type?.as(OptionalTypeSyntax.self) { return tupleLabels(optional.wrappedType) }
        // `-> Pair<T>` of `typealias Pair<T> = (first: T, second: T)`.
        if let name = type?.as(IdentifierTypeSyntax.self)?.name.text, let target = resolver.aliasTargets[name], target.is(TupleTypeSyntax.self) {
            return tupleLabels(target)
        }
        guard let tuple = type?.as(TupleTypeSyntax.self), tuple.elements.count > 1 else { return nil }
        let labels = tuple.elements.map { $0.firstName?.text }
        return labels.contains { $0 != nil } ? labels : nil
    }

    /// Parameters whose declared type converts what is passed (`Double`, `T?`), by slot.
    func parameterConversions(_ list: FunctionParameterListSyntax, hasSelf: Bool) -> [(slot: Int, conversion: Conversion)] {
        list.enumerated().compactMap { index, parameter in
            // Element conversions (`[Double]` given `[1, 2]`) check the elements without copying
            // an argument that needs none (`Value.needsConversion`).
            var converts = conversion(parameter.type)
            converts.toSelfNumber = hasSelf && parameter.type.as(IdentifierTypeSyntax.self)?.name.text == "Self"
            return converts.isIdentity ? nil : ((hasSelf ? 1 : 0) + index, converts)
        }
    }

    func declareParameters(_ list: FunctionParameterListSyntax) -> ([Parameter], [String]) {
        var parameters: [Parameter] = []
        var names: [String] = []
        for parameter in list {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            names.append((parameter.secondName ?? parameter.firstName).text)
            let hint = resolveType(parameter.type)
            var defaultValue: Eval?
            if let expression = parameter.defaultValue?.value, let metatype = parameter.type.as(MetatypeTypeSyntax.self),
               let generic = metatype.baseType.as(IdentifierTypeSyntax.self)?.name.text, resolver.types[generic] == nil,
               Compiler.isGenericSelfDefault(parameter, naming: generic) {
                // `as type: T.Type = T.self`: the function's entry binds it by the call's context (GenericParameters.swift).
                _ = expression
                defaultValue = { _ in .void }
            } else if let expression = parameter.defaultValue?.value {
                // At the top level, compiled once every declaration is known (a default may name a
                // static member of a type declared further down).
                defaultValue = resolver.isGlobalScope ? compiledLater { [unowned self] in compileExpression(expression, hint: hint) }
                    : compileExpression(expression, hint: hint)
            }
            let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedText == "inout" } ?? false
            let isAutoclosure = parameter.type.as(AttributedTypeSyntax.self)?.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "autoclosure"
            } ?? false
            if isAutoclosure, let expression = defaultValue {
                // `when condition: @autoclosure () -> Bool = true`: the default is wrapped too.
                defaultValue = { frame in Function.autoclosure(expression, in: frame) }
            }
            var declared = Parameter(label: label, defaultValue: defaultValue, isVariadic: parameter.ellipsis != nil, isInout: isInout)
            declared.isAutoclosure = isAutoclosure
            declared.closureFit = closureFit(of: parameter.type)  // TrailingClosures.swift
            if let expression = parameter.defaultValue?.value.as(MacroExpansionExprSyntax.self) {
                declared.callerLiteral = callerLiteral(expression)
            }
            parameters.append(declared)
        }
        return (parameters, names)
    }

    /// Queues a body for compilation after the declaration pass, with `self` and parameters in slots.
    /// A body of the embedder's prelude is compiled when first called instead (`compileOnFirstCall`).
    func scheduleBody(_ code: FunctionCode, selfType: TypeInfo?, isStatic: Bool, parameters: [String], compile: @escaping () -> Exec) {
        let constraints = selfType?.kind == .protocolType ? resolver.declaringSelfConstraints : []
        let compileBody = { [unowned self] in
            self.resolver.push(.function, selfType: selfType, isStatic: isStatic)
            if let selfType, selfType.kind == .protocolType {
                self.resolver.scope.constraintTypes = self.resolver.constraintClosure(constraints, of: selfType)
            }
            self.resolver.scope.isInitializerBody = code.isInitializer
            if selfType != nil { _ = self.resolver.declare("self") }
            for (index, name) in parameters.enumerated() {
                _ = self.resolver.declare(name)
                // Parameters are constants, but for `inout` ones.
                if index >= code.parameters.count || !code.parameters[index].isInout { self.resolver.markConstant(name) }
            }
            code.body = compile()
            code.frameSize = self.resolver.pop()
            code.hasSelf = selfType != nil
        }
        if let line = code.location?.line, line <= lazyLibraryLines {
            compileOnFirstCall(code, argumentSlots: parameters.count + (selfType == nil ? 0 : 1), hasSelf: selfType != nil, compileBody)
        } else {
            pendingBodies.append(compileBody)
        }
    }
}
