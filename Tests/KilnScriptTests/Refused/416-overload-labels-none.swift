// swiftc: 4:1: error: no exact matches in call to global function 'move'
func move(up: Int) { print("up", up) }
func move(down: Int) { print("down", down) }
move(left: 3)
