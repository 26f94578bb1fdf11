// swiftc: 4:9: warning: variable 'status' was written to, but never read
// swiftc: 6:9: warning: variable 'attempts' was written to, but never read
func load() {
    var status = "idle"
    status = "loading"
    var attempts: Int
    attempts = 3
    print("done")
}
load()
