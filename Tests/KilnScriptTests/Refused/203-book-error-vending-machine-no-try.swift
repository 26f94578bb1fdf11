// swiftc: 9:12: error: call can throw but is not marked with 'try'
enum VendingMachineError: Error { case invalidSelection }
struct VendingMachine {
    func vend(itemNamed name: String) throws -> Int {
        throw VendingMachineError.invalidSelection
    }
}
func buyFavoriteSnack(vendingMachine: VendingMachine) throws -> Int {
    return vendingMachine.vend(itemNamed: "Chips")
}
print("ok")
