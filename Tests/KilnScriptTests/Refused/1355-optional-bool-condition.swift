// swiftc: 8:9: error: value of optional type 'Bool?' must be unwrapped to a value of type 'Bool'
struct User {
    var name: String
    var isAdmin: Bool?
}

let user = User(name: "Root", isAdmin: true)
if user.isAdmin {
    print("\(user.name) can delete posts")
}
