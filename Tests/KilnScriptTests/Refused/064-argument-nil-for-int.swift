// swiftc: 3:15: error: 'nil' is not compatible with expected argument type 'Int'
func wait(seconds: Int) { print(seconds) }
wait(seconds: nil)
