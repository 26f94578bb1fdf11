// The type checker's calls: which declaration a call reaches (a function, a method, an
// initializer, an enum case, a standard-library member), its arguments checked against the
// parameters' types, its result, and whether it throws without `try`.
import SwiftSyntax

extension TypeChecker {
    /// A call's result; `chained` when a `?` earlier in its callee's chain makes it optional.
    func callType(_ call: FunctionCallExprSyntax, expected: StaticType?) -> (StaticType, chained: Bool) {
        if let result = specializedInitializerCall(call) { return (result, false) }  // TypeCheckSubstitution.swift
        let (result, chained) = unspecializedCallType(call, expected: expected)
        return (genericInstanceResult(call, result), chained)
    }

    private func unspecializedCallType(_ call: FunctionCallExprSyntax, expected: StaticType?) -> (StaticType, chained: Bool) {
        if let result = typeOfCall(call) { return (result, false) }  // StaticTypeNames.swift
        if let result = collectionInitializerType(call, expected: expected) { return (result, false) }
        let labels: [String?] = call.arguments.map { $0.label?.text }
        let hasTrailingClosure = call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty
        var candidates: [FunctionSignature] = []
        var chained = false
        var builtinResult: StaticType?
        /// Whether the candidates are all the declarations a call of this name can reach, so that
        /// labels fitting none of them are a mistake (see `judgeArguments`).
        var reachesAll = false
        /// What the call reaches, for swiftc's words ("global function 'f'").
        var what: String?
        var callsInitializer = false
        var callsLibraryMember = false
        /// A String's or a library type's method called on a value: the compiler judges labels
        /// none of its overloads take (`libraryCallSites`).
        var libraryReceiver: String?

        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "Set", judgeSetOfArray(call, at: Syntax(reference)) { return (.unknown, false) }
            if name == "pow", let result = powCallType(call, expected: expected) { return (result, false) }  // TypeCheckPow.swift
            if name == "UnicodeScalar", let result = scalarInitType(call) { return (result, false) }  // UnicodeScalarInits.swift
            if name == "min" || name == "max", let result = minMaxType(call) { return (result, false) }
            if name == "Substring", table.types["Substring"]?.isLibrary ?? true {
                // `Substring(text)`: a Substring (TypeCheckSubstrings.swift).
                for argument in call.arguments { _ = typeOf(argument.expression) }
                return (.substring, false)
            }
            if let local = lookupLocalOrMember(name) {
                if case .metatype(let instance) = local {
                    candidates = initializers(of: instance, name: name, &builtinResult, call)
                    candidates = noteGenericInstance(call, instance, expected: expected, candidates)  // TypeCheckSubstitution.swift
                    callsInitializer = true
                } else if let result = callValue(local, call, callee: Syntax(reference)) {
                    return (result, false)
                }
            } else if judgeInstanceMemberOnType(name, call, at: Syntax(reference), base: nil) {
                return (.unknown, false)
            } else if let selfType, let methods = methods(of: selfType, name, isStatic: inStaticContext) {
                if table.functions(named: name) == nil { judgeInheritedAccess(reference) }  // TypeCheckAccess.swift
                candidates = methods
                reachesAll = isClosed(selfType)
                what = "\(inStaticContext ? "static" : "instance") method '\(name)'"
            } else if let functions = table.functions(named: name) {
                if functions.count == 1, functions[0].isGeneric, !functions[0].fromLibrary,
                   judgeGenericRequirements(call, function: name, reference: reference) {
                    return (.unknown, false)
                }
                candidates = functions
                reachesAll = true
                what = "global function '\(name)'"
            } else if case .metatype(let instance) = table.named(name).asMetatype {
                if let type = table.nominal(instance), type.kind == .protocolType, !type.isLibrary {
                    // `Shape()` of a protocol: no value of it can be made.
                    for argument in call.arguments { _ = typeOf(argument.expression) }
                    let hasInitializers = !type.initializers.isEmpty
                    error(hasInitializers ? "type 'any \(name)' cannot be instantiated" : "'any \(name)' cannot be constructed because it has no accessible initializers",
                          at: reference)
                    return (.unknown, false)
                }
                if judgePlainEnumConstruction(call, of: instance, at: reference) { return (.unknown, false) }  // TypeCheckMembers.swift
                candidates = initializers(of: instance, name: name, &builtinResult, call)
                candidates = noteGenericInstance(call, instance, expected: expected, candidates)  // TypeCheckSubstitution.swift
                reachesAll = table.nominal(instance).map(isClosed) ?? false
                callsInitializer = true
                judgeInitializerAccess(of: instance, at: Syntax(reference))  // TypeCheckAccess.swift
                what = "initializer "
                callsLibraryMember = table.nominal(instance)?.isLibrary ?? false
            } else if name == "print" || name == "debugPrint" {
                builtinResult = .void
            }
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let baseExpr = member.base {
                let (sugaredBase, isChained) = chainTypeOfBase(baseExpr)
                let base = sugaredBase.aliasTarget
                chained = isChained
                if !isChained, base == .unknown { noteGenericProtocolReceiver(baseExpr, member) }  // StaticProtocolDispatch.swift
                if name != "init" { judgeAccess(member.declName, of: base) }  // TypeCheckAccess.swift
                if judgeCoderRequirement(name, base: base, call, at: Syntax(member.declName)) { return (.unknown, chained) }  // TypeCheckGenerics.swift
                if tryDepth == 0, !isChained, Self.throwingCodingMembers.contains(name), isCodingContainerCall(name, base: base, baseExpr) {
                    // `container.decode(String.self, forKey: .name)` without `try`.
                    markTry(call, FunctionSignature(labels: [], parameters: [], hasDefault: [], isLoose: true, result: .unknown, throwing: true))
                }
                switch base.desugared {
                case .string: libraryReceiver = "String"
                case .array: libraryReceiver = "Array"
                case .dictionary: libraryReceiver = "Dictionary"
                case .set: libraryReceiver = "Set"
                case .nominal: if let type = table.nominal(base), type.isLibrary { libraryReceiver = type.name }
                default: break
                }
                if Self.mutatingLibraryMethods.contains(name), Self.changesInPlace(base) {
                    judgeSetterAccess(baseExpr, use: .mutatingMember, at: Syntax(member.declName))
                    judgeMutatingLetProperty(baseExpr, at: member.declName)  // TypeCheckSelfMutation.swift
                }
                if name == "init", base == .unknown, let typeCall = baseExpr.as(FunctionCallExprSyntax.self),
                   typeCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type", typeCall.arguments.count == 1,
                   typeCall.arguments.first?.label?.text == "of", let subject = typeCall.arguments.first?.expression {
                    // `type(of: self).init()`: the static type of the value's metatype.
                    let instance = typeOf(subject)
                    if case .nominal = instance { judgeMetatypeConstruction(member, base: baseExpr, instance: instance, call: call) }
                }
                if case .metatype(let instance) = base {
                    if name == "init" {
                        judgeMetatypeConstruction(member, base: baseExpr, instance: instance, call: call)  // TypeCheckMetatypeInits.swift
                        candidates = initializers(of: instance, name: instance.description, &builtinResult, call)
                        callsInitializer = true
                    } else if let type = table.nominal(instance), judgeInstanceMemberOnType(name, call, at: Syntax(baseExpr), base: type) {
                        return (.unknown, chained)
                    } else if let type = table.nominal(instance) {
                        candidates = staticCallables(of: type, name)
                        if candidates.isEmpty, type.cases[name] == nil, let property = type.staticProperties[name],
                           let result = callValue(property, call, callee: Syntax(member.declName)) {
                            return (result, chained)  // `UserDefaults.standard()`
                        }
                        callsLibraryMember = type.isLibrary
                        // A script case judged as a function (`staticCallables`) is the only one of its name.
                        reachesAll = isClosed(type) && (type.cases[name] == nil || candidates.contains { !$0.isLoose })
                        what = "static method '\(name)'"
                    }
                } else if base.isOptional && !isChained {
                    _ = memberType(of: base, name: name, baseExpr: baseExpr)
                } else if case .nominal(_, let arguments) = base, !arguments.isEmpty,
                          judgeConstrainedMember(name, of: base, call: call, at: Syntax(member.declName), baseExpr: baseExpr) {
                    return (.unknown, chained)
                } else if let type = table.nominal(base) {
                    noteProtocolReceiver(type, member)  // StaticProtocolDispatch.swift
                    if !source.actorNames.isEmpty, name != "init" { judgeActorIsolation(member, of: type, call: call) }  // TypeCheckActors.swift
                    if name == "init", let superExpr = baseExpr.as(SuperExprSyntax.self) { judgeSuperConvenienceCall(superExpr, call: call) }  // TypeCheckMetatypeInits.swift
                    // `self.init(…)` and `super.init(…)` call the type's own initializers.
                    candidates = name == "init" ? type.initializers : methods(of: type, name, isStatic: false) ?? []
                    // `home?.describe()` of a member the type lacks: the compiler, which sees the
                    // unchained call's, looks this one up only when the chain has a value.
                    if isChained, candidates.isEmpty, name != "init" { judgeMissingMember(member, of: base) }  // TypeCheckMembers.swift
                    if name != "init" { candidates = specializedMembers(candidates, of: base, type, name, expected: expected) }  // TypeCheckSubstitution.swift
                    reachesAll = name != "init" && isClosed(type)
                    // `super.init()` of a superclass declaring `init(name:)`: a root class of the
                    // script has only the initializers it declares.
                    if name == "init", baseExpr.is(SuperExprSyntax.self), isClosed(type), !type.initializers.isEmpty { reachesAll = true }
                    callsLibraryMember = type.isLibrary
                    what = "instance method '\(name)'"
                    // `bag.count(where:)` of a sequence that declares a `count` property: Sequence's method.
                    let countsWhere = name == "count" && (call.arguments.first?.label?.text == "where" || (call.arguments.isEmpty && call.trailingClosure != nil))
                        && (type.name == "Data" || !type.inherited.isEmpty)
                    if candidates.isEmpty, !countsWhere, let property = propertyType(of: type, name, isStatic: false),
                       let result = callValue(property, call, callee: Syntax(member.declName)) {
                        return (result, chained)
                    }
                    if candidates.isEmpty, name != "init", !type.isLibrary, type.inherited.isEmpty, type.superclass == nil,
                       !baseExpr.is(SuperExprSyntax.self), baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self),
                       type.staticMethods[name] != nil, declaredHere(type), propertyType(of: type, name, isStatic: false) == nil {
                        // `helper.square(3)` of a `static func square`.
                        for argument in call.arguments { _ = typeOf(argument.expression) }
                        error("static member '\(name)' cannot be used on instance of type '\(type.name)'", at: baseExpr)
                        return (.unknown, chained)
                    }
                } else if judgeConstrainedMember(name, of: base, call: call, at: Syntax(member.declName), baseExpr: baseExpr) {
                    return (.unknown, chained)
                } else if case .array(let element) = base, judgeElementRequirement(name, element: element, call, at: Syntax(member.declName)) {
                    return (.unknown, chained)
                } else if case .array(let element) = base, let result = arrayClosureCall(name, element: element, call, expected: expected) {
                    return (result, chained)
                } else if case .dictionary(let key, let value) = base, name == "sorted",
                          let result = arrayClosureCall(name, element: .dictionaryElement(key, value), call, expected: expected) {
                    // `scores.sorted { $0.value > $1.value }`: an array of key-value pairs, not a dictionary.
                    return (result, chained)
                } else if base == .unknown, let element = dictionaryViewElement(baseExpr),
                          let result = arrayClosureCall(name, element: element, call, expected: expected)
                            ?? (call.arguments.isEmpty && call.trailingClosure == nil && name == "sorted" ? .array(element) : nil) {
                    // `ops.keys.sorted()`, `ages.values.filter { … }`, `ops.keys.map { ops[$0]!(7, 3) }`: a
                    // view's algorithms give arrays of its elements, and their closures take them.
                    return (result, chained)
                } else {
                    switch base {
                    case .array, .dictionary, .set, .string: judgeMissingMember(member, of: base)  // `names.push(…)`, an element's method
                    default: break
                    }
                    if base == .string, name == "append" || name == "insert", call.arguments.first?.label == nil, call.trailingClosure == nil,
                       let first = call.arguments.first, [StaticType.int, .double, .float, .bool].contains(typeOf(first.expression).desugared) {
                        // `text.append(1)`: a String takes Characters and Strings, not numbers.
                        for argument in call.arguments.dropFirst() { _ = typeOf(argument.expression) }
                        error("no exact matches in call to instance method '\(name)'", at: member.declName)
                        return (.unknown, chained)
                    }
                    judgeSubstringElement(call, name: name, base: base)  // TypeCheckSubstrings.swift
                    if case .array(let element) = base.desugared, name == "append", element.isKnown, call.arguments.count == 1,
                       let only = call.arguments.first, only.label?.text == "contentsOf", call.trailingClosure == nil {
                        // `list.append(contentsOf: "abc")` on a `[String]`: the sequence's elements must be the array's.
                        let given = typeOf(only.expression, expected: base).desugared
                        let fits: Bool
                        switch given {
                        case .array(let other), .set(let other): fits = !other.isKnown || convertible(other, to: element)
                        case .string: fits = element == .character || element == .any
                        case .int, .double, .float, .bool: fits = false
                        default: fits = true
                        }
                        if !fits {
                            error("no exact matches in call to instance method 'append'", at: member.declName)
                            return (.unknown, chained)
                        }
                    }
                    candidates = standardMethods(of: base, name)
                    if candidates.isEmpty, let extended = table.builtinExtensions[base.extensionName], !extended.isGeneric {
                        candidates = extended.methods[name] ?? []
                    }
                    if candidates.isEmpty, !isChained, ["count", "isEmpty"].contains(name), base.isKnown, call.arguments.isEmpty,
                       call.trailingClosure == nil, !table.builtinExtensions.values.contains(where: { $0.methods[name] != nil }),
                       let property = standardProperty(of: base, name), let result = callValue(property, call, callee: Syntax(member.declName)) {
                        return (result, chained)  // `word.count()`: a property, not a method
                    }
                }
            } else if let expected, let type = table.nominal(expected.unwrapped) {
                // `.make(…)` / `.case(…)` where the context names the type.
                candidates = name == "init" ? type.initializers : staticCallables(of: type, name)
                if name != "init" { candidates = specializedCases(candidates, of: expected.unwrapped, type, name) }  // TypeCheckSubstitution.swift
                // `show(.custom(w: 1, x: 2))`: judged as `Size.custom(…)` is.
                if name != "init" { reachesAll = isClosed(type) && (type.cases[name] == nil || candidates.contains { !$0.isLoose }) }
                if name == "init" { implicitMemberTypes[source.location(of: member)] = type.name }  // the compiler's `.init`
            } else if let expected, name == "init" {
                // `cells = .init(repeating: fill, count: n)` of an array (a set, a dictionary, a string).
                switch expected.unwrapped.desugared {
                case .array: implicitMemberTypes[source.location(of: member)] = "Array"
                case .set: implicitMemberTypes[source.location(of: member)] = "Set"
                case .dictionary: implicitMemberTypes[source.location(of: member)] = "Dictionary"
                case .string: implicitMemberTypes[source.location(of: member)] = "String"
                default: break
                }
            }
        }

        if callee.is(ForceUnwrapExprSyntax.self) || callee.is(SubscriptCallExprSyntax.self) {
            // `ops["+"]!(8, 2)`, `handlers[0](x)`: a function value's parameters type the arguments (`(Double, Double) -> Double` given `8`).
            if let result = callValue(typeOf(callee), call, callee: Syntax(callee)) { return (result, false) }
        }
        let matching = candidates.filter { hasTrailingClosure ? $0.labels.count >= labels.count : $0.accepts(labels: labels) }
        if matching.isEmpty, !hasTrailingClosure, let libraryReceiver, let member = callee.as(MemberAccessExprSyntax.self) {
            libraryCallSites[source.location(of: member.declName)] = libraryReceiver
        }
        judgeExclusivity(call, mutatesReceiver: !matching.isEmpty && matching.allSatisfy(\.isMutating))  // TypeCheckExclusivity.swift
        let arguments = Array(call.arguments)
        if matching.isEmpty, !hasTrailingClosure, let only = candidates.first {
            if candidates.allSatisfy(\.fromLibrary) {
                // Kiln declares the library's members Apple's way: where every declaration of the
                // name has one set of labels, a call with as many arguments must use them.
                // Those with as many parameters as the call has arguments are the ones judged.
                let sameCount = candidates.filter { $0.labels.count == labels.count }
                if callsLibraryMember, let first = sameCount.first, !candidates.contains(where: \.isRenamed),
                   sameCount.allSatisfy({ $0.labels == first.labels }) {
                    judgeArguments(call, given: labels, expected: first, kind: .library)
                }
            } else if reachesAll, candidates.count == 1 {
                judgeArguments(call, given: labels, expected: only, kind: callsInitializer ? .scriptInitializer : .scriptFunction)
            } else if reachesAll, !labels.isEmpty, labels.allSatisfy({ $0 == nil }),
                      candidates.allSatisfy({ $0.variadic == nil }),
                      candidates.filter({ $0.takes(labels.count) }).count == 1,
                      let sameCount = candidates.first(where: { $0.takes(labels.count) }) {
                // `Color(0.0, 1.0, 0.0)` beside `init(red:green:blue:)` and `init(white:)`, `area(4)`
                // beside `area(width:height:)` and `area(side: Int = 3)`: the one overload that
                // takes as many arguments is the one swiftc judges ("missing argument labels").
                judgeArguments(call, given: labels, expected: sameCount, kind: callsInitializer ? .scriptInitializer : .scriptFunction)
            } else if reachesAll, let what, what.hasPrefix("global"),
                      candidates.allSatisfy({ $0.labels.count == labels.count && $0.variadic == nil }) {
                // Overloads of as many parameters, none with the call's labels.
                error("no exact matches in call to \(what)", at: call.calledExpression)
            }
        } else if matching.count > 1, reachesAll, let what {
            judgeNoExactMatch(call, candidates: matching, what: what)
            if what.hasPrefix("global"), !hasTrailingClosure, let chosen = chooseByType(call, matching, expected: expected) {
                markTry(call, chosen)
                return (genericResult(chosen, call, labels: labels), chained)
            }
        }
        // A script type's initializers by the arguments' static types (`Money(value: 2.5)` beside
        // `init(value: Int)`): every one of them is declared in the script.
        if callsInitializer, matching.count > 1, !hasTrailingClosure, matching.allSatisfy({ !$0.fromLibrary }),
           let chosen = chooseByType(call, matching, expected: expected) {
            markTry(call, chosen)
            return (genericResult(chosen, call, labels: labels), chained)
        }
        // A method's overloads by the arguments' static types too (`treat(_: Animal)` for an
        // `Animal`-typed variable holding a `Dog`), recorded at the member's name: an exact match
        // is Swift's choice even where the checker does not know every member (an open class).
        if matching.count > 1, let what, what.hasPrefix("instance method") || what.hasPrefix("static method"), !hasTrailingClosure,
           let member = callee.as(MemberAccessExprSyntax.self),
           let chosen = chooseByType(call, matching, at: source.location(of: member.declName), expected: expected) {
            markTry(call, chosen)
            return (genericResult(chosen, call, labels: labels), chained)
        }
        if matching.count == 1, let signature = matching.first, hasTrailingClosure, call.additionalTrailingClosures.isEmpty,
           let closure = call.trailingClosure, signature.parameters.count == labels.count + 1,
           case .function = signature.parameters[labels.count] {
            // A trailing closure for a closure parameter of the script's function. An implicit
            // member before it takes its parameter's type (`forName: .init("saved")`).
            for (argument, parameter) in zip(arguments, signature.parameters) {
                let isImplicitMember = argument.expression.as(MemberAccessExprSyntax.self)?.base == nil
                _ = typeOf(argument.expression, expected: isImplicitMember && !signature.isGeneric ? parameter : nil)
            }
            _ = closureType(closure, expected: signature.parameters[labels.count])
            markTry(call, signature)
            return (genericResult(signature, call, labels: labels), chained)
        }
        guard matching.count == 1, let signature = matching.first, !hasTrailingClosure else {
            // An implicit member takes its parameter's type where one overload fits (`forName: .init("saved")`
            // before a trailing closure).
            let given = { (candidate: FunctionSignature) in hasTrailingClosure ? labels + [candidate.labels.last ?? nil] : labels }
            let fitting = matching.filter { candidate in
                guard !candidate.isGeneric, candidate.parameterIndices(for: given(candidate)) != nil else { return false }
                if hasTrailingClosure, case .function? = candidate.parameters.last?.desugared.unwrapped { return true }
                return !hasTrailingClosure
            }
            let parameters = fitting.count == 1 ? fitting.first.map { signature in
                (signature.parameterIndices(for: given(signature)) ?? []).map { signature.parameters[$0] }
            } ?? [] : []
            for (index, argument) in arguments.enumerated() {
                let isImplicitMember = argument.expression.as(MemberAccessExprSyntax.self)?.base == nil
                _ = typeOf(argument.expression, expected: isImplicitMember && index < parameters.count ? parameters[index] : nil)
            }
            if candidates.isEmpty, let closure = call.trailingClosure { noteGenericProtocolReceivers(in: closure) }  // StaticProtocolDispatch.swift
            if let builtinResult { return (builtinResult, chained) }
            // Overloads that agree on their result and on throwing still say what the call gives.
            if let first = matching.first, matching.allSatisfy({ $0.result == first.result && $0.throwing == first.throwing }) {
                markTry(call, first)
                return (first.result, chained)
            }
            return (.unknown, chained)
        }
        let indices = signature.parameterIndices(for: labels) ?? []
        for (argument, index) in zip(arguments, indices) {
            let parameter = index < signature.parameters.count ? signature.parameters[index] : .unknown
            if !nonEscapingParameters.isEmpty { judgeNonEscapingArgument(argument.expression, escaping: signature.escaping.contains(index)) }
            if signature.inoutParameters.contains(index), !argument.expression.is(InOutExprSyntax.self), !signature.fromLibrary {
                // `double(n)` for `inout`: swiftc asks for the `&`.
                let type = typeOf(argument.expression, expected: parameter)
                if type.isKnown, let reference = argument.expression.as(DeclReferenceExprSyntax.self),
                   declaredOnlyAsVar(reference) {
                    error("passing value of type \(type.quoted) to an inout parameter requires explicit '&'", at: argument.expression)
                }
                continue
            }
            if let inout_ = argument.expression.as(InOutExprSyntax.self) {
                // `&x` for an `inout` parameter: x must be of its type (Kiln does not ask for "exactly").
                let type = typeOf(inout_.expression, expected: parameter)
                judgeSetterAccess(inout_.expression, use: .inOut, at: Syntax(inout_))  // TypeCheckAccess.swift
                if !signature.isLoose { report(type, against: parameter, .argument, at: Syntax(inout_), expr: inout_.expression) }
            } else if signature.isLoose, let variadic = signature.variadic, index == variadic, !signature.isGeneric, !signature.fromLibrary,
                      indices.filter({ $0 == variadic }).count == 1,
                      case .array(let element) = typeOf(argument.expression).desugared, element.isKnown, element == parameter.desugared {
                // `show(names)` for `show(_ items: String...)`: Swift does not spread an array.
                error("cannot pass array of type \(StaticType.array(element).quoted) as variadic arguments of type \(parameter.quoted)",
                      at: argument.expression)
            } else if signature.isLoose {
                // A closure for a closure parameter is checked against its type; the rest only typed.
                // So is an implicit member (`log: .default`), whose type the parameter's names.
                let isClosure = argument.expression.is(ClosureExprSyntax.self)
                let isImplicitMember = argument.expression.as(MemberAccessExprSyntax.self)?.base == nil
                // `.key("q", shift: true)` for a `Character` payload: the literal is a Character.
                let isCharacterLiteral = argument.expression.is(StringLiteralExprSyntax.self) && parameter == .character
                _ = typeOf(argument.expression, expected: (isClosure || isImplicitMember || isCharacterLiteral) && !signature.isGeneric ? parameter : nil)
            } else {
                check(argument.expression, against: parameter, .argument)
                if refusesSubstring(for: signature, callsInitializer: callsInitializer) { judgeSubstringArgument(argument.expression, parameter: parameter) }  // TypeCheckSubstrings.swift
            }
        }
        unifyGenericLiterals(arguments.map(\.expression), indices: indices, signature)  // TypeCheckGenericLiterals.swift
        markTry(call, signature)
        return (genericResult(signature, call, labels: labels), chained)
    }

    /// A call's result: a generic function's is unknown, but where it is the type passed as a
    /// metatype argument (`load(Settings.self, from: url)`, `unarchivedObject(ofClass: Photo.self, …)`).
    private func genericResult(_ signature: FunctionSignature, _ call: FunctionCallExprSyntax, labels: [String?]) -> StaticType {
        guard signature.isGeneric || signature.resultFromMetatype != nil else { return signature.result }
        if signature.resultFromMetatype == nil { return inferredGenericResult(signature, call, labels: labels) }  // TypeCheckSubstitution.swift
        guard let (index, optional) = signature.resultFromMetatype,
              let position = (signature.parameterIndices(for: labels) ?? []).firstIndex(of: index),
              position < call.arguments.count,
              let instance = typeNamed(byMetatype: Array(call.arguments)[position].expression), instance.isKnown else { return .unknown }  // TypeCheckGenerics.swift
        return optional ? .optional(instance) : instance
    }

    /// `min(2.5, 1)`, `max(x, 0)` with `x: Double`: the standard `min<T: Comparable>(_:_:_:)` makes its
    /// integer literals the floating-point argument's type.
    private func minMaxType(_ call: FunctionCallExprSyntax) -> StaticType? {
        let arguments = call.arguments.map(\.expression)
        guard arguments.count >= 2, call.arguments.allSatisfy({ $0.label == nil }), call.trailingClosure == nil,
              lookupLocalOrMember(call.calledExpression.trimmedText) == nil,
              table.functions(named: call.calledExpression.trimmedText)?.allSatisfy(\.fromLibrary) ?? true else { return nil }
        let plain = arguments.filter { !$0.is(IntegerLiteralExprSyntax.self) }
        let types = plain.map { typeOf($0) }
        // `max(budget, 60)`: number literals beside a script type that adopts ExpressibleBy…Literal are of it.
        let numbers = arguments.filter { $0.is(IntegerLiteralExprSyntax.self) || $0.is(FloatLiteralExprSyntax.self) }
        let others = zip(plain, types).filter { !$0.0.is(FloatLiteralExprSyntax.self) }.map(\.1)
        if let first = others.first, case .nominal = first.desugared, others.allSatisfy({ $0 == first }), !numbers.isEmpty,
           let nominal = table.nominal(first.desugared), !nominal.isLibrary, literalMayInitialize(nominal) {
            for number in numbers { literalNominalTypes[source.location(of: number)] = nominal.name }
            return first
        }
        guard let floating = types.first(where: { $0 == .double || $0 == .float }), types.allSatisfy({ $0 == floating }),
              plain.count < arguments.count else {
            return nil
        }
        for argument in arguments where argument.is(IntegerLiteralExprSyntax.self) { check(argument, against: floating, .argument) }
        return floating
    }

    /// `[Double]()`, `[String: Int]()`, `Set<Character>()`, `Array<Double>()`, `[Double](repeating: 0, count: 3)`,
    /// `Array(repeating: 0.0, count: 3)`: the collection they make (its elements' literals take its element type).
    private func collectionInitializerType(_ call: FunctionCallExprSyntax, expected: StaticType?) -> StaticType? {
        let labels = call.arguments.map { $0.label?.text }
        guard call.trailingClosure == nil, labels.isEmpty || labels == ["repeating", "count"] else { return nil }
        let callee = call.calledExpression
        var made: StaticType?
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Array", labels == ["repeating", "count"],
           lookupLocalOrMember("Array") == nil, let first = call.arguments.first {
            if case .array(let wanted)? = expected?.desugared.unwrapped, wanted.isKnown {
                // `let grid: [[Character]] = Array(repeating: Array(repeating: ".", count: 3), count: 2)`
                check(first.expression, against: wanted, .argument)
                _ = typeOf(call.arguments.last!.expression, expected: .int)
                return .array(wanted)
            }
            // Without a context the checker is sure of, an integer or string literal may be a Double or a Character.
            if first.expression.is(IntegerLiteralExprSyntax.self) || first.expression.is(StringLiteralExprSyntax.self)
                || first.expression.is(NilLiteralExprSyntax.self) { return nil }
            let element = typeOf(first.expression)
            guard element.isKnown, element != .nilLiteral else { return nil }
            _ = typeOf(call.arguments.last!.expression, expected: .int)
            return .array(element)
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self),
           let name = specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, lookupLocalOrMember(name) == nil {
            let arguments = specialized.genericArgumentClause.arguments.map { argument -> StaticType in
                if case .type(let type) = argument.argument { return table.resolve(type) }
                return .unknown
            }
            switch (name, arguments.count) {
            case ("Array", 1): made = .array(arguments[0])
            case ("Set", 1) where labels.isEmpty: made = .set(arguments[0])
            case ("Dictionary", 2) where labels.isEmpty: made = .dictionary(arguments[0], arguments[1])
            default: return nil
            }
        } else if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) {
            made = writtenCollectionType(callee)
            if case .dictionary = made, !labels.isEmpty { return nil }
        }
        guard let made, made.isKnown else { return nil }
        if case .array(let element) = made, labels == ["repeating", "count"] {
            check(call.arguments.first!.expression, against: element, .argument)
            _ = typeOf(call.arguments.last!.expression, expected: .int)
        }
        return made
    }

    /// The type an expression such as `[Double]` or `[String: [Int]]` writes, when it names types only.
    private func writtenCollectionType(_ expr: ExprSyntax) -> StaticType? {
        if let reference = expr.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            let name = reference.baseName.text
            guard lookupLocalOrMember(name) == nil, name.first?.isUppercase == true else { return nil }
            let type = table.named(name)
            return type.isKnown ? type : nil
        }
        if let array = expr.as(ArrayExprSyntax.self), array.elements.count == 1, let only = array.elements.first {
            return writtenCollectionType(only.expression).map { .array($0) }
        }
        // `[Int?]()`: `Int?` written as an expression is an optional chain of the type's name.
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return writtenCollectionType(optional.expression).map { .optional($0) } }
        if let dictionary = expr.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content, elements.count == 1,
           let only = elements.first, let key = writtenCollectionType(only.key), let value = writtenCollectionType(only.value) {
            return .dictionary(key, value)
        }
        return nil
    }

    /// A call of a value: a closure's parameters and result where its type is known; swiftc's
    /// error where the value is of a type that cannot be called. Nil where it is not judged.
    private func callValue(_ type: StaticType, _ call: FunctionCallExprSyntax, callee: Syntax) -> StaticType? {
        switch type.desugared {
        case .function(let parameters, let result):
            let arguments = Array(call.arguments)
            // `add(a: 1, b: 2)` of a closure: a function value's parameters have no labels.
            let labels = arguments.compactMap { $0.label?.text }
            if call.trailingClosure == nil, !labels.isEmpty, arguments.count == parameters.count, let paren = call.leftParen {
                for (argument, parameter) in zip(arguments, parameters) { check(argument.expression, against: parameter, .argument) }
                let spelled = labels.map { "\($0):" }.joined()
                error("extraneous argument label\(labels.count > 1 ? "s" : "") '\(spelled)' in call", at: paren)
                return result
            }
            guard call.trailingClosure == nil, arguments.allSatisfy({ $0.label == nil }) else { return nil }
            if arguments.count == parameters.count {
                for (argument, parameter) in zip(arguments, parameters) { check(argument.expression, against: parameter, .argument) }
            } else if arguments.count < parameters.count, let paren = call.leftParen {
                for argument in arguments { _ = typeOf(argument.expression) }
                if parameters.count - arguments.count > 1 {
                    let missing = (arguments.count..<parameters.count).map { "#\($0 + 1)" }.joined(separator: ", ")
                    error("missing arguments for parameters \(missing) in call", at: paren)
                } else if let anchor = (arguments.last?.expression.lastToken(viewMode: .sourceAccurate) ?? paren.previousToken(viewMode: .sourceAccurate).map { _ in paren })?.nextToken(viewMode: .sourceAccurate) {
                    error("missing argument for parameter #\(parameters.count) in call", at: anchor)
                }
            } else {
                for argument in arguments { _ = typeOf(argument.expression) }
                if parameters.isEmpty, let paren = call.leftParen {
                    error("argument passed to call that takes no arguments", at: arguments.count == 1 ? Syntax(arguments[0].expression) : Syntax(paren))
                } else if arguments.count - parameters.count > 1, let paren = call.leftParen {
                    let extra = (parameters.count..<arguments.count).map { "#\($0 + 1)" }.joined(separator: ", ")
                    error("extra arguments at positions \(extra) in call", at: paren)
                } else {
                    error("extra argument in call", at: arguments[parameters.count].expression)
                }
            }
            return result
        case .int, .double, .float, .bool, .string, .character, .array, .dictionary, .set, .tuple:
            for argument in call.arguments { _ = typeOf(argument.expression) }
            error("cannot call value of non-function type \(type.quoted)", at: callee)
            return .unknown
        case .nominal:
            // A struct's or class's value (not a protocol's, nor one with `callAsFunction`).
            guard let nominal = table.nominal(type), nominal.kind == .structure || nominal.kind == .classType, !nominal.isOpen,
                  methods(of: nominal, "callAsFunction", isStatic: false) == nil, methods(of: nominal, "dynamicallyCall", isStatic: false) == nil, !nominal.isGeneric,
                  nominal.isLibrary || nominal.inherited.isEmpty else { return nil }
            for argument in call.arguments { _ = typeOf(argument.expression) }
            error("cannot call value of non-function type \(type.quoted)", at: callee)
            return .unknown
        default:
            return nil
        }
    }

    /// Whether an expression's type may be decided by its context: a literal, or arithmetic and
    /// choices made only of literals.
    func isLiteralDriven(_ expr: ExprSyntax) -> Bool {
        let expr = unparenthesized(expr)
        if isLiteral(expr) { return true }
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return false }
        func driven(_ infix: Infix) -> Bool {
            switch infix {
            case .operand(let operand): return isLiteralDriven(operand)
            case .binary(let op, _, let lhs, let rhs): return ["+", "-", "*", "/", "%"].contains(op) && driven(lhs) && driven(rhs)
            case .ternary(_, let then, let otherwise, _): return isLiteralDriven(then) || driven(otherwise)
            case .cast: return false
            }
        }
        return driven(fold(sequence))
    }

    /// Whether every member of the type is declared where the checker reads it: no superclass,
    /// no protocol whose extensions could add members of the same name.
    private func isClosed(_ type: NominalType) -> Bool {
        !type.isLibrary && type.inherited.isEmpty && type.superclass == nil && !type.isOpen
    }

    func markTry(_ call: FunctionCallExprSyntax, _ signature: FunctionSignature) {
        if signature.isAsync, !signature.fromLibrary { judgeAsyncCall(call) }  // TypeCheckAsyncCalls.swift
        guard signature.throwing || (signature.rethrowing && Self.passesThrowingClosure(call)) else { return }
        guard tryDepth == 0 else {
            if !errorsPropagate, let tryExpr = unhandledTry(around: Syntax(call)) { effectError("errors thrown from here are not handled", at: tryExpr) }
            return
        }
        guard errorsPropagate, !Self.inNonThrowingClosure(call) else {
            effectError("call can throw, but it is not marked with 'try' and the error is not handled", at: call)
            return
        }
        effectError("call can throw but is not marked with 'try'", at: call, notes: [
            "note: did you mean to use 'try'?",
            "note: did you mean to handle error as optional value?",
            "note: did you mean to disable error propagation?",
        ])
    }

    /// Whether a closure written as one of the call's arguments surely throws: it says `throws`,
    /// or its own statements (not a nested closure's, not inside a `do`) hold a `throw` or a plain `try`.
    private static func passesThrowingClosure(_ call: FunctionCallExprSyntax) -> Bool {
        let closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            + [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
        return closures.contains { closure in
            if closure.signature?.effectSpecifiers?.throwsClause != nil { return true }
            return closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
                let isThrow = token.tokenKind == .keyword(.throw)
                let isTry = token.tokenKind == .keyword(.try)
                    && ![.postfixQuestionMark, .exclamationMark].contains(token.nextToken(viewMode: .sourceAccurate)?.tokenKind)
                guard isThrow || isTry else { return false }
                var current = token.parent
                while let ancestor = current, ancestor.id != closure.id {
                    if ancestor.is(ClosureExprSyntax.self) || ancestor.is(DoStmtSyntax.self) || ancestor.is(FunctionDeclSyntax.self) { return false }
                    current = ancestor.parent
                }
                return true
            }
        }
    }

    /// Whether `node` is in a closure that does not throw: one that neither says `throws` nor
    /// holds a `try` or `throw` (swiftc infers a closure's throwing from its text alone).
    private static func inNonThrowingClosure(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                guard closure.signature?.effectSpecifiers?.throwsClause == nil else { return false }
                return !closure.statements.tokens(viewMode: .sourceAccurate).contains {
                    $0.tokenKind == .keyword(.try) || $0.tokenKind == .keyword(.throw)
                }
            }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(AccessorDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    private func chainTypeOfBase(_ base: ExprSyntax) -> (StaticType, Bool) {
        let type = typeOf(base)
        // `a?.f()`: the chain is optional, the method is the wrapped type's.
        if containsOptionalChain(base) { return (type.unwrapped, true) }
        return (type, false)
    }

    /// A name that is a local variable or a property of `self` (which a call of that name calls).
    func lookupLocalOrMember(_ name: String) -> StaticType? {
        for scope in scopes.dropFirst().reversed() {
            if let type = scope[name] { return type }
        }
        if let selfType, let property = propertyType(of: selfType, name, isStatic: inStaticContext) {
            // A property and a method of one name (`var count` beside `func count(_:)`): a call is the method's.
            if !property.mayBeCalled, methods(of: selfType, name, isStatic: inStaticContext) != nil { return nil }
            return property
        }
        if let global = scopes[0][name] {
            // A method of `self` comes before a global variable of its name (`hidden()` beside `let hidden`).
            if let selfType, methods(of: selfType, name, isStatic: inStaticContext) != nil { return nil }
            // `let greet = "hi"` beside `func greet(_:)`: a call is the function's.
            if !global.mayBeCalled, table.functions(named: name) != nil { return nil }
            return global
        }
        return nil
    }

    /// A type's initializers; the standard types' conversions give their result directly.
    private func initializers(of instance: StaticType, name: String, _ builtinResult: inout StaticType?,
                              _ call: FunctionCallExprSyntax) -> [FunctionSignature] {
        switch instance.aliasTarget {
        case .string:
            // A library extension's initializer with the call's labels (`String(data:encoding:)`
            // may fail, `String(contentsOf:encoding:)` throws); the standard ones give a String.
            let labels = call.arguments.map { $0.label?.text }
            let declared = table.builtinExtensions[instance.extensionName]?.initializers.filter { $0.labels == labels } ?? []
            if !labels.isEmpty, !declared.isEmpty {
                return declared.map { declaration in
                    var signature = declaration
                    signature.result = declaration.result.isOptional ? .optional(instance) : instance
                    return signature
                }
            }
            builtinResult = .string
        case .int, .double, .float:
            // `Int("12")` may fail; `Int(3.5)` does not.
            let argument = call.arguments.count == 1 && call.arguments.first?.label == nil ? call.arguments.first?.expression : nil
            let from = argument.map { typeOf($0) } ?? .unknown
            if let argument, case .optional(let wrapped) = from.desugared, wrapped == .string || wrapped.isNumeric {
                // `Int(textField.text)`: the text must be unwrapped before it is parsed.
                error("value of optional type \(from.quoted) must be unwrapped to a value of type \(wrapped.quoted)",
                      at: diagnosticNode(argument), notes: Self.unwrapNotes)
                builtinResult = .unknown
                return []
            }
            let parsesText = from == .string || call.arguments.map({ $0.label?.text }) == [nil, "radix"]
            builtinResult = parsesText ? .optional(instance) : from.isNumeric ? instance : .unknown
        case .bool:
            builtinResult = call.arguments.isEmpty ? .bool : .unknown
        case .nominal(let typeName, _):
            guard let type = table.types[typeName], type.kind != .protocolType else { return [] }
            if type.isGeneric {
                // Not checked, but `Pair(a: 2.5, b: 1)` makes T a Double (TypeCheckGenericLiterals.swift).
                let labels = call.arguments.map { $0.label?.text }
                let fitting = type.initializers.filter { $0.accepts(labels: labels) }
                if fitting.count == 1, let indices = fitting[0].parameterIndices(for: labels) {
                    unifyGenericLiterals(call.arguments.map(\.expression), indices: indices, fitting[0])
                    // A script's generic type of its own: the one initializer the labels fit, whose
                    // parameters take the context's arguments (TypeCheckSubstitution.swift).
                    if !type.genericParameters.isEmpty, type.superclass == nil, fitting[0].parameterSyntax.count == fitting[0].parameters.count {
                        return fitting
                    }
                }
                return []
            }
            // A class without designated initializers of its own inherits its superclass's
            // (making its own type); its convenience ones are beside them.
            var current: NominalType? = type
            var collected: [FunctionSignature] = []
            while let candidate = current {
                if !candidate.initializers.isEmpty {
                    collected += candidate.initializers.map { inherited in
                        var signature = inherited
                        if candidate !== type, inherited.result != .unknown {
                            signature.result = inherited.result.isOptional ? .optional(instance) : instance
                        }
                        return signature
                    }
                    if candidate.initializers.contains(where: { !$0.isConvenience }) { return collected }
                }
                current = candidate.superclass.flatMap { table.types[$0] }
            }
            // No designated initializer anywhere in a chain the checker knows whole: the implicit
            // `init()`, beside the convenience ones.
            var root: NominalType? = type
            while let superclass = root?.superclass { root = table.types[superclass] }
            if type.kind == .classType, root != nil, root?.isLibrary == false {
                return collected + [FunctionSignature(labels: [], parameters: [], hasDefault: [], isLoose: false, result: .nominal(typeName), throwing: false)]
            }
            if !collected.isEmpty { return collected }
        default:
            break
        }
        return []
    }

    private func staticCallables(of type: NominalType, _ name: String) -> [FunctionSignature] {
        if let associated = type.cases[name], let parameters = associated {
            let labels = type.caseLabels[name].flatMap { $0.count == parameters.count ? $0 : nil } ?? Array(repeating: nil, count: parameters.count)
            // A script case of known payload types is judged as a function (`Shape.rect(w: 1, h: 2)`).
            let strict = type.strictCases.contains(name) && type.genericParameters.isEmpty && !type.isGeneric
                && parameters.allSatisfy(\.isKnown) && type.caseLabels[name]?.count == parameters.count
            return [FunctionSignature(labels: labels, parameters: parameters,
                                      hasDefault: Array(repeating: false, count: parameters.count), isLoose: !strict,
                                      result: .nominal(type.name), throwing: false)]
        }
        return methods(of: type, name, isStatic: true) ?? []
    }

    /// A type's methods of that name, its superclasses' included; nil when there are none known.
    func methods(of type: NominalType, _ name: String, isStatic: Bool) -> [FunctionSignature]? {
        var found: [FunctionSignature] = []
        var current: NominalType? = type
        var seen: Set<String> = []
        while let candidate = current, seen.insert(candidate.name).inserted {
            found += (isStatic ? candidate.staticMethods[name] : candidate.methods[name]) ?? []
            current = candidate.superclass.flatMap { table.types[$0] }
        }
        return found.isEmpty ? nil : found
    }

    /// The Codable containers' members that throw (the keyed, unkeyed and single-value ones
    /// alike), and a decoder's containers.
    static let throwingCodingMembers: Set<String> = [
        "decode", "decodeIfPresent", "encode", "encodeIfPresent", "encodeNil", "encodeConditional",
        "container", "singleValueContainer", "unkeyedContainer",
    ]

    /// `decoder.container(keyedBy:)` on a `Decoder`, or `decode`/`encode` on a local made from a
    /// decoder's or an encoder's container in the body around the call.
    private func isCodingContainerCall(_ name: String, base: StaticType, _ baseExpr: ExprSyntax) -> Bool {
        guard let reference = baseExpr.as(DeclReferenceExprSyntax.self) else { return false }
        if ["container", "singleValueContainer", "unkeyedContainer"].contains(name) {
            return base == .nominal("Decoder")
        }
        guard base == .unknown else { return false }
        let variable = reference.baseName.text
        var current = Syntax(baseExpr).parent
        while let node = current {
            if let items = node.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == variable {
                        guard let value = binding.initializer?.value else { return false }
                        var made = value
                        if let tryExpr = made.as(TryExprSyntax.self), tryExpr.questionOrExclamationMark == nil { made = tryExpr.expression }
                        guard let call = made.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                              member.base?.is(DeclReferenceExprSyntax.self) == true else { return false }
                        return ["container", "singleValueContainer", "unkeyedContainer", "nestedContainer", "nestedUnkeyedContainer"]
                            .contains(member.declName.baseName.text)
                            && (member.declName.baseName.text.hasPrefix("nested") || ["decoder", "encoder"].contains(member.base?.trimmedText))
                    }
                }
            }
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(ClosureExprSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// Whether every declaration of `name` the argument can see is a `var` (no `let`, parameter
    /// or other binding of the name in a body around it): a `let` passed for `inout` has other
    /// words, the compiler's. Asked only of a call already refused.
    func declaredOnlyAsVar(_ reference: DeclReferenceExprSyntax) -> Bool {
        let name = reference.baseName.text
        /// The function, initializer, accessor or closure a declaration belongs to (nil: the top level or a type).
        func owner(_ node: Syntax) -> SyntaxIdentifier? {
            var current = node.parent
            while let node = current {
                if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(ClosureExprSyntax.self)
                    || node.is(AccessorDeclSyntax.self) || node.is(AccessorBlockSyntax.self) || node.is(SubscriptDeclSyntax.self) { return node.id }
                current = node.parent
            }
            return nil
        }
        var around: Set<SyntaxIdentifier> = []
        var current = Syntax(reference).parent
        while let node = current { around.insert(node.id); current = node.parent }
        var sawVar = false
        for token in source.tree.tokens(viewMode: .sourceAccurate) where token.text == name && !isLibrary(token) {
            guard let parent = token.parent else { continue }
            let isPattern = parent.is(IdentifierPatternSyntax.self)
            guard isPattern || parent.is(FunctionParameterSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self)
                    || parent.is(ClosureParameterSyntax.self) else { continue }
            if let body = owner(parent), !around.contains(body) { continue }  // another body's
            guard isPattern, let variable = parent.parent?.parent?.parent?.as(VariableDeclSyntax.self),
                  variable.bindingSpecifier.tokenKind == .keyword(.var) else { return false }
            sawVar = true
        }
        return sawVar
    }
}

extension StaticType {
    /// The metatype a type name stands for as a value.
    var asMetatype: StaticType { self == .unknown ? .unknown : .metatype(self) }
}
