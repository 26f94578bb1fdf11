// swiftc: 8:5: error: initializer requirement 'init(json:)' can only be satisfied by a 'required' initializer in non-final class 'Profile'
protocol Loadable {
    init(json: [String: String])
}

class Profile: Loadable {
    var username: String
    init(json: [String: String]) {
        username = json["username"] ?? ""
    }
}

print(Profile(json: ["username": "kim"]).username)
