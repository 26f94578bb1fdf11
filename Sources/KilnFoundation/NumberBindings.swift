// NSNumber: a native class whose initializers give the bridged value itself (`NSNumber(value: 7)`
// is the Int 7, as `7 as NSNumber` is: `Interpreter.Options.bridgedClasses`), and the comparison
// behind its `compare(_:)`, `isEqual(to:)` and `isEqual(_:)` (PreludeNumbers.swift).
import KilnScript

extension Bindings {
    func registerNumberPrimitives(in interpreter: Interpreter) {
        var number = NativeType(name: "NSNumber")
        for label in ["value", "integerLiteral", "floatLiteral", "booleanLiteral"] {
            number.initializer(labels: [label]) { context, _, arguments in
                let value = arguments[0].unwrapped.numericallyPlain
                switch value {
                case .int, .double: return value
                case .bool:
                    // Foundation's NSNumber of a Bool prints as 1 or 0 (`print(NSNumber(value: true))`);
                    // the prelude's number box does, and casts see the Bool.
                    return (try? context.construct(Value.foundationNumberClass, labels: ["__value"], arguments: [value])) ?? value
                default: throw context.fault("NSNumber(\(label):) takes a number or a Bool, not \(try context.describe(value))")
                }
            }
        }
        interpreter.register(number)
        // NSDecimalRound of a Decimal (NSDecimalNumber's rounding in PreludeDecimalNumbers.swift).
        primitive(interpreter, "DecimalRound", 3) { context, arguments in
            guard case .int(let scale) = arguments[1], case .int(let mode) = arguments[2],
                  let rounded = context.decimalRounded(arguments[0].unwrapped, scale: scale, mode: mode) else {
                throw context.fault("NSDecimalRound takes a Decimal, a scale and a rounding mode")
            }
            return rounded
        }
        // -1, 0 or 1 as NSNumber's `compare(_:)` orders two numbers (a Bool is 0 or 1).
        primitive(interpreter, "NumberCompare", 2) { context, arguments in
            func number(_ value: Value) throws -> Double {
                switch value.unwrapped.numericallyPlain {
                case .int(let x): return Double(x)
                case .double(let x): return x
                case .bool(let x): return x ? 1 : 0
                default: throw context.fault("compare(_:) takes an NSNumber, not \(try context.describe(value))")
                }
            }
            let (a, b) = (arguments[0].unwrapped.numericallyPlain, arguments[1].unwrapped.numericallyPlain)
            if case .int(let x) = a, case .int(let y) = b { return .int(x < y ? -1 : x == y ? 0 : 1) }
            let (x, y) = (try number(a), try number(b))
            return .int(x < y ? -1 : x == y ? 0 : 1)
        }
    }
}
