// swiftc: 3:28: error: cannot force unwrap value of non-optional type 'String'
func greet(_ name: String) -> String {
    return "Hello, " + name!
}
print(greet("Ada"))
