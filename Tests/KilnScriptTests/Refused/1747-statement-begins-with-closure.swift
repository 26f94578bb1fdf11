// swiftc: 3:1: error: top-level statement cannot begin with a closure expression
func note(_ text: String) { print(text) }
{
    note("inside")
}
note("after")
