// swiftc: 3:29: error: cannot force unwrap value of non-optional type 'String'
func shout(_ text: String) -> String {
    return text.uppercased()!
}

print(shout("hello"))
