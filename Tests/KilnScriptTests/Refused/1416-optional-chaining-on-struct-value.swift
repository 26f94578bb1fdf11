// swiftc: 8:38: error: cannot use optional chaining on non-optional value of type 'Profile'
struct Profile {
    var nickname: String?
    var city = "Oslo"
}
func describe(_ profile: Profile) -> String {
    let name = profile.nickname ?? "anonymous"
    return name + " from " + (profile?.city ?? "?")
}
print(describe(Profile()))
