// swiftc: 7:10: error: call can throw but is not marked with 'try'
enum LoginError: Error { case wrongPassword }
func login(user: String, password: String) throws -> Bool {
    if password != "secret" { throw LoginError.wrongPassword }
    return true
}
let ok = login(user: "ann", password: "secret")
print(ok)
