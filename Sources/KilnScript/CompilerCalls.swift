// Calls (functions, methods, initializers) and closures become closures; subscript reads are in CompilerPlaces.swift.
import SwiftSyntax

/// Marks a trailing closure's argument: it fits a parameter whatever that parameter's label.
let trailingClosureLabel = "\u{1}trailing"

extension Compiler {
    // MARK: Calls

    func compileCall(_ call: FunctionCallExprSyntax, hint: TypeInfo?) -> Eval {
        let runtime = self.runtime
        let site = location(call)
        if callerFunctionLiteralUsed {
            // Method calls report the member's location (`Logger.log`'s `log`).
            let name = enclosingFunctionName(of: call)
            runtime.callerFunctionNames[site] = name
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { runtime.callerFunctionNames[location(member.declName)] = name }
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
           member.declName.baseName.text == "formatted", !source.text.contains("func formatted") {
            // `1234.formatted()`, `date.formatted(.dateTime.year())`, `x.formatted(.percent)`.
            return failed("'formatted' (Foundation's FormatStyle) is not supported in Kiln yet; use String(format:) or a NumberFormatter or DateFormatter", at: member.declName)
        }
        var callee = call.calledExpression
        // `Stack<String>()`, `Set<Int>()`: the generic arguments change nothing at run time, but
        // for a script class's instance, which keeps them (TypeArguments.swift).
        var specialization: GenericSpecializationExprSyntax?
        while let specialized = callee.as(GenericSpecializationExprSyntax.self) {
            specialization = specialization ?? specialized
            callee = specialized.expression
        }
        var written = specialization.flatMap { typeArgumentValues($0.genericArgumentClause) }
        if specialization == nil, !compilingOwnTypeCall, let (_, names) = ownTypeArgumentNames(callee) {
            written = names.map { unboundTypeArgument($0, at: callee) }  // `Stack()` in `Stack<Element>`'s own code
        }
        if let type = typeNamed(by: callee) ?? (callee.trimmedText == "Self" ? resolver.resolveSelf()?.1 : nil),
           type.kind == .classType || type.kind == .structure, !type.genericParameters.isEmpty, let arguments = written {
            let outer = compilingOwnTypeCall
            compilingOwnTypeCall = true
            let construct = compileCall(call.with(\.calledExpression, callee), hint: hint)
            compilingOwnTypeCall = outer
            let runtime = self.runtime
            return { frame in
                var values: [Value] = []
                for argument in arguments { values.append(try argument(frame)) }
                runtime.pendingTypeArguments = (type, values)
                defer { runtime.pendingTypeArguments = nil }
                return try construct(frame)
            }
        }

        // `[Int]()`, `[String: Int]()`
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1, call.arguments.isEmpty {
            return { _ in .array([]) }
        }
        if callee.is(DictionaryExprSyntax.self), call.arguments.isEmpty { return { _ in .dictionary(OrderedDictionary()) } }
        if let typed = collectionConstruction(call, callee: callee, site: site) { return typed }

        if let printing = printingToString(call, callee: callee, site: site) { return printing }
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text == "swap", call.arguments.count == 2,
           resolver.globalFunctions["swap"]?.allSatisfy({ $0.native != nil }) ?? true {
            // `swap(&a, &b)`: exchanges the values of two places.
            let places = call.arguments.compactMap { $0.expression.as(InOutExprSyntax.self) }.compactMap { inOut -> Place? in
                guard var place = compileAssignmentTarget(inOut.expression, use: .inOut(Syntax(inOut))) else { return nil }
                place.exclusiveGlobal = exclusiveGlobal(of: inOut)  // `swap(&g.a, &g.b)` on a global struct traps
                return place
            }
            guard places.count == 2 else { return failed("swap needs two in-out arguments (&a, &b)", at: call) }
            let (first, second) = (places[0], places[1])
            let checksAccess = first.exclusiveGlobal != nil && second.exclusiveGlobal != nil
            return { frame in
                let a = try first.get(frame), b = try second.get(frame)
                if checksAccess { runtime.endInoutAccesses(try runtime.beginInoutAccesses([0: first, 1: second], frame: frame, at: site)) }
                try first.set(frame, b)
                try second.set(frame, a)
                return .void
            }
        }
        if (optionalMember(callee)?.name == "some" || spelledOptionalType(callee) != nil), call.arguments.count == 1,
           let only = call.arguments.first, only.label == nil {
            // `Optional<Int>.some(3)`, `Optional.some(x)`, `Int?(5)`.
            let wrapped = compileExpression(only.expression)
            return { frame in .some(try wrapped(frame)) }
        }
        let qualified = swiftQualified(callee)
        if let reference = callee.as(DeclReferenceExprSyntax.self) ?? qualified {
            let name = reference.baseName.text
            if name == "type", let typed = typeOfWithStaticType(call, site: site) { return typed }  // StaticTypeNames.swift
            // `Self(text: …)` in a type's method: an instance of self's dynamic type.
            if name == "Self", qualified == nil, resolver.resolveSelf() != nil { return constructDynamically(callee, call: call, site: site) }
            // `Swift.max(…)` is the library's even where the script declares its own `max`.
            let libraryFunctions = qualified == nil ? nil : library.functions[name]
            var binding = libraryFunctions.map({ Binding.functions($0) }) ?? resolver.resolve(name)
            if case .implicitMember(_, let type, _)? = binding, let global = globalFunctionHiddenByMember(name, of: type, call: call) {
                // `max(self, other)` in `extension String`: no `max` of String takes two arguments,
                // so the call is the global function's.
                binding = .functions(global)
            }
            if case .global? = binding, let functions = resolver.globalFunctions[name], !functions.isEmpty {
                // `let greet = "hi"` beside `func greet(_:)`: a call is the function's, as swiftc's
                // overload resolution finds (a value of one name cannot take labels).
                binding = .functions(functions)
            }
            switch binding {
            case .functions(let functions)?:
                let arguments = compileArguments(call)
                if let (code, plan) = choose(functions, labels: arguments.labels, site: site, call: call) {
                    let direct = directCall(code, plan: plan, arguments: arguments, site: site)
                    let bound = code.resultGenerics == nil ? direct : bindingResultGenerics(code, call: call, direct)  // ResultTypeGenerics.swift
                    return bindingCheckedGenerics(code, at: site, call: call, bound)  // GenericParameters.swift
                }
                for code in functions {
                    guard let plan = swift2Plan(arguments.labels, for: code) else { continue }
                    runtime.noteSwift2Call(of: code, labels: arguments.labels, at: site)
                    return directCall(code, plan: plan, arguments: arguments, site: site)
                }
                reportOverloadMismatch(OverloadMismatch(name: name, typeName: nil, labels: arguments.labels,
                                                        candidates: declaredSelectors(functions)), at: call)
                return { _ in .void }
            case .type(let type)?:
                return construct(type, call: call, site: site)
            case .implicitMember(let depth, let type, let name)?:
                let arguments = compileArguments(call)
                guard labelsCanMatch(arguments.labels, name, on: type, at: reference) else { return { _ in .void } }
                let receiver = slotPlace(depth: depth, index: 0)
                if let call = implicitSelfExtensionCall(name, of: type, receiver: receiver, arguments: arguments, site: site) { return call }  // StaticProtocolDispatch.swift
                return methodCall(receiver: receiver, name: name, arguments: arguments, site: site)
            case .implicitStatic(let type, let name)?:
                let arguments = compileArguments(call)
                let receiver = implicitStaticReceiver(type)
                return methodCall(receiver: receiver, name: name, arguments: arguments, site: site)
            case .local? where genericValueNames.contains(where: { $0.contains(name) }):
                return constructDynamically(callee, call: call, site: site)  // `T()`, T bound on entry
            case nil:
                return unknownName(name, at: reference)
            default:
                break
            }
        }

        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let memberSite = location(member.declName)
            if let baseExpr = member.base, let nested = nestedType(name, in: baseExpr) { return construct(nested, call: call, site: site) }
            if let baseExpr = member.base, !memberCanExist(name, on: baseExpr, at: member.declName) { return { _ in .void } }
            if let baseExpr = member.base, let outer = baseExpr.as(MemberAccessExprSyntax.self), let outerBase = outer.base,
               let type = nestedType(outer.declName.baseName.text, in: outerBase) {
                // `Outer.Kind.make()`, `Outer.Kind.circle(2)`: a static member of a nested type.
                if name == "init" { return construct(type, call: call, site: site) }
                return methodCall(receiver: staticReceiver(type), name: name, arguments: compileArguments(call), site: memberSite)
            }
            guard let baseExpr = member.base else {
                if name == "some", call.arguments.count == 1, let only = call.arguments.first, !anyTypeHasCase("some") {
                    // `.some(x)`: an Optional, written out.
                    let wrapped = compileExpression(only.expression)
                    return { frame in .some(try wrapped(frame)) }
                }
                if name == "init", let hint, hint.kind != .protocolType {
                    // `.init(x: 3)` where the context expects a type: its initializer.
                    return construct(hint, call: call, site: site)
                }
                let labels = call.arguments.map { $0.label?.text }
                if name != "init", let receiver = contextualImplicitReceiver(name, hint: hint, at: member) {  // ContextualImplicitMembers.swift
                    return methodCall(receiver: receiver, name: name, arguments: compileArguments(call), site: memberSite)
                }
                if name == "init", hint == nil, implicitMemberTypes[source.location(of: member)] == nil, returnsSelf(ExprSyntax(call)) {
                    // `static func make() -> Self { .init(…) }`: an instance of self's dynamic type, as `Self(…)`.
                    return constructDynamically(compileName("Self", at: member), call: call, site: site)
                }
                guard let type = implicitMemberType(name, hint: hint, labels: labels, at: member) else { return { _ in .void } }
                if name == "init" { return construct(type, call: call, site: site) }  // the checker's expected type
                let arguments = compileArguments(call)
                return withContextTypeArguments(ExprSyntax(call), of: type,
                                                methodCall(receiver: staticReceiver(type), name: name, arguments: arguments, site: memberSite))
            }
            if baseExpr.is(SuperExprSyntax.self) {
                guard let (depth, selfType) = resolver.resolveSelf(), let superclass = selfType.superclass else {
                    return failed("'super' is only available in a class that has a superclass", at: baseExpr)
                }
                let arguments = compileArguments(call)
                return superCall(superclass, name: name, selfDepth: depth, arguments: arguments, site: memberSite)
            }
            if name == "init", let reference = baseExpr.as(DeclReferenceExprSyntax.self), reference.baseName.text == "self",
               !resolver.scope.isStaticContextChain, let (depth, selfType) = resolver.resolveSelf() {
                // `self.init(...)`: delegate to another initializer of the same type.
                let arguments = compileArguments(call)
                let delegate = superCall(selfType, name: "init", selfDepth: depth, arguments: arguments, site: memberSite, dynamicSelf: true)
                return { frame in
                    // A failable initializer it delegates to (`self.init(rawValue: n)`) that gives
                    // nil makes this one fail: the statement returns nil (see `compileStatement`).
                    switch try delegate(frame) {
                    case .none: return .none
                    case .some(let instance): frame.ancestor(depth).slots[0] = instance
                    case let instance: frame.ancestor(depth).slots[0] = instance
                    }
                    return .void
                }
            }
            if let typeName = baseExpr.as(DeclReferenceExprSyntax.self), case .type(let type)? = resolver.resolve(typeName.baseName.text) {
                if name == "init" { return construct(type, call: call, site: site) }
                let arguments = wrappingAutoclosures(compileArguments(call), member: name)  // AutoclosureArguments.swift
                return methodCall(receiver: staticReceiver(type), name: name, arguments: arguments, site: memberSite)
            }
            if name == "init" { return constructDynamically(baseExpr, call: call, site: site) }
            // `bytes.append(250)` where `var bytes: [UInt8]`: the element literal takes the type.
            let elementType = name == "append" || name == "insert"
                ? baseExpr.as(DeclReferenceExprSyntax.self).flatMap { resolver.numberType(of: $0.baseName.text) } : nil
            var arguments = compileArguments(call, hints: elementType.map { [$0] } ?? [])
            if name == "append" || name == "insert" { arguments = labelingElement(arguments, of: baseExpr) }  // TupleLabels.swift
            arguments = wrappingAutoclosures(arguments, member: name)  // AutoclosureArguments.swift
            if let dispatched = protocolExtensionCall(name, base: baseExpr, arguments: arguments, at: member.declName, site: memberSite)
                ?? bridgedClassCall(name, base: baseExpr, arguments: arguments, at: member.declName, site: memberSite) {
                return dispatched  // StaticProtocolDispatch.swift
            }
            if let typeName = libraryCallSites[memberSite], !libraryLabelsCanMatch(arguments.labels, name, of: typeName, at: member.declName) {
                return { _ in .void }
            }
            let receiver = compileMethodReceiver(baseExpr, memberName: member.declName)
            let dynamic = methodCall(receiver: receiver, name: name, arguments: arguments, site: memberSite)
            // StaticProtocolDispatch.swift: a class that adopted the protocol through its default.
            // (Not `?? dynamic`: the generic `??` would hand back `dynamic` wrapped in two
            // conversion thunks, run on every call of every method.)
            var dispatched = dynamic
            if let witness = protocolDefaultWitnessCall(name, base: baseExpr, arguments: arguments, dynamic: dynamic,
                                                        at: member.declName, site: memberSite) { dispatched = witness }
            return genericSequenceFilter(name, at: member.declName, bindingMethodResultGenerics(name, call: call, dispatched))  // ResultTypeGenerics.swift, StaticProtocolDispatch.swift
        }

        // Anything else is a function value: `makeAdder(2)(3)`, `handlers[0]()`.
        let function = compileExpression(callee)
        let arguments = compileArguments(call)
        let values = arguments.values
        if !arguments.inoutPlaces.isEmpty {
            // `bump(&score)` where `let bump: (inout Int) -> Void`: the closure's parameter is
            // written back to the caller's place when it returns.
            let places = arguments.inoutPlaces
            return { frame in
                let f = try function(frame)
                var args: [Value] = []
                for value in values { args.append(try value(frame)) }
                return try runtime.callValueWritingBack(f, arguments: args, places: places, frame: frame, at: site)
            }
        }
        if let callable = callableValueCall(callee, function: function, arguments: arguments, site: site) { return callable }  // CallableValues.swift
        if values.isEmpty { return { frame in try runtime.callValue(try function(frame), at: site) } }
        if values.count == 1, let first = values.first {
            // `operations[i % 3](value)`: no arguments array.
            return { frame in let f = try function(frame); return try runtime.callValue(f, try first(frame), at: site) }
        }
        return { frame in
            let f = try function(frame)
            var args: [Value] = []
            for value in values { args.append(try value(frame)) }
            return try runtime.callValue(f, arguments: args, at: site)
        }
    }

