// swiftc: 6:12: error: value of optional type 'String?' must be unwrapped to refer to member 'isEmpty' of wrapped base type 'String'
class Form {
    var email: String?

    func validate() -> Bool {
        if email.isEmpty {
            return false
        }
        return true
    }
}

print(Form().validate())
