// swiftc: 4:9: warning: variable 'prefix' was never mutated; consider changing to 'let' constant
// swiftc: 5:9: warning: variable 'punctuation' was never mutated; consider changing to 'let' constant
func greeting(for name: String) -> String {
    var prefix = "Hello"
    var punctuation = "!"
    let text = prefix + ", " + name + punctuation
    return text
}
print(greeting(for: "Ada"))
