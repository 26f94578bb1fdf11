// swiftc: 9:20: error: 'async' call in a function that does not support concurrency
func downloadAvatar(for user: String) async -> String {
    "avatar-\(user).png"
}

struct ProfileScreen {
    var user: String
    func show() {
        let file = downloadAvatar(for: user)
        print("showing", file)
    }
}
ProfileScreen(user: "kim").show()
