// swiftc: 5:12: error: cannot convert return expression of type 'User' to return type 'String'
struct User { var name = "Ann" }
func current() -> String {
    let user = User()
    return user
}
print(current())
