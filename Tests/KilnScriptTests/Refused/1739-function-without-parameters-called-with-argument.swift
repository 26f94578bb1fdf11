// swiftc: 6:13: error: argument passed to call that takes no arguments
// A function that takes nothing, called with a value.
func resetScores() {
    print("scores reset")
}
resetScores(0)
