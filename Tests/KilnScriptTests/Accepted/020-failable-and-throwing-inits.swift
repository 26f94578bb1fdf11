// swiftc: accepted
enum Problem: Error { case empty }
struct Name {
    let text: String
    init(_ text: String) throws {
        if text.isEmpty { throw Problem.empty }
        self.text = text
    }
}
class Account {
    let owner: String
    init?(owner: String) {
        if owner.isEmpty { return nil }
        self.owner = owner
    }
}
let name = try Name("Ann")
let account = Account(owner: "Bob")
let none = Account(owner: "")
print(name.text, account?.owner ?? "", none == nil)
