// Expressions become `Eval` closures: literals, names (already resolved to slots), operators,
// member access, calls, closures, optional chaining.
import SwiftSyntax

extension Compiler {
    func compileExpression(_ expr: ExprSyntax, hint: TypeInfo? = nil) -> Eval {
        if let hint, hint.module == runtime.moduleName, !(expr.is(ArrayExprSyntax.self) && arrayLiteralsOfElements.contains(location(expr))),
           let made = literalConstruction(expr, of: hint) { return made }  // ScriptLiterals.swift
        if let hint, let made = foundationNumberLiteral(expr, of: hint) { return made }
        if hint == nil, !literalNominalTypes.isEmpty, let name = literalNominalTypes[location(expr)], let type = resolver.types[name],
           let made = literalConstruction(expr, of: type) {
            return made
        }
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            let text = literal.literal.text.filter { $0 != "_" }
            let parsed: Int?
            if text.hasPrefix("0x") { parsed = Int(text.dropFirst(2), radix: 16) }
            else if text.hasPrefix("0b") { parsed = Int(text.dropFirst(2), radix: 2) }
            else if text.hasPrefix("0o") { parsed = Int(text.dropFirst(2), radix: 8) }
            else { parsed = Int(text) }
            guard let value = parsed else {
                // `let hash: UInt64 = 14695981039346656037`: above Int.max, in an unsigned 64-bit type.
                if let hint, hint.name == "UInt64" || hint.name == "UInt", hint.kind == .builtin, let unsigned = UInt64(text) {
                    let typed = Value.fixed(FixedInt(truncating: unsigned, hint.name == "UInt" ? .uint : .uint64))
                    return { _ in typed }
                }
                return failed("integer literal '\(text)' overflows when stored into 'Int'", at: expr)
            }
            if hint === library.doubleType || (hint == nil && floatingLiterals[location(literal)] == .double) {
                return { _ in .double(Double(value)) }
            }
            if hint == nil, floatingLiterals[location(literal)] == .nominal("Decimal") {
                // The base of Foundation's Decimal `pow(2, 10)` (TypeCheckPow.swift).
                let typed = runtime.decimalValue(ExactDecimal(value))
                return { _ in typed }
            }
            if hint == nil, floatingLiterals[location(literal)] == .float {
                let typed = Value.int(value).converted(to: .float)
                return { _ in typed }
            }
            if let hint, hint.kind == .builtin, let number = NumberType.named(hint.name) {
                let typed = Value.int(value).converted(to: number)
                return { _ in typed }
            }
            return { _ in .int(value) }
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self) {
            let value = Double(literal.literal.text.filter { $0 != "_" }) ?? 0
            if let hint, hint === runtime.builtinTypes.float { return { _ in .float(Float(value)) } }
            // `let price: Decimal = 0.1`: Swift makes the Decimal from the literal's digits, exactly.
            if hint === runtime.builtinTypes.decimal || (hint == nil && floatingLiterals[location(literal)] == .nominal("Decimal")),
               let exact = ExactDecimal(text: literal.literal.text.filter { $0 != "_" }) {
                let typed = runtime.decimalValue(exact)
                return { _ in typed }
            }
            return { _ in .double(value) }
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            let value = literal.literal.tokenKind == .keyword(.true)
            return { _ in .bool(value) }
        }
        if expr.is(NilLiteralExprSyntax.self) { return { _ in .none } }
        if let literal = expr.as(StringLiteralExprSyntax.self) { return compileString(literal, hint: hint) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.tokenKind.isOperator || reference.baseName.tokenKind == .binaryOperator("+") {
                return operatorFunction(reference.baseName.text, at: reference)
            }
            return compileName(reference.baseName.text, at: reference)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return compileInfix(fold(sequence, custom: customOperators), hint: hint) }
        if let paren = expr.as(TupleExprSyntax.self) { return compileTuple(paren, hint: hint) }
        if let array = expr.as(ArrayExprSyntax.self) {
            let elementHint = hint === runtime.builtinTypes.set || hint === runtime.builtinTypes.array ? nil : hint
            let elements = array.elements.map { compileExpression($0.expression, hint: elementHint) }
            if hint === runtime.builtinTypes.set {
                return { frame in .set(OrderedSet(try elements.map { try $0(frame) })) }
            }
            if (!optionalArrayLiterals.isEmpty && optionalArrayLiterals.contains(source.location(of: array)))
                || (scriptUsesImplicitlyUnwrapped && array.elements.contains { readsImplicitlyUnwrapped($0.expression) }) {
                // `[item.title, "x"]` of a `title: String!` is a `[String?]` too (a declared `[String]` unwraps them again).
                // `[maybe, "x"]`: an array of Optionals (the checker's type), its plain elements wrapped.
                return { frame in .array(try elements.map { try $0(frame).wrapped(depth: 1) }) }
            }
            if let promotion = mixedLiteralPromotion(array.elements.map(\.expression)) {
                // `[1.5, 3]` is `[1.5, 3.0]`: Swift types every literal of the array as Double.
                return { frame in .array(try elements.map { try $0(frame) }).converted(promotion) }
            }
            return { frame in
                var values: [Value] = []
                values.reserveCapacity(elements.count)
                for element in elements { values.append(try element(frame)) }
                return .array(values)
            }
        }
        if let dictionary = expr.as(DictionaryExprSyntax.self) {
            var pairs: [(Eval, Eval)] = []
            if case .elements(let elements) = dictionary.content {
                pairs = elements.map { (compileExpression($0.key), compileExpression($0.value)) }
            }
            let entries = pairs
            var promotion: Conversion?
            if case .elements(let elements) = dictionary.content { promotion = mixedLiteralPromotion(elements.map(\.value)) }
            return { frame in
                var result = OrderedDictionary()
                for (key, value) in entries { result[try key(frame)] = try value(frame) }
                if let promotion { return Value.dictionary(result).converted(promotion) }
                return .dictionary(result)
            }
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return compilePrefix(prefix, hint: hint) }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self) {
            guard postfix.operator.text == "..." else {
                return compileUserUnary(postfix.operator.text, operand: postfix.expression, postfix: true, at: postfix)
            }
            // `90...`: a range with no upper end (used in patterns and slices).
            let lower = compileExpression(postfix.expression)
            let runtime = self.runtime
            let site = location(postfix)
            return { frame in
                let bound = try lower(frame)
                if case .stringIndex(let start) = bound { return .indexRange(lower: start, upper: nil, closed: false) }
                guard case .int(let start) = bound else { return try runtime.boundsRange(bound, .void, closed: true, at: site) }
                return .range(lower: start, upper: Int.max, closed: false)
            }
        }
        if let force = expr.as(ForceUnwrapExprSyntax.self) {
            let value = compileExpression(force.expression, hint: hint) // `let k: Kind = .init(rawValue: "a")!`
            let runtime = self.runtime
            let site = location(force.exclamationMark)
            return { frame in
                switch try value(frame) {
                case .some(let wrapped): return wrapped
                case .none: throw runtime.fault("Unexpectedly found nil while unwrapping an Optional value", at: site)
                case let other: return other
                }
            }
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if let layout = memoryLayoutMember(member) { return layout }  // MemoryLayouts.swift
            return chainRoot(expr, withStaticTypeArguments(expr, compileMemberAccess(member, hint: hint)))
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let layout = memoryLayoutCall(call) { return layout }  // MemoryLayouts.swift
            return chainRoot(expr, withStaticTypeArguments(expr, compileCall(call, hint: hint)))
        }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) { return chainRoot(expr, compileSubscript(subscriptCall)) }
        if let chain = expr.as(OptionalChainingExprSyntax.self) {
            let value = compileExpression(chain.expression)
            return { frame in
                switch try value(frame) {
                case .none: throw OptionalChainNil()
                case .some(let wrapped): return wrapped
                case let other: return other
                }
            }
        }
        if let closure = expr.as(ClosureExprSyntax.self) { return compileClosure(closure) }
        if let keyPath = expr.as(KeyPathExprSyntax.self) { return compileKeyPath(keyPath) }
        if let tryExpr = expr.as(TryExprSyntax.self) { return compileTry(tryExpr) }
        if let awaitExpr = expr.as(AwaitExprSyntax.self) { return compileAwait(awaitExpr) }
        if let ifExpr = expr.as(IfExprSyntax.self) { return compileIfExpression(ifExpr) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return compileSwitchExpression(switchExpr) }
        // `consume x`, `copy x`: Kiln's values are copied on write, so the value itself (the
        // checker keeps what swiftc refuses of a consumed name).
        if let consume = expr.as(ConsumeExprSyntax.self) { return compileExpression(consume.expression, hint: hint) }
        if let copy = expr.as(CopyExprSyntax.self) { return compileExpression(copy.expression, hint: hint) }
        if expr.is(SuperExprSyntax.self) { return compileName("self", at: expr) }
        if let typeExpr = expr.as(TypeExprSyntax.self) {
            guard let type = resolveType(typeExpr.type) else { return failed("cannot find type '\(typeExpr.type.trimmedText)' in scope", at: typeExpr) }
            return { _ in .metatype(type) }
        }
        if expr.is(DiscardAssignmentExprSyntax.self) { return { _ in .void } }
        if let macro = expr.as(MacroExpansionExprSyntax.self) {
            if macro.macroName.text == "selector", let argument = macro.arguments.first {
                // `#selector(Type.method(with:))` names the method: "method(with:)" (labels kept).
                var expression = argument.expression
                if let member = expression.as(MemberAccessExprSyntax.self) { expression = ExprSyntax(member.declName) }
                let name = expression.trimmedText
                return { _ in .string(name) }
            }
            if macro.macroName.text == "expect" || macro.macroName.text == "require" { return compileExpectation(macro) }
            if let literal = compileSourceLiteral(macro) { return literal }
            if let diagnostic = compileDiagnosticDirective(macro) { return diagnostic }
            return failed("'#\(macro.macroName.text)' is not supported in Kiln yet", at: macro)
        }
        if let specialization = expr.as(GenericSpecializationExprSyntax.self) {
            if let collection = compileCollectionTypeValue(specialization) { return collection }
            if let spelled = specializedLibraryTypeValue(specialization) { return spelled }
            return compileExpression(specialization.expression)
        }
        if expr.is(RegexLiteralExprSyntax.self) { return failed("regex literals are not supported in Kiln yet", at: expr) }
        return failed("this expression (\(expr.kind)) is not supported in Kiln yet", at: expr)
    }

    /// Ends an optional chain: `a?.b.c` is nil when `a` is, else the result wrapped in an Optional.
    func chainRoot(_ expr: ExprSyntax, _ eval: @escaping Eval) -> Eval {
        guard containsOptionalChain(expr) else { return eval }
        if let parent = expr.parent, isChainLink(parent, base: expr) { return eval }
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
           let wrapped = member.base?.as(OptionalChainingExprSyntax.self)?.expression,
           typeNamed(by: wrapped) != nil || wrapped.is(ArrayExprSyntax.self) || wrapped.is(DictionaryExprSyntax.self)
            || wrapped.is(GenericSpecializationExprSyntax.self) { return eval }  // `Int?.self`: a type, not a chain
        return { frame in
            do { return try eval(frame).flattenedOptional } catch is OptionalChainNil { return .none }
        }
    }

    private func isChainLink(_ parent: Syntax, base: ExprSyntax) -> Bool {
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == base.id }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == base.id }
        if let sub = parent.as(SubscriptCallExprSyntax.self) { return sub.calledExpression.id == base.id }
        if let chain = parent.as(OptionalChainingExprSyntax.self) { return chain.expression.id == base.id }
        if let force = parent.as(ForceUnwrapExprSyntax.self) { return force.expression.id == base.id }
        return false
    }

    // MARK: Names

    func compileName(_ name: String, at node: some SyntaxProtocol) -> Eval {
        if name == "Self", let (depth, _) = resolver.resolveSelf() {
            // The dynamic type of `self` (itself, in a static method).
            let runtime = self.runtime
            return { frame in
                let receiver = frame.ancestor(depth).slots[0]
                if case .metatype = receiver { return receiver }
                return .metatype(runtime.typeInfo(of: receiver))
            }
        }
        if name == "self" || name == "super" {
            guard let (depth, _) = resolver.resolveSelf() else {
                if let index = resolver.globalScope.names["self"] { let g = globalFrame; return { _ in g.slots[index] } }
                // swiftc's words outside a type's members.
                if name == "super" {
                    return failed("'super' cannot be used outside of a class computed property, method, initializer, deinitializer, or subscript", at: node)
                }
                return failed("cannot find 'self' in scope; did you mean to use it in a type or extension context?", at: node)
            }
            if depth == 0 { return { frame in frame.slots[0] } }
            return { frame in frame.ancestor(depth).slots[0] }
        }
        if resolver.hasWrappedLocals, let read = wrappedLocalRead(name, at: node) { return read }  // PropertyWrappers.swift
        guard let binding = resolver.resolve(name) else {
            if let read = conformerAssociatedType(name, at: node) { return read }  // ConformerAssociatedTypes.swift
            return unknownName(name, at: node)
        }
        if case .local = binding, !genericValueNames.isEmpty, genericValueNames.contains(where: { $0.contains(name) }) {
            let names = genericValueNames
            genericValueNames = []  // the plain read, compiled below
            defer { genericValueNames = names }
            return genericParameterRead(name, compileName(name, at: node), at: node)
        }
        let runtime = self.runtime
        let site = location(node)
        if resolver.hasWeakLocals, resolver.isWeakLocal(name) {
            let names = resolver.hasWeakLocals
            resolver.hasWeakLocals = false  // the plain read, compiled below
            let read = compileName(name, at: node)
            resolver.hasWeakLocals = names
            return { frame in WeakReference.opened(try read(frame)) }
        }
        switch binding {
        case .local(let depth, let index):
            if let get = resolver.accessorLocal(name)?.get { return { frame in try get(frame.ancestor(depth)) } }
            if let initializer = resolver.lazyLocal(name) {
                return { frame in
                    let home = frame.ancestor(depth)
                    if case .void = home.slots[index] { home.slots[index] = try initializer(home) }
                    return home.slots[index]
                }
            }
            switch depth {
            case 0: return { frame in (frame.slots + index).copiedValue }
            case 1: return { frame in ((frame.parent ?? frame).slots + index).copiedValue }
            default: return { frame in (frame.ancestor(depth).slots + index).copiedValue }
            }
        case .global(let index):
            let globals = globalFrame
            if inoutGlobalNames.contains(name) {
                return { _ in try runtime.checkExclusive(index, at: site); return globals.slots[index] }  // CompilerExclusivity.swift
            }
            return { _ in (globals.slots + index).copiedValue }
        case .functions(let functions):
            let captured = globalFrame
            guard var first = functions.first else { return failed("cannot find '\(name)' in scope", at: node) }
            // The overload the checker chose by the function type the context wants.
            if let chosen = overloadChoices[site], let code = functions.first(where: { $0.location == chosen }) { first = code }
            return { _ in .function(Function(code: first, captured: captured)) }
        case .type(let type):
            return { _ in .metatype(type) }
        case .implicitMember(let depth, let type, let name):
            if type.kind == .protocolType,
               let read = implicitSelfExtensionRead(name, of: type, receiver: slotPlace(depth: depth, index: 0), site: site) { return read }  // StaticProtocolDispatch.swift
            // `total` in a struct's method, where `total` is `lazy`: kept in `self` once computed.
            if let lazyRead = lazyStructFieldRead(name, on: slotPlace(depth: depth, index: 0), site: site) { return lazyRead }
            let address: (Frame) -> UnsafeMutablePointer<Value> = depth == 0 ? { frame in frame.slots } : { frame in frame.ancestor(depth).slots }
            let read = storedMemberRead(at: address, name, cache: MemberCache(), site: site)
            guard inoutMemberNames.contains(name) else { return read }
            let runtime = self.runtime  // `value` in a method while a call modifies `&object.value` (CompilerExclusivity.swift)
            return { frame in
                if !runtime.inoutObjectFields.isEmpty { try runtime.checkExclusive(address(frame).pointee, name, at: site) }
                return try read(frame)
            }
        case .implicitStatic(let type, let name):
            let cache = MemberCache()
            if type.kind == .classType || type.kind == .protocolType {
                let receiver = implicitStaticReceiver(type).get
                return { frame in try runtime.getMember(try receiver(frame), name, cache: cache, at: site) }
            }
            return { _ in try runtime.getMember(.metatype(type), name, cache: cache, at: site) }
        case .computedGlobal(let getter, _):
            return { _ in
                var none = Value.void
                return try runtime.call(getter, captured: nil, selfValue: &none, arguments: [], at: site)
            }
        }
    }

    /// `+` or `>` passed as a function (`reduce(0, +)`, `sorted(by: >)`).
    func operatorFunction(_ op: String, at node: some SyntaxProtocol) -> Eval {
        let runtime = self.runtime
        let site = location(node)
        if isCompoundAssignment(op) {
            // `reduce(into: 0, +=)`: the first parameter is in-out; the native code returns its new value.
            let compound = compoundOperator(op, site: site)
            let code = FunctionCode(name: op, parameters: [Parameter(label: nil, isInout: true), Parameter(label: nil)], hasSelf: false)
            code.native = { _, arguments in try compound(arguments[0], arguments[1]) }
            let function = Function(code: code, captured: nil)
            return { _ in .function(function) }
        }
        let code = FunctionCode(name: op, parameters: [Parameter(label: nil), Parameter(label: nil)], hasSelf: false)
        code.native = { _, arguments in try runtime.binary(op, arguments[0], arguments[1], at: site) }
        code.nativeBinary = { a, b in try runtime.binary(op, a, b, at: site) }
        let function = Function(code: code, captured: nil)
        return { _ in .function(function) }
    }

    func unknownName(_ name: String, at node: some SyntaxProtocol) -> Eval {
        if name == "self" {
            // `self.total += 3` in a global function: swiftc's words outside a type's members.
            return failed("cannot find 'self' in scope; did you mean to use it in a type or extension context?", at: node)
        }
        if typeGenericParameter(name, around: node) {
            return failed("generic parameter '\(name)' used as a value is not supported in Kiln yet", at: node)
        }
        if LibraryTypeNames.standardFunctions.contains(name) {
            return failed("'\(name)' of Swift's standard library is not supported in Kiln yet", at: node)
        }
        if LibraryTypeNames.all.contains(name) {
            // `Mirror(reflecting:)`, `AsyncStream`: a type of the standard library or Foundation Kiln does not have.
            return failed("'\(name)' of Swift's standard library or Foundation is not supported in Kiln yet", at: node)
        }
        if let message = Self.misplacedName(name, at: Syntax(node)) { return failed(message, at: node) }
        var notes: [String] = []
        if let suggestion = nearestName(to: name, in: resolver.visibleNames()) {
            notes.append("\(source.fileName):\(location(node)): note: did you mean '\(suggestion)'?")
        }
        return failed("cannot find '\(name)' in scope", at: node, notes: notes)
    }

    // MARK: Strings and tuples

    func compileString(_ literal: StringLiteralExprSyntax, hint: TypeInfo?) -> Eval {
        if let custom = customInterpolation(literal) { return custom }  // CustomStringInterpolation.swift
        var parts: [InterpolationPart] = []
        var plain = ""
        var isPlain = true
        let runtime = self.runtime
        // A raw string (`#"…"#`) escapes with as many `#` after the backslash as it has around it.
        let pounds = literal.openingPounds?.text.count ?? 0
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                let value = unescape(text.content.text, pounds: pounds)
                plain += value
                if !value.isEmpty { parts.append(.text(value)) }
            case .expressionSegment(let interpolation):
                isPlain = false
                let site = location(interpolation)
                guard let first = interpolation.expressions.first else { continue }
                let eval = printedView(first.expression) ?? compileExpression(first.expression)  // SequenceViewPrinting.swift
                parts.append(.value(eval, site))
            }
        }
        if isPlain {
            let text = plain
            if hint === library.characterType || (hint == nil && characterLiterals.contains(location(literal))),
               text.count == 1, let character = text.first { return { _ in .character(character) } }
            // `let s: UnicodeScalar = "x"`: Kiln holds a scalar as a Character of one scalar.
            if let hint, hint.name == "UnicodeScalar", hint.kind == .builtin, text.unicodeScalars.count == 1, let character = text.first {
                return { _ in .character(character) }
            }
            return { _ in .string(text) }
        }
        let all = parts
        // The pieces written as bytes into a buffer on the stack while they fit (`"p\(i)"`: an
        // Int's digits written there, no String made of them, one String made at the end); a piece
        // that does not fit, or a value described in words, ends that, and the rest are appended
        // to one String as they come. The bytes are the same either way.
        return { frame in
            try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: InterpolationBytes.capacity) { buffer -> Value in
                let bytes = buffer.baseAddress!
                var used = 0
                var text: String?  // once a piece did not fit: the text so far
                for part in all {
                    let piece: String
                    switch part {
                    case .text(let literal):
                        if text == nil, InterpolationBytes.write(literal, to: bytes, &used) { continue }
                        piece = literal
                    case .value(let eval, let site):
                        let value = try eval(frame)
                        switch value {
                        case .int(let number):
                            if text == nil, InterpolationBytes.write(number, to: bytes, &used) { continue }
                            piece = String(number)
                        case .string(let string):
                            if text == nil, InterpolationBytes.write(string, to: bytes, &used) { continue }
                            piece = string
                        default:
                            piece = try runtime.describe(value, at: site)
                        }
                    }
                    if text == nil { text = InterpolationBytes.string(bytes, used) }
                    text!.append(piece)
                }
                return .string(text ?? InterpolationBytes.string(bytes, used))
            }
        }
    }

    /// An interpolated string's bytes written into a small buffer (`compileString`).
    enum InterpolationBytes {
        static let capacity = 64

        /// Writes `text`'s UTF-8 bytes after the `used` ones, if they fit.
        @inline(__always)
        static func write(_ text: String, to bytes: UnsafeMutablePointer<UInt8>, _ used: inout Int) -> Bool {
            var text = text
            return text.withUTF8 { utf8 in
                guard utf8.count <= capacity - used else { return false }
                if let start = utf8.baseAddress { (bytes + used).update(from: start, count: utf8.count) }
                used += utf8.count
                return true
            }
        }

        /// Writes `number` in decimal, as `String(number)` spells it, if it fits.
        @inline(__always)
        static func write(_ number: Int, to bytes: UnsafeMutablePointer<UInt8>, _ used: inout Int) -> Bool {
            guard capacity - used >= 20 else { return false }  // Int.min: a sign and 19 digits
            var magnitude = number.magnitude
            var digits = 1
            var rest = magnitude / 10
            while rest != 0 { digits += 1; rest /= 10 }
            if number < 0 { bytes[used] = UInt8(ascii: "-"); used += 1 }
            var at = used + digits
            repeat {
                at -= 1
                bytes[at] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude != 0
            used += digits
            return true
        }

        static func string(_ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) -> String {
            String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        }
    }

    /// A piece of an interpolated string literal (`compileString`): its closures held in an enum
    /// keep their own calling convention, where an array of closures would add reabstraction
    /// thunks to each call.
    enum InterpolationPart {
        case text(String)
        case value(Eval, Location)
    }

    func compileTuple(_ tuple: TupleExprSyntax, hint: TypeInfo?) -> Eval {
        if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return compileExpression(only.expression, hint: hint)
        }
        let elements = tuple.elements.map { compileExpression($0.expression) }
        let labels = tuple.elements.map { $0.label?.text }
        return { frame in
            .tuple(Tuple(elements: try elements.map { try $0(frame) }, labels: labels))
        }
    }

    // MARK: Try

    func compileTry(_ tryExpr: TryExprSyntax) -> Eval {
        let value = compileExpression(tryExpr.expression)
        let runtime = self.runtime
        let site = location(tryExpr)
        switch tryExpr.questionOrExclamationMark?.text {
        case "?":
            return { frame in
                do { return try value(frame).flattenedOptional } catch is ScriptError { return .none }
            }
        case "!":
            return { frame in
                do { return try value(frame) } catch let thrown as ScriptError {
                    let text = (try? runtime.debugDescribe(thrown.value, at: site)) ?? "error"
                    throw runtime.fault("'try!' expression unexpectedly raised an error: \(text)", at: site)
                }
            }
        default:
            return value
        }
    }

    func compileIfExpression(_ ifExpr: IfExprSyntax) -> Eval {
        let condition = compileConditions(ifExpr.conditions)
        let body = compileValueBlock(ifExpr.body)
        var otherwise: Eval = { _ in .void }
        switch ifExpr.elseBody {
        case .ifExpr(let nested): otherwise = compileIfExpression(nested)
        case .codeBlock(let block): otherwise = compileValueBlock(block)
        case nil: break
        }
        let elseBody = otherwise
        return { frame in try condition(frame) ? try body(frame) : try elseBody(frame) }
    }

    /// A branch of an `if`/`switch` expression: its last expression is its value.
    func compileValueBlock(_ block: CodeBlockSyntax) -> Eval {
        compileValueItems(Array(block.statements))
    }

    func compileValueItems(_ items: [CodeBlockItemSyntax]) -> Eval {
        // A branch ending in an `if` or `switch` (a statement in the tree) gives that expression's value.
        if let last = items.last, case .stmt(let statement) = last.item, let nested = statement.as(ExpressionStmtSyntax.self)?.expression,
           nested.as(IfExprSyntax.self)?.elseBody != nil || nested.is(SwitchExprSyntax.self) {
            let before = compileItems(Array(items.dropLast()), topLevel: false)
            let value = nested.as(IfExprSyntax.self).map(compileIfExpression) ?? compileSwitchExpression(nested.as(SwitchExprSyntax.self)!)
            return { frame in _ = try before(frame); return try value(frame) }
        }
        guard let last = items.last, case .expr(let expr) = last.item else {
            let exec = compileItems(items, topLevel: false)
            return { frame in
                if case .returned(let value) = try exec(frame) { return value }
                return .void
            }
        }
        let before = compileItems(Array(items.dropLast()), topLevel: false)
        let value = compileExpression(expr)
        return { frame in _ = try before(frame); return try value(frame) }
    }
}

