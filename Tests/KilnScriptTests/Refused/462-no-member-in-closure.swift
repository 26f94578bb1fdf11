// swiftc: 6:28: error: value of type 'User' has no member 'username'
struct User {
    var name: String
}
let users = [User(name: "a")]
let names = users.map { $0.username }
print(names)
