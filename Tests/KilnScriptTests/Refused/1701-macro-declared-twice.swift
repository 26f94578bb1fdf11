// swiftc: 10:14: error: invalid redeclaration of 'clamp(_:low:)'
@freestanding(expression)
public macro clamp(_ value: Int, low: Int) -> Int =
    #externalMacro(module: "MathMacros", type: "ClampMacro")

@attached(peer, names: arbitrary)
public macro Logged() = #externalMacro(module: "LogMacros", type: "LoggedMacro")

@freestanding(expression)
public macro clamp(_ value: Int, low: Int) -> Int =
    #externalMacro(module: "MathMacros", type: "OtherClampMacro")

print("ready")
