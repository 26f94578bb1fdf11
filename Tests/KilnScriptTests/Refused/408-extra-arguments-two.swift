// swiftc: 5:4: error: extra arguments at positions #2, #3 in call
func log(_ message: String) {
    print("[log] \(message)")
}
log("start", "middle", "end")
