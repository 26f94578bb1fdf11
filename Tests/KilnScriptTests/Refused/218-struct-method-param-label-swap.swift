// swiftc: 5:36: error: argument 'to' must precede argument 'subject'
struct Mailer {
    func send(to address: String, subject: String) -> Bool { true }
}
print(Mailer().send(subject: "Hi", to: "a@b.c"))