    /// The top-level (or library) functions `name` when the type's own members of that name are
    /// all methods that cannot take this call's arguments.
    func globalFunctionHiddenByMember(_ name: String, of type: TypeInfo, call: FunctionCallExprSyntax) -> [FunctionCode]? {
        guard let functions = resolver.globalFunctions[name] ?? library.functions[name], let members = type.lookup(name) else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        for member in members {
            guard case .method(let code) = member else { return nil }
            if code.isNative && code.parameters.isEmpty && !labels.isEmpty { continue }
            if ArgumentPlan(labels: labels, parameters: code.parameters) != nil { return nil }
        }
        return functions
    }

    func staticReceiver(_ type: TypeInfo) -> Place {
        Place(get: { _ in .metatype(type) }, modify: { _, body in
            var value = Value.metatype(type)
            return try body(&value)
        })
    }

    /// The receiver of `name` written alone in a static method: in a class, the metatype the
    /// method was called on (`Triangle.describe()` inherited from `Shape` reads Triangle's
    /// `class var`s), else the declaring type.
    func implicitStaticReceiver(_ type: TypeInfo) -> Place {
        guard type.kind == .classType || type.kind == .protocolType, resolver.scope.isStaticContextChain,
              let (depth, _) = resolver.resolveSelf() else {
            return staticReceiver(type)
        }
        let read: Eval = { frame in
            let receiver = frame.ancestor(depth).slots[0]
            if case .metatype = receiver { return receiver }
            return .metatype(type)
        }
        return valueReceiver(read)
    }

