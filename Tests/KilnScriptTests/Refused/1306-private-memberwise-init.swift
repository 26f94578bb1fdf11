// swiftc: 11:15: error: 'BankAccount' initializer is inaccessible due to 'private' protection level
struct BankAccount {
    var owner: String
    private var balance: Double

    func summary() -> String {
        "\(owner): \(balance)"
    }
}

let account = BankAccount(owner: "Jo", balance: 100)
print(account.summary())
