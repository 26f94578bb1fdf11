// swiftc: 3:12: error: escaping closure captures 'inout' parameter 'total'
func makeIncrementer(for total: inout Int) -> () -> Void {
    return {
        total += 1
    }
}

var clicks = 0
let click = makeIncrementer(for: &clicks)
click()
print(clicks)