    func valueReceiver(_ eval: @escaping Eval) -> Place {
        Place(get: eval, modify: { frame, body in
            var value = try eval(frame)
            return try body(&value)
        })
    }

    /// A call to a top-level function known at compile time: no lookup at run time.
    func directCall(_ code: FunctionCode, plan: ArgumentPlan, arguments: CompiledArguments, site: Location) -> Eval {
        let runtime = self.runtime
        let globals = globalFrame
        var expressions = arguments.expressions
        for (parameter, source) in zip(code.parameters, plan.sources) where parameter.isAutoclosure {
            guard case .argument(let i) = source else { continue }
            // Evaluated when the callee calls it, in the caller's frame.
            let expression = expressions[i].eval
            expressions[i] = CompiledExpression { frame in Function.autoclosure(expression, in: frame) }
        }
        let values = expressions
        let places = arguments.inoutPlaces
        let identity = plan.isIdentity
        if identity && places.isEmpty {
            // The common case: a script function called with its parameters in order. The
            // arguments go straight into the callee's frame.
            let write = argumentWriter(values, offset: 0)
            let buffer = ArgumentBuffer()  // a library function's arguments array, kept for the next call
            let evaluate = values.evaluator(reusing: buffer)
            return { frame in
                if code.isNative {
                    var args = try evaluate(frame)
                    defer { buffer.giveBack(&args) }
                    var selfValue = Value.void
                    return try runtime.call(code, captured: globals, selfValue: &selfValue, arguments: args, at: site)
                }
                let callee = runtime.callFrame(for: code)
                try write(frame, callee.slots)
                let result = runtime.result(of: code, try runtime.enter(code, callee, at: site), in: callee)
                runtime.recycle(callee, of: code)
                return result
            }
        }
        let evaluate = values.evaluator()
        return { frame in
            var args = try evaluate(frame)
            if !identity { args = try plan.arrange(args, defaultsIn: globals, at: site) }
            var selfValue = Value.void
            if places.isEmpty {
                return try runtime.call(code, captured: globals, selfValue: &selfValue, arguments: args, at: site)
            }
            return try runtime.callWithInout(code, captured: globals, selfValue: &selfValue, arguments: args,
                                             places: places, plan: plan, frame: frame, at: site)
        }
    }

