// swiftc: 5:13: error: use of '=' in a boolean context, did you mean '=='?
// A settings check that assigns where it meant to compare.
var darkMode = false
let saved = true
if darkMode = saved {
    print("dark")
}