/// Whether a postfix chain (`a?.b.c()`, `x?[0]!`) has a `?` link: the chain is then optional.
func containsOptionalChain(_ expr: ExprSyntax) -> Bool {
    var current: ExprSyntax? = expr
    while let node = current {
        if node.is(OptionalChainingExprSyntax.self) { return true }
        if let member = node.as(MemberAccessExprSyntax.self) { current = member.base }
        else if let call = node.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
        else if let sub = node.as(SubscriptCallExprSyntax.self) { current = sub.calledExpression }
        else if let force = node.as(ForceUnwrapExprSyntax.self) { current = force.expression }
        else { return false }
    }
    return false
}

extension Compiler {
    /// swiftc's words for a name that is declared, only not where it is used: a local declared
    /// later in the function's body ("use of local variable 'total' before its declaration"), an
    /// instance member used in a static one ("instance member 'count' cannot be used on type 'Counter'").
    static func misplacedName(_ name: String, at node: Syntax) -> String? {
        var current = node.parent
        var child = node
        var isStatic = false
        while let ancestor = current {
            if let items = ancestor.as(CodeBlockItemListSyntax.self), ancestor.parent?.is(SourceFileSyntax.self) == false {
                // A declaration of the name after the statement that uses it.
                var after = false
                for item in items {
                    if item.id == child.id { after = true; continue }
                    guard after, let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    if variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
                        return "use of local variable '\(name)' before its declaration"
                    }
                }
            }
            if ancestor.is(ClosureExprSyntax.self) { return nil }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                isStatic = function.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            }
            if let group = ancestor.asProtocol(DeclGroupSyntax.self) {
                guard isStatic, !ancestor.is(ProtocolDeclSyntax.self), let typeName = Self.declaredName(of: ancestor) else { return nil }
                let isInstanceMember = group.memberBlock.members.contains { item in
                    let decl = item.decl
                    if decl.modifierNames.contains("static") || decl.modifierNames.contains("class") { return false }
                    if let variable = decl.as(VariableDeclSyntax.self) {
                        return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
                    }
                    return decl.as(FunctionDeclSyntax.self)?.name.text == name
                }
                return isInstanceMember ? "instance member '\(name)' cannot be used on type '\(typeName)'" : nil
            }
            if ancestor.is(SourceFileSyntax.self) { return nil }
            child = ancestor
            current = ancestor.parent
        }
        return nil
    }

    private static func declaredName(of node: Syntax) -> String? {
        if let s = node.as(StructDeclSyntax.self) { return s.name.text }
        if let c = node.as(ClassDeclSyntax.self) { return c.name.text }
        if let e = node.as(EnumDeclSyntax.self) { return e.name.text }
        return nil
    }
}

extension Compiler {
    /// `#warning("…")` is swiftc's compile-time warning: the program builds and the line does
    /// nothing when it runs. `#error("…")` stops the build with its message, at its argument.
    func compileDiagnosticDirective(_ macro: MacroExpansionExprSyntax) -> Eval? {
        guard macro.macroName.text == "warning" || macro.macroName.text == "error",
              macro.arguments.count == 1, let argument = macro.arguments.first,
              let literal = argument.expression.as(StringLiteralExprSyntax.self) else { return nil }
        if macro.macroName.text == "error" {
            let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            return failed(text, at: literal)
        }
        return { _ in .void }
    }
}