    func methodCall(receiver: Place, name: String, arguments: CompiledArguments, site: Location) -> Eval {
        let runtime = self.runtime
        let values = arguments.expressions
        let labels = arguments.labels
        let cache = MemberCache()
        cache.staticChoice = overloadChoices[site]  // the checker's choice by static types (OperatorOverloads.swift)
        let places = arguments.inoutPlaces
        let write = argumentWriter(values, offset: 1)
        let buffer = ArgumentBuffer()  // a library method's arguments array, kept for the next call
        let evaluate = values.evaluator(reusing: buffer)
        // The receiver's closures are captured one by one: capturing the `Place` struct would
        // copy (and retain) all of them on every call.
        let receiverGet = receiver.get, receiverModify = receiver.modify, receiverPeek = receiver.peek
        // A library method of one argument that does not change its receiver (`"aeiou".contains(ch)`),
        // once found here: called with its argument alone, with no arguments array (InPlaceCalls.swift).
        let unarySite = values.count == 1 && places.isEmpty ? UnaryMethodSite() : nil
        let single = values.count == 1 ? values[0].eval : nil
        let general: Eval = { frame in
            if places.isEmpty, let peek = receiverPeek, cache.mutatingCode != nil, let stored = try peek(frame),
               stored.pointee.isValueInstance(of: cache.type), let code = cache.mutatingCode {
                // A struct's mutating method found here before, on a value stored in a variable
                // (`copy.position.move(dx: 1)`): its type looked at where it lies, not copied.
                return try runtime.mutatingScriptCall(code, arguments: values.count, write: write, receiverModify: receiverModify,
                                                      frame: frame, cache: cache, name: name, labels: labels, at: site)
            }
            // What is left to call, in place on the stored receiver (a mutating method of a value).
            let mutating: (member: Member, plan: ArgumentPlan)?, mutatingNative: FunctionCode?
            var args: [Value] = []
            defer { buffer.giveBack(&args) }  // whichever way the call went, once it is over
            do {
                // The receiver is evaluated once, before the arguments, as in Swift. This copy of
                // it must be gone before a mutating call changes the stored value in place, or the
                // array inside would be copied on every `append`: hence the scope.
                var base = try receiverGet(frame)
                if let unarySite, let method = unarySite.method, let type = unarySite.type, runtime.hasType(base, type) {
                    var value = try single.unsafelyUnwrapped(frame)
                    // `text.contains(word)` of a Substring: its text, as `callNative` gives it (Substrings.swift).
                    if case .substring = value, unarySite.code?.demotesSubstrings == true { value = value.demotedSubstring }
                    runtime.currentLocation = site
                    return try method._withUnsafeGuaranteedRef { try $0.call(&base, value) }
                }
                if base.isObjectReference, !base.isObject(of: cache.type) {
                    if places.isEmpty, cache.hasCodes, let code = cache.methodCode(forReceiver: base) {
                        // A site calling methods on objects of several classes (`shape.area()`):
                        // the method found before for this one, called directly (as below).
                        let callee = runtime.callFrame(for: code)
                        let slots = callee.slots
                        slots.initialize(to: consume base)
                        try write(frame, slots)
                        let result = runtime.result(of: code, try runtime.enter(code, callee, at: site), in: callee)
                        runtime.recycle(callee, of: code)
                        return result
                    }
                    // Else the entry this site kept for the class.
                    if case .object(let instance) = base { _ = cache.select(instance.type) }
                }
                if places.isEmpty, let code = cache.directCode, !code.isNative, base.isObject(of: cache.type) {
                    // A method found here before: arguments go straight into its frame.
                    let callee = runtime.callFrame(for: code)
                    let slots = callee.slots
                    slots.initialize(to: consume base) // moved: no second reference to release afterwards
                    try write(frame, slots)
                    let result = runtime.result(of: code, try runtime.enter(code, callee, at: site), in: callee)
                    runtime.recycle(callee, of: code)
                    return result
                }
                if places.isEmpty, let code = cache.mutatingCode, base.isValueInstance(of: cache.type) {
                    // A struct's or enum's mutating method found here before (`p.move(dx: 1)`):
                    // the arguments go straight into its frame, then the stored value is moved in
                    // as `self` and moved back out (InPlaceCalls.swift's `mutatingScriptCall`).
                    base = .void  // this copy gone before the stored value changes in place
                    return try runtime.mutatingScriptCall(code, arguments: values.count, write: write, receiverModify: receiverModify,
                                                          frame: frame, cache: cache, name: name, labels: labels, at: site)
                }
                args = try evaluate(frame)
                if case .tuple(let tuple) = base,
                   let index = tuple.labels.firstIndex(of: name) ?? runtime.positionOfMissingLabel(name, in: tuple), index < tuple.elements.count {
                    // A closure kept in a labeled tuple: `counter.increment()` (TupleLabels.swift:
                    // a tuple stored unlabelled where the labelled type is declared).
                    return try runtime.callValue(tuple.elements[index], arguments: args, at: site)
                }
                if places.isEmpty, let code = cache.nativeMethod, runtime.typeInfo(of: base) === cache.type {
                    // A library method found here before (`words.append(w)`): called as
                    // `Runtime.invoke` would, without finding it again.
                    if !code.isMutating || !runtime.needsWriteBack(base) {
                        if let unarySite, unarySite.method == nil, !code.isMutating,
                           let method = code.unaryMethod, let type = cache.type {
                            unarySite.code = code
                            unarySite.type = ObjectIdentifier(type)
                            unarySite.method = Unmanaged.passUnretained(method)
                        }
                        return try runtime.callNative(code, on: &base, arguments: args, at: site)
                    }
                    (mutating, mutatingNative) = (nil, code)
                } else {
                    let (member, plan) = try runtime.findMethod(on: base, name, labels: labels, cache: cache, at: site, arguments: args)
                    if case .method(let code) = member, !places.isEmpty {
                        let arranged = try plan.arrange(args, defaultsIn: frame, at: site)
                        if runtime.isMutatingCall(member, on: base) {
                            // `a.share(with: &b)` on a mutating method: the receiver keeps what it did to `self`.
                            base = .void
                            return try receiverModify(frame) { stored in
                                try runtime.callWithInout(code, captured: nil, selfValue: &stored, arguments: arranged,
                                                          places: places, plan: plan, frame: frame, at: site)
                            }
                        }
                        return try runtime.callWithInout(code, captured: nil, selfValue: &base, arguments: arranged,
                                                         places: places, plan: plan, frame: frame, at: site)
                    }
                    if !runtime.isMutatingCall(member, on: base) {
                        return try runtime.invoke(member, plan: plan, on: &base, arguments: args, at: site)
                    }
                    (mutating, mutatingNative) = ((member, plan), nil)
                }
            }
            if let code = mutatingNative {
                return try receiverModify(frame) { stored in try runtime.callNative(code, on: &stored, arguments: args, at: site) }
            }
            guard let (member, plan) = mutating else { return .void }
            return try receiverModify(frame) { stored in
                try runtime.invoke(member, plan: plan, on: &stored, arguments: args, at: site)
            }
        }
        if let address = receiver.address, values.count == 1, places.isEmpty {
            // A library method of one argument on a variable (`items.append(x)`): once found,
            // changed where it is stored (InPlaceCalls.swift).
            return inPlaceUnaryCall(address: address, argument: values[0].eval, modify: receiverModify, cache: cache,
                                    site: site, general: general)
        }
        return general
    }

