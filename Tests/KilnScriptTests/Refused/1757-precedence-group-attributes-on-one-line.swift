// swiftc: 2:54: error: expected operator attribute identifier in precedence group body
precedencegroup ChainPrecedence { associativity: left; higherThan: AdditionPrecedence }
infix operator ~> : ChainPrecedence
func ~> (a: Int, b: Int) -> Int { a * 10 + b }
print(1 ~> 2 ~> 3)
