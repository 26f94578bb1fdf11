// swiftc: 6:12: error: call can throw but is not marked with 'try'
struct Vault {
    func open(code: Int) throws -> String { "gold" }
}
let vault = Vault()
let loot = vault.open(code: 1234)
print(loot)