    /// `Point(x: 1, y: 2)`, `Int("42")`, `Shape.circle(2.0)`-style construction through a type.
    func construct(_ type: TypeInfo, call: FunctionCallExprSyntax, site: Location) -> Eval {
        let runtime = self.runtime
        let arguments = wrappingAutoclosures(compileArguments(call), member: "init", initializers: type.initializers)
        let values = arguments.expressions
        let labels = arguments.labels
        if !libraryInitializerLabelsCanMatch(labels, of: type, at: call.calledExpression) { return { _ in .void } }
        let cache = MemberCache()
        cache.staticChoice = overloadChoices[site]  // the checker's initializer by the arguments' static types
        let write = argumentWriter(values, offset: 1)
        let buffer = ArgumentBuffer()  // a library initializer's arguments array, kept for the next call
        let evaluate = values.evaluator(reusing: buffer)
        let places = arguments.inoutPlaces
        if !places.isEmpty {
            return { frame in
                var args = try evaluate(frame)
                defer { buffer.giveBack(&args) }
                return try runtime.construct(type, labels: labels, arguments: args, cache: cache, frame: frame, at: site, inoutPlaces: places)
            }
        }
        let single = values.count == 1 ? values[0].eval : nil
        return { frame in
            if cache.type === type, let code = cache.directCode, code.isImplicitEmptyInit {
                // `Counter()` of a class or struct without an init of its own: the blank
                // instance is the result.
                return try runtime.blankInstance(of: type, at: site)
            }
            if cache.type === type, let code = cache.directCode, code.isNative {
                if let argument = single, let unary = code.nativeUnary {
                    // `Int(x)`: a library initializer of one argument, given it alone (it makes
                    // its value from the argument, with no `self` to start from).
                    let value = try argument(frame).demotedSubstring  // `String(word)` of a Substring: its text (Substrings.swift)
                    // (a library initializer's; a script type's one-argument initializers are not unary)
                    runtime.currentLocation = site
                    var unused = Value.void
                    return try unary(&unused, value)
                }
                // `String(word)`: a library initializer found here before, called directly.
                var args = try evaluate(frame)
                defer { buffer.giveBack(&args) }
                var selfValue = try runtime.blankInstance(of: type, at: site)
                return try runtime.callNative(code, on: &selfValue, arguments: args, at: site)
            }
            if cache.type === type, let code = cache.directCode {
                // An initializer found here before: the new instance and the arguments go
                // straight into its frame.
                let callee = runtime.frame(size: code.frameSize, parent: runtime.globals)
                let slots = callee.slots
                try write(frame, slots)
                slots[0] = try runtime.blankInstance(of: type, at: site)
                let result = runtime.result(of: code, try runtime.enter(code, callee, at: site), in: callee)
                runtime.recycle(callee)
                return result
            }
            var args = try evaluate(frame)
            defer { buffer.giveBack(&args) }
            return try runtime.construct(type, labels: labels, arguments: args, cache: cache, frame: frame, at: site)
        }
    }

