// swiftc: 12:19: error: call can throw but is not marked with 'try'
struct Email {
    let address: String
    init(_ address: String) throws {
        guard address.contains("@") else { throw EmailError.invalid }
        self.address = address
    }
}
enum EmailError: Error { case invalid }
var emails: [Email] = []
for raw in ["a@b.c"] {
    emails.append(Email(raw))
}
print(emails.count)
