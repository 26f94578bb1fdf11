// swiftc: 9:9: error: error is not handled because the enclosing function is not declared 'throws'
enum ValidationError: Error {
    case tooShort
    case missingDigit
}

func validate(password: String) {
    if password.count < 8 {
        throw ValidationError.tooShort
    }
    if !password.contains(where: { $0.isNumber }) {
        throw ValidationError.missingDigit
    }
    print("Password OK")
}

validate(password: "hunter22")