    /// `type.init(...)` where `type` is a value holding a type (`func make(_ type: Item.Type)`).
    func constructDynamically(_ baseExpr: ExprSyntax, call: FunctionCallExprSyntax, site: Location) -> Eval {
        constructDynamically(compileExpression(baseExpr), call: call, site: site)
    }

    func constructDynamically(_ base: @escaping Eval, call: FunctionCallExprSyntax, site: Location) -> Eval {
        let runtime = self.runtime
        let arguments = compileArguments(call)
        let values = arguments.values, labels = arguments.labels
        let cache = MemberCache()
        return { frame in
            let value = try base(frame)
            guard case .metatype(let type) = value else {
                throw runtime.fault("'init' is called on a type, not on a value of type '\(typeName(of: value))'", at: site)
            }
            var args: [Value] = []
            for value in values { args.append(try value(frame)) }
            return try runtime.construct(type, labels: labels, arguments: args, cache: cache, frame: frame, at: site)
        }
    }

    // MARK: Closures

    func compileClosure(_ closure: ClosureExprSyntax) -> Eval {
        var names: [String] = []
        // `$0`, `$1` … where no parameters are named (a capture list alone names none).
        var shorthand = false
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map { $0.name.text }
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: shorthand = true
        }
        if shorthand {
            let highest = DollarFinder.highestShorthand(in: closure)
            names = highest < 0 ? [] : (0...highest).map { "$\($0)" }
        }
        let code = FunctionCode(name: "closure", parameters: names.map { _ in Parameter(label: nil) }, hasSelf: false)
        code.location = location(closure)
        if case .parameterClause(let clause)? = closure.signature?.parameterClause {
            // `{ (a: Double, b: Double) -> Double in … }`: the declared types convert as a function's do.
            code.parameterConversions = clause.parameters.enumerated().compactMap { index, parameter in
                let converts = conversion(parameter.type)
                return converts.isIdentity ? nil : (index, converts)
            }
        }
        if let returnType = closure.signature?.returnClause?.type {
            code.returnConversion = conversion(returnType)
        }
        if let declared = closureTypeHint {
            // Untyped parameters take the declared function type's (`let f: (Double) -> Double = { $0 * 2 }`).
            closureTypeHint = nil
            if !(closure.signature?.parameterClause?.is(ClosureParameterClauseSyntax.self) ?? false) {
                code.parameterConversions = declared.parameters.enumerated().compactMap { index, parameter in
                    let converts = conversion(parameter.type)
                    return converts.isIdentity || index >= names.count ? nil : (index, converts)
                }
            }
            if closure.signature?.returnClause == nil { code.returnConversion = conversion(declared.returnClause.type) }
        }
        let builder = closureBuilder
        closureBuilder = nil
        let captureList = closure.signature?.capture.map { beginCaptureList($0) }
        resolver.push(.function)
        for name in names { _ = resolver.declare(name) }
        let items = Array(closure.statements)
        if let builder, !Compiler.returnsExplicitly(items) {
            // A closure for a `@Builder` parameter: its statements are the builder's components.
            let built = compileBuilderBody(items, builder: builder, at: closure)
            code.body = { frame in .returned(try built(frame)) }
        } else if items.count == 1, case .expr(let expr) = items[0].item {
            // A single-expression closure returns its value.
            code.setExpressionBody(compileExpression(expr))
        } else if items.count == 1, case .stmt(let stmt) = items[0].item, let expression = stmt.as(ExpressionStmtSyntax.self),
                  expression.expression.is(SwitchExprSyntax.self) || expression.expression.is(IfExprSyntax.self) {
            // `{ switch n { case 1: "one"; default: "many" } }`: an `if` or `switch` alone is the closure's value.
            code.body = returningLastExpression(items)
        } else {
            code.body = compileItems(items, topLevel: false)
        }
        code.frameSize = resolver.pop()
        if let captureList { return finishCaptureList(captureList, code: code) }
        let layout = resolver.scope.layout
        return { frame in
            frame.noteCaptured(by: layout)
            return .function(Function(code: code, captured: frame))
        }
    }
}

