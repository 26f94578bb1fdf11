// swiftc: 3:11: error: incorrect argument label in call (have 'x:z:', expected 'x:y:')
func move(x: Int, y: Int) -> String { "\(x),\(y)" }
print(move(x: 1, z: 2))
