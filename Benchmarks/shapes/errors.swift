let n = 150_000 // small: 1000
// Errors: an `Error` enum, a throwing function, `do`/`catch` with patterns, `try?`.
enum WithdrawError: Error {
    case insufficientFunds(needed: Int)
    case frozen
}

final class Account {
    var balance = 100
    var frozen = false

    func withdraw(_ amount: Int) throws -> Int {
        if frozen {
            throw WithdrawError.frozen
        }
        guard amount <= balance else {
            throw WithdrawError.insufficientFunds(needed: amount - balance)
        }
        balance -= amount
        return balance
    }
}

let account = Account()
var succeeded = 0
var short = 0
var frozen = 0
var quiet = 0
for i in 0..<n {
    account.frozen = i % 11 == 0
    do {
        _ = try account.withdraw(i % 37)
        succeeded += 1
    } catch WithdrawError.insufficientFunds(let needed) {
        short += needed
        account.balance += 50
    } catch {
        frozen += 1
    }
    if let left = try? account.withdraw(1) {
        quiet += left % 3
    }
}
print("succeeded \(succeeded), short \(short), frozen \(frozen), quiet \(quiet), balance \(account.balance)")