/// Finds the highest `$n` a closure uses (not counting nested closures), to size its parameters.
final class DollarFinder: SyntaxVisitor {
    var highest = -1
    var root: Syntax?
    static func highestShorthand(in closure: ClosureExprSyntax) -> Int {
        let finder = DollarFinder(viewMode: .sourceAccurate)
        finder.root = Syntax(closure)
        finder.walk(closure)
        return finder.highest
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        Syntax(node) == root ? .visitChildren : .skipChildren
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if text.hasPrefix("$"), let n = Int(text.dropFirst()) { highest = max(highest, n) }
        return .skipChildren
    }
}

extension Compiler {
    /// `print(a, b, separator: "-", to: &log)`, `debugPrint(…, to: &log)`: the text is appended
    /// to the place (a String, or a script's TextOutputStream) instead of the output.
    func printingToString(_ call: FunctionCallExprSyntax, callee: ExprSyntax, site: Location) -> Eval? {
        guard let reference = callee.as(DeclReferenceExprSyntax.self), ["print", "debugPrint"].contains(reference.baseName.text),
              let target = call.arguments.last, target.label?.text == "to", let inOut = target.expression.as(InOutExprSyntax.self),
              resolver.globalFunctions[reference.baseName.text]?.allSatisfy({ $0.native != nil }) ?? true,
              let place = compileAssignmentTarget(inOut.expression, use: .inOut(Syntax(inOut))) else { return nil }
        let debug = reference.baseName.text == "debugPrint"
        var items: [Eval] = []
        var separator: Eval = { _ in .string(" ") }
        var terminator: Eval = { _ in .string("\n") }
        for argument in call.arguments.dropLast() {
            switch argument.label?.text {
            case "separator"?: separator = compileExpression(argument.expression)
            case "terminator"?: terminator = compileExpression(argument.expression)
            default: items.append(printedView(argument.expression) ?? compileExpression(argument.expression))
            }
        }
        let runtime = self.runtime
        let values = items
        return { frame in
            let described = try values.map { value -> String in
                let v = try value(frame)
                return debug ? try runtime.debugDescribe(v, at: site) : try runtime.describe(v, at: site)
            }
            guard case .string(let between) = try separator(frame), case .string(let end) = try terminator(frame) else { return .void }
            let text = described.joined(separator: between) + end
            _ = try place.modify(frame) { stored in
                try runtime.write(text, toStream: &stored, at: site)
                return .void
            }
            return .void
        }
    }
}

extension Runtime {
    /// Appends `text` to a TextOutputStream: a String, or a script's stream through its
    /// `write(_:)` (a mutating method: what it does to the stream is kept).
    func write(_ text: String, toStream target: inout Value, at site: Location) throws {
        if case .string(let old) = target {
            target = .void  // the only reference: appended in place
            target = .string(old + text)
            return
        }
        let (member, plan) = try findMethod(on: target, "write", labels: [nil], cache: MemberCache(), at: site)
        _ = try invoke(member, plan: plan, on: &target, arguments: [.string(text)], at: site)
    }
}
